import { Worker } from 'node:worker_threads';

/**
 * The thread the first screens are rendered in (http/first-screen.ts). Not the server's own: React's server
 * renderer turns on Node's async context tracking as it loads, which costs every request of the process a
 * few microseconds, and a rendering takes milliseconds the API's requests should not wait behind.
 *
 * The thread's code is plain JavaScript given as text, so it runs the same under any runner (the server
 * under tsx, the tests under Vitest); all it does is load the web build's server entry and relay messages.
 * The rendering's API requests come back to the server's thread, which answers them in-process.
 */
const THREAD_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
const replies = new Map();
let nextRequest = 0;
const transport = (url) =>
  new Promise((resolve) => {
    const id = nextRequest++;
    replies.set(id, (reply) => resolve(new Response(reply.body, { status: reply.status, headers: { 'content-type': reply.contentType } })));
    parentPort.postMessage({ type: 'api', id, url });
  });
import(pathToFileURL(workerData.entryFile).href).then(
  (entry) => {
    parentPort.on('message', async (message) => {
      if (message.type === 'api-reply') {
        replies.get(message.id)?.(message);
        replies.delete(message.id);
        return;
      }
      try {
        const result = await entry.renderFirstScreen(message.url, { config: workerData.config, transport });
        parentPort.postMessage({ type: 'rendered', id: message.id, result });
      } catch (error) {
        parentPort.postMessage({ type: 'rendered', id: message.id, error: String(error && error.stack || error) });
      }
    });
    parentPort.postMessage({ type: 'ready', patterns: entry.firstScreenPatterns });
  },
  (error) => parentPort.postMessage({ type: 'failed', error: String(error && error.stack || error) }),
);
`;

export interface RenderThreadOptions<Config> {
  entryFile: string;
  config: Config;
  /** Answers the rendering's GET /api requests. */
  api(url: string): Promise<{ status: number; body: string | null; contentType: string }>;
}

export interface RenderThread<Result> {
  /** Resolves with the entry's path patterns once it has loaded; rejects if it cannot. */
  ready: Promise<RegExp[]>;
  render(url: string): Promise<Result | null>;
  stop(): Promise<void>;
}

export function startRenderThread<Config, Result>(options: RenderThreadOptions<Config>): RenderThread<Result> {
  const worker = new Worker(THREAD_CODE, {
    eval: true,
    workerData: { entryFile: options.entryFile, config: options.config },
    // React's production build, as in the browser: its development build renders several times slower,
    // for checks and warnings meant for the app's developers, not its visitors.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  // Never what keeps the server's process alive.
  worker.unref();
  const renderings = new Map<number, { resolve(result: Result | null): void; reject(error: Error): void }>();
  let nextRendering = 0;
  let readyResolve: (patterns: RegExp[]) => void = () => {};
  let readyReject: (error: Error) => void = () => {};
  const ready = new Promise<RegExp[]>((resolve, reject) => {
    readyResolve = resolve;
    readyReject = reject;
  });

  const failAll = (error: Error) => {
    readyReject(error);
    for (const { reject } of renderings.values()) reject(error);
    renderings.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the rendering thread stopped (exit code ${code})`)));
  worker.on('message', (message: ThreadMessage<Result>) => {
    switch (message.type) {
      case 'ready':
        readyResolve(message.patterns.map((source) => new RegExp(source)));
        break;
      case 'failed':
        readyReject(new Error(message.error));
        break;
      case 'api':
        void options.api(message.url).then(
          (reply) => worker.postMessage({ type: 'api-reply', id: message.id, ...reply }),
          () => worker.postMessage({ type: 'api-reply', id: message.id, status: 500, body: null, contentType: 'application/json' }),
        );
        break;
      case 'rendered': {
        const rendering = renderings.get(message.id);
        renderings.delete(message.id);
        if (message.error !== undefined) rendering?.reject(new Error(message.error));
        else rendering?.resolve(message.result ?? null);
        break;
      }
    }
  });
  // An unobserved rejection of `ready` (a server closed before it loaded) is not an error of its own.
  ready.catch(() => {});

  return {
    ready,
    render: (url) =>
      new Promise<Result | null>((resolve, reject) => {
        const id = nextRendering++;
        renderings.set(id, { resolve, reject });
        worker.postMessage({ type: 'render', id, url });
      }),
    stop: async () => {
      worker.removeAllListeners('exit');
      failAll(new Error('the server is closing'));
      await worker.terminate();
    },
  };
}

type ThreadMessage<Result> =
  | { type: 'ready'; patterns: string[] }
  | { type: 'failed'; error: string }
  | { type: 'api'; id: number; url: string }
  | { type: 'rendered'; id: number; result?: Result | null; error?: string };
