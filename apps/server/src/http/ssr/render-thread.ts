import { Worker } from 'node:worker_threads';
import { SSR_RENDER_TIMEOUT_MS } from '@marquee/core';
import { RenderNotDone, type ServerMessage, type ThreadData, type ThreadMessage } from './thread-messages.ts';

/**
 * The thread the first screens are rendered in (ssr-renderer.ts). Not the server's own: React's server
 * renderer turns on Node's async context tracking as it loads, which costs every request of the process a
 * few microseconds, and a rendering takes milliseconds the API's requests should not wait behind.
 *
 * The thread runs render-thread-entry.js, which loads the web build's server entry and relays messages.
 * The rendering's API requests come back to the server's thread, which answers them in-process.
 *
 * Visitors choose what is rendered, so the work is bounded: the thread works on a few renderings at a time,
 * a few more wait in a queue, and past that a rendering is refused at once (the page then starts from
 * index.html and the app draws it). A waiting rendering nobody wants any more (its request has closed) is
 * dropped before it starts. A thread that dies is replaced, so one crash does not end server rendering.
 * A rendering past its time is abandoned and its place given to the next; if the thread then does not
 * answer at all (stuck in a loop), it is ended and replaced.
 */
const THREAD_FILE = new URL('./render-thread-entry.js', import.meta.url);

/** Renderings the thread works on at once: enough for one to run while another waits for its API requests. */
export const RENDER_CONCURRENCY = 2;
/** Renderings that may wait for the thread; one more is refused. */
export const RENDER_QUEUE_LIMIT = 16;
/** How long a thread that has abandoned a rendering has to answer a ping before it counts as stuck. */
const STUCK_AFTER_MS = 2_000;

export { RenderNotDone };

export interface RenderThreadOptions<Config> {
  entryFile: string;
  config: Config;
  /** Answers the rendering's GET /api requests, made for `onBehalfOf` (the address render() was given). */
  api(url: string, onBehalfOf: string | undefined): Promise<ApiReply>;
  /** Told when the thread died and another was started in its place. */
  onRestart?(error: Error): void;
  concurrency?: number;
  queueLimit?: number;
  /** Past it a rendering under way is abandoned (RenderNotDone 'late'); SSR_RENDER_TIMEOUT_MS by default. */
  timeoutMs?: number;
}

type ApiReply = { status: number; body: string | null; contentType: string };

export interface RenderThread<Result, Config = unknown> {
  /** Resolves with the entry's path patterns once it has loaded; rejects if it cannot. */
  ready: Promise<RegExp[]>;
  /**
   * Renders the screen at this URL, its API requests made for `onBehalfOf` (a client address, charged for
   * them). Rejects with RenderNotDone when the queue is full or `signal` aborts before the rendering starts (a
   * rendering under way finishes, for whoever asks next), when it runs past its time or an API request of it
   * answers 429; and with another error when the entry throws or the thread dies. `language`: the page's
   * (the source language when not given).
   */
  render(url: string, signal?: AbortSignal, onBehalfOf?: string, language?: string): Promise<Result | null>;
  /** Renderings queued from now on, and every thread started after, use this configuration. */
  configure(config: Config): void;
  stop(): Promise<void>;
}

interface Waiting<Result> {
  url: string;
  language: string | undefined;
  signal: AbortSignal | undefined;
  onBehalfOf: string | undefined;
  /** Whether an API request of it was refused by a rate limit. */
  limited?: boolean;
  timer?: NodeJS.Timeout;
  resolve(result: Result | null): void;
  reject(error: Error): void;
  onAbort(): void;
}

export function startRenderThread<Config, Result>(options: RenderThreadOptions<Config>): RenderThread<Result, Config> {
  const thread = new RenderThreadRunner<Config, Result>(options);
  return {
    ready: thread.ready,
    render: (url, signal, onBehalfOf, language) => thread.render(url, signal, onBehalfOf, language),
    configure: (config) => thread.configure(config),
    stop: () => thread.stop(),
  };
}

/** Posts a message to the thread, checked against what it reads. */
const tell = (thread: Worker, message: ServerMessage) => thread.postMessage(message);

const API_FAILED = { status: 500, body: null, contentType: 'application/json' };
/** What an abandoned rendering's requests get: they would be made for nobody's account. */
const API_GONE = { status: 503, body: null, contentType: 'application/json' };

class RenderThreadRunner<Config, Result> {
  readonly ready: Promise<RegExp[]>;
  private readyResolve: (patterns: RegExp[]) => void = () => {};
  private readyReject: (error: Error) => void = () => {};
  private readonly concurrency: number;
  private readonly queueLimit: number;
  private readonly timeoutMs: number;
  private readonly queue: Waiting<Result>[] = [];
  private readonly running = new Map<number, Waiting<Result>>();
  private nextRendering = 0;
  private stopped = false;
  private worker!: Worker;
  /** Whether the current thread has loaded the entry and takes renderings. */
  private accepting = false;
  /** The thread asked to show it is alive, and what its answer settles. */
  private pinging: Worker | null = null;
  private readonly pongs = new WeakMap<Worker, () => void>();
  private config: Config;

  constructor(private readonly options: RenderThreadOptions<Config>) {
    this.config = options.config;
    this.concurrency = options.concurrency ?? RENDER_CONCURRENCY;
    this.queueLimit = options.queueLimit ?? RENDER_QUEUE_LIMIT;
    this.timeoutMs = options.timeoutMs ?? SSR_RENDER_TIMEOUT_MS;
    this.ready = new Promise<RegExp[]>((resolve, reject) => {
      this.readyResolve = resolve;
      this.readyReject = reject;
    });
    // An unobserved rejection of `ready` (a server closed before it loaded) is not an error of its own.
    this.ready.catch(() => {});
    this.start();
  }

  configure(config: Config): void {
    this.config = config;
    // Messages reach the thread in order: renderings sent after this one are drawn with it.
    tell(this.worker, { type: 'config', config });
  }

  render(url: string, signal?: AbortSignal, onBehalfOf?: string, language?: string): Promise<Result | null> {
    return new Promise<Result | null>((resolve, reject) => {
      if (this.stopped) return reject(new Error('the server is closing'));
      if (signal?.aborted) return reject(new RenderNotDone('dropped'));
      if (this.queue.length >= this.queueLimit) return reject(new RenderNotDone('shed'));
      const waiting: Waiting<Result> = {
        url,
        language,
        signal,
        onBehalfOf,
        resolve,
        reject,
        onAbort: () => {
          const at = this.queue.indexOf(waiting);
          if (at === -1) return;
          this.queue.splice(at, 1);
          reject(new RenderNotDone('dropped'));
        },
      };
      signal?.addEventListener('abort', waiting.onAbort, { once: true });
      this.queue.push(waiting);
      this.pump();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.accepting = false;
    const error = new Error('the server is closing');
    this.readyReject(error);
    this.failRunning(error);
    for (const waiting of this.queue.splice(0)) waiting.reject(error);
    await this.worker.terminate();
  }

  private failRunning(error: Error): void {
    for (const rendering of this.running.values()) {
      clearTimeout(rendering.timer);
      rendering.reject(error);
    }
    this.running.clear();
  }

  /** The thread is asked to answer; if it cannot within STUCK_AFTER_MS, it is ended (and replaced, see start). */
  private checkAlive(): void {
    const thread = this.worker;
    if (this.pinging === thread) return;
    this.pinging = thread;
    const stuck = setTimeout(() => void thread.terminate(), STUCK_AFTER_MS);
    stuck.unref();
    this.pongs.set(thread, () => {
      clearTimeout(stuck);
      this.pinging = null;
    });
    tell(thread, { type: 'ping' });
  }

  /** Gives up a rendering past its time: its place goes to the next one, and the thread must show it is alive. */
  private abandon(id: number): void {
    const rendering = this.running.get(id);
    if (!rendering) return;
    this.running.delete(id);
    rendering.reject(new RenderNotDone('late'));
    this.checkAlive();
    this.pump();
  }

  private pump(): void {
    while (this.accepting && this.running.size < this.concurrency && this.queue.length > 0) {
      const next = this.queue.shift()!;
      next.signal?.removeEventListener('abort', next.onAbort);
      const id = this.nextRendering++;
      this.running.set(id, next);
      next.timer = setTimeout(() => this.abandon(id), this.timeoutMs);
      next.timer.unref();
      tell(this.worker, { type: 'render', id, url: next.url, language: next.language });
    }
  }

  private start(): void {
    const workerData: ThreadData<Config> = { entryFile: this.options.entryFile, config: this.config };
    const thread = new Worker(THREAD_FILE, {
      workerData,
      // React's production build, as in the browser: its development build renders several times slower,
      // for checks and warnings meant for the app's developers, not its visitors.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    this.worker = thread;
    // Never what keeps the server's process alive.
    thread.unref();
    const state = { loaded: false, dead: false };
    const died = (error: Error) => {
      if (state.dead || this.stopped) return;
      state.dead = true;
      this.accepting = false;
      this.failRunning(error);
      if (!state.loaded) {
        // The entry itself does not load: starting it again would fail the same way.
        this.readyReject(error);
        for (const waiting of this.queue.splice(0)) waiting.reject(error);
        return;
      }
      this.options.onRestart?.(error);
      this.start();
    };
    thread.on('error', died);
    thread.on('exit', (code) => died(new Error(`the rendering thread stopped (exit code ${code})`)));
    thread.on('message', (message: ThreadMessage<Result>) => {
      if (message.type === 'ready') state.loaded = true;
      this.onMessage(thread, message, died);
    });
  }

  private onMessage(thread: Worker, message: ThreadMessage<Result>, died: (error: Error) => void): void {
    switch (message.type) {
      case 'ready':
        this.accepting = true;
        this.readyResolve(message.patterns.map((source) => new RegExp(source)));
        this.pump();
        break;
      case 'failed':
        died(new Error(message.error));
        void thread.terminate();
        break;
      case 'api':
        this.answerApi(thread, message);
        break;
      case 'rendered':
        this.rendered(message);
        break;
      case 'pong':
        this.pongs.get(thread)?.();
        this.pongs.delete(thread);
        break;
    }
  }

  private answerApi(thread: Worker, message: Extract<ThreadMessage<Result>, { type: 'api' }>): void {
    const rendering = this.running.get(message.rendering);
    if (!rendering) return tell(thread, { type: 'api-reply', id: message.id, ...API_GONE });
    void this.options.api(message.url, rendering.onBehalfOf).then(
      (reply) => {
        if (reply.status === 429) rendering.limited = true;
        tell(thread, { type: 'api-reply', id: message.id, ...reply });
      },
      () => tell(thread, { type: 'api-reply', id: message.id, ...API_FAILED }),
    );
  }

  private rendered(message: Extract<ThreadMessage<Result>, { type: 'rendered' }>): void {
    const rendering = this.running.get(message.id);
    this.running.delete(message.id);
    clearTimeout(rendering?.timer);
    if (message.error !== undefined) rendering?.reject(new Error(message.error));
    // Drawn without data its client was refused: not a rendering to show anyone.
    else if (rendering?.limited) rendering.reject(new RenderNotDone('limited'));
    else rendering?.resolve(message.result ?? null);
    this.pump();
  }
}
