/* global Response -- Node's own, as in the browser */
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * The code of the SSR thread (started by render-thread.ts, which says why it is
 * a thread): it loads the web build's server entry and relays messages. The rendering's API requests go back
 * to the server's thread, which answers them in-process.
 *
 * JavaScript typed in JSDoc (and checked as the server's TypeScript is), so that Node runs it as it is, under
 * any runner: tsx registers itself in other threads only from Node 22.22.3 and 24.11.1 on, and Vitest compiles
 * the server's TypeScript in-process, which a thread does not inherit.
 */

/** @import { ServerMessage, ThreadData, ThreadMessage } from './thread-messages.ts' */
/** @typedef {Extract<ServerMessage, { type: 'render' }>} RenderMessage */
/** @typedef {Extract<ServerMessage, { type: 'api-reply' }>} ApiReply */

/**
 * What the thread uses of the web build's server entry (apps/web/src/entry-server.tsx).
 * @typedef {{
 *   firstScreenPatterns: string[];
 *   renderScreen(url: string, options: { config: unknown; transport: (url: string) => Promise<Response>; language: string }): Promise<unknown>;
 * }} ServerEntry
 */

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const { entryFile } = /** @type {ThreadData<unknown>} */ (workerData);
/** What the entry renders with: the thread's start-up configuration until the server sends another. */
let { config } = /** @type {ThreadData<unknown>} */ (workerData);
/** @param {ThreadMessage<unknown>} message */
const send = (message) => port.postMessage(message);
/** @param {unknown} error */
const describe = (error) => String(/** @type {{ stack?: unknown } | null | undefined} */ (error)?.stack || error);

/** @type {Map<number, (reply: ApiReply) => void>} */
const replies = new Map();
let nextRequest = 0;
/**
 * The API transport of one rendering: its requests name it, so the server makes them for its client.
 * @param {number} rendering
 */
const transportOf = (rendering) => (/** @type {string} */ url) =>
  /** @type {Promise<Response>} */ (
    new Promise((resolve) => {
      const id = nextRequest++;
      replies.set(id, (reply) =>
        resolve(new Response(reply.body, { status: reply.status, headers: { 'content-type': reply.contentType } })),
      );
      send({ type: 'api', id, rendering, url });
    })
  );

/**
 * @param {ServerEntry} entry
 * @param {RenderMessage} message
 */
async function render(entry, { id, url, language = 'en' }) {
  try {
    const result = await entry.renderScreen(url, { config, transport: transportOf(id), language });
    send({ type: 'rendered', id, result });
  } catch (error) {
    send({ type: 'rendered', id, error: describe(error) });
  }
}

import(pathToFileURL(entryFile).href).then(
  /** @param {ServerEntry} entry */
  (entry) => {
    port.on('message', (/** @type {ServerMessage} */ message) => {
      if (message.type === 'render') return void render(entry, message);
      // Answered only when the thread's own work lets it: a thread stuck in a loop never does.
      if (message.type === 'ping') return send({ type: 'pong' });
      if (message.type === 'config') return void (config = message.config);
      replies.get(message.id)?.(message);
      replies.delete(message.id);
    });
    send({ type: 'ready', patterns: entry.firstScreenPatterns });
  },
  (/** @type {unknown} */ error) => send({ type: 'failed', error: describe(error) }),
);
