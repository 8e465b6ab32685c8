import { Worker } from 'node:worker_threads';
import { SSR_RENDER_TIMEOUT_MS } from '@marquee/core';

/**
 * The thread the first screens are rendered in (http/ssr.ts). Not the server's own: React's server
 * renderer turns on Node's async context tracking as it loads, which costs every request of the process a
 * few microseconds, and a rendering takes milliseconds the API's requests should not wait behind.
 *
 * The thread runs http/ssr-thread.js, which loads the web build's server entry and relays messages.
 * The rendering's API requests come back to the server's thread, which answers them in-process.
 *
 * Visitors choose what is rendered, so the work is bounded: the thread works on a few renderings at a time,
 * a few more wait in a queue, and past that a rendering is refused at once (the page then starts from
 * index.html and the app draws it). A waiting rendering nobody wants any more (its request has closed) is
 * dropped before it starts. A thread that dies is replaced, so one crash does not end server rendering.
 * A rendering past its time is abandoned and its place given to the next; if the thread then does not
 * answer at all (stuck in a loop), it is ended and replaced.
 */
const THREAD_FILE = new URL('./ssr-thread.js', import.meta.url);

/** Renderings the thread works on at once: enough for one to run while another waits for its API requests. */
export const RENDER_CONCURRENCY = 2;
/** Renderings that may wait for the thread; one more is refused. */
export const RENDER_QUEUE_LIMIT = 16;
/** How long a thread that has abandoned a rendering has to answer a ping before it counts as stuck. */
const STUCK_AFTER_MS = 2_000;

export interface RenderThreadOptions<Config> {
  entryFile: string;
  config: Config;
  /** Answers the rendering's GET /api requests, made for `onBehalfOf` (the address render() was given). */
  api(url: string, onBehalfOf: string | undefined): Promise<{ status: number; body: string | null; contentType: string }>;
  /** Told when the thread died and another was started in its place. */
  onRestart?(error: Error): void;
  concurrency?: number;
  queueLimit?: number;
  /** Past it a rendering under way is abandoned (RenderNotDone 'late'); SSR_RENDER_TIMEOUT_MS by default. */
  timeoutMs?: number;
}

const NOT_DONE = {
  shed: 'the rendering queue is full',
  dropped: 'the request closed before its rendering started',
  late: 'the rendering took too long and was abandoned',
  limited: "a request of the rendering was past its client's rate limit",
} as const;

/**
 * Why a rendering was not done: the queue was full, its request closed while it waited, it ran past its time,
 * or one of its API requests was refused by a per-address limit (its result lacks that data).
 */
export class RenderNotDone extends Error {
  constructor(readonly reason: keyof typeof NOT_DONE) {
    super(NOT_DONE[reason]);
  }
}

export interface RenderThread<Result> {
  /** Resolves with the entry's path patterns once it has loaded; rejects if it cannot. */
  ready: Promise<RegExp[]>;
  /**
   * Renders the screen at this URL, its API requests made for `onBehalfOf` (a client address, charged for
   * them). Rejects with RenderNotDone when the queue is full or `signal` aborts before the rendering starts (a
   * rendering under way finishes, for whoever asks next), when it runs past its time or an API request of it
   * answers 429; and with another error when the entry throws or the thread dies.
   */
  render(url: string, signal?: AbortSignal, onBehalfOf?: string): Promise<Result | null>;
  stop(): Promise<void>;
}

interface Waiting<Result> {
  url: string;
  signal: AbortSignal | undefined;
  onBehalfOf: string | undefined;
  /** Whether an API request of it was refused by a rate limit. */
  limited?: boolean;
  timer?: NodeJS.Timeout;
  resolve(result: Result | null): void;
  reject(error: Error): void;
  onAbort(): void;
}

export function startRenderThread<Config, Result>(options: RenderThreadOptions<Config>): RenderThread<Result> {
  const concurrency = options.concurrency ?? RENDER_CONCURRENCY;
  const queueLimit = options.queueLimit ?? RENDER_QUEUE_LIMIT;
  const timeoutMs = options.timeoutMs ?? SSR_RENDER_TIMEOUT_MS;
  const queue: Waiting<Result>[] = [];
  const running = new Map<number, Waiting<Result>>();
  let nextRendering = 0;
  let stopped = false;
  let readyResolve: (patterns: RegExp[]) => void = () => {};
  let readyReject: (error: Error) => void = () => {};
  const ready = new Promise<RegExp[]>((resolve, reject) => {
    readyResolve = resolve;
    readyReject = reject;
  });
  // An unobserved rejection of `ready` (a server closed before it loaded) is not an error of its own.
  ready.catch(() => {});

  let worker: Worker;
  /** Whether the current thread has loaded the entry and takes renderings. */
  let accepting = false;

  const failRunning = (error: Error) => {
    for (const rendering of running.values()) {
      clearTimeout(rendering.timer);
      rendering.reject(error);
    }
    running.clear();
  };

  /** The thread is asked to answer; if it cannot within STUCK_AFTER_MS, it is ended (and replaced, see start). */
  let pinging: Worker | null = null;
  const pongs = new WeakMap<Worker, () => void>();
  const checkAlive = () => {
    const thread = worker;
    if (pinging === thread) return;
    pinging = thread;
    const stuck = setTimeout(() => void thread.terminate(), STUCK_AFTER_MS);
    stuck.unref();
    pongs.set(thread, () => {
      clearTimeout(stuck);
      pinging = null;
    });
    tell(thread, { type: 'ping' });
  };

  /** Gives up a rendering past its time: its place goes to the next one, and the thread must show it is alive. */
  const abandon = (id: number) => {
    const rendering = running.get(id);
    if (!rendering) return;
    running.delete(id);
    rendering.reject(new RenderNotDone('late'));
    checkAlive();
    pump();
  };

  const pump = () => {
    while (accepting && running.size < concurrency && queue.length > 0) {
      const next = queue.shift()!;
      next.signal?.removeEventListener('abort', next.onAbort);
      const id = nextRendering++;
      running.set(id, next);
      next.timer = setTimeout(() => abandon(id), timeoutMs);
      next.timer.unref();
      tell(worker, { type: 'render', id, url: next.url });
    }
  };

  const start = () => {
    const workerData: ThreadData<Config> = { entryFile: options.entryFile, config: options.config };
    const thread = new Worker(THREAD_FILE, {
      workerData,
      // React's production build, as in the browser: its development build renders several times slower,
      // for checks and warnings meant for the app's developers, not its visitors.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    worker = thread;
    // Never what keeps the server's process alive.
    thread.unref();
    let loaded = false;
    let dead = false;
    const died = (error: Error) => {
      if (dead || stopped) return;
      dead = true;
      accepting = false;
      failRunning(error);
      if (!loaded) {
        // The entry itself does not load: starting it again would fail the same way.
        readyReject(error);
        for (const waiting of queue.splice(0)) waiting.reject(error);
        return;
      }
      options.onRestart?.(error);
      start();
    };
    thread.on('error', died);
    thread.on('exit', (code) => died(new Error(`the rendering thread stopped (exit code ${code})`)));
    thread.on('message', (message: ThreadMessage<Result>) => {
      switch (message.type) {
        case 'ready':
          loaded = true;
          accepting = true;
          readyResolve(message.patterns.map((source) => new RegExp(source)));
          pump();
          break;
        case 'failed':
          died(new Error(message.error));
          void thread.terminate();
          break;
        case 'api': {
          const rendering = running.get(message.rendering);
          // An abandoned rendering gets nothing more: its requests would be made for nobody's account.
          if (!rendering) {
            tell(thread, { type: 'api-reply', id: message.id, status: 503, body: null, contentType: 'application/json' });
            break;
          }
          void options.api(message.url, rendering.onBehalfOf).then(
            (reply) => {
              if (reply.status === 429) rendering.limited = true;
              tell(thread, { type: 'api-reply', id: message.id, ...reply });
            },
            () => tell(thread, { type: 'api-reply', id: message.id, status: 500, body: null, contentType: 'application/json' }),
          );
          break;
        }
        case 'rendered': {
          const rendering = running.get(message.id);
          running.delete(message.id);
          clearTimeout(rendering?.timer);
          if (message.error !== undefined) rendering?.reject(new Error(message.error));
          // Drawn without data its client was refused: not a rendering to show anyone.
          else if (rendering?.limited) rendering.reject(new RenderNotDone('limited'));
          else rendering?.resolve(message.result ?? null);
          pump();
          break;
        }
        case 'pong':
          pongs.get(thread)?.();
          pongs.delete(thread);
          break;
      }
    });
  };
  start();

  return {
    ready,
    render: (url, signal, onBehalfOf) =>
      new Promise<Result | null>((resolve, reject) => {
        if (stopped) return reject(new Error('the server is closing'));
        if (signal?.aborted) return reject(new RenderNotDone('dropped'));
        if (queue.length >= queueLimit) return reject(new RenderNotDone('shed'));
        const waiting: Waiting<Result> = {
          url,
          signal,
          onBehalfOf,
          resolve,
          reject,
          onAbort: () => {
            const at = queue.indexOf(waiting);
            if (at === -1) return;
            queue.splice(at, 1);
            reject(new RenderNotDone('dropped'));
          },
        };
        signal?.addEventListener('abort', waiting.onAbort, { once: true });
        queue.push(waiting);
        pump();
      }),
    stop: async () => {
      stopped = true;
      accepting = false;
      const error = new Error('the server is closing');
      readyReject(error);
      failRunning(error);
      for (const waiting of queue.splice(0)) waiting.reject(error);
      await worker.terminate();
    },
  };
}

/** What the thread is started with. */
export interface ThreadData<Config> {
  entryFile: string;
  config: Config;
}

/** What the thread tells the server. */
export type ThreadMessage<Result> =
  | { type: 'ready'; patterns: string[] }
  | { type: 'failed'; error: string }
  | { type: 'api'; id: number; rendering: number; url: string }
  | { type: 'rendered'; id: number; result?: Result | null; error?: string }
  | { type: 'pong' };

/** Posts a message to the thread, checked against what it reads. */
const tell = (thread: Worker, message: ServerMessage) => thread.postMessage(message);

/** What the server tells the thread. */
export type ServerMessage =
  | { type: 'render'; id: number; url: string }
  | { type: 'api-reply'; id: number; status: number; body: string | null; contentType: string }
  | { type: 'ping' };
