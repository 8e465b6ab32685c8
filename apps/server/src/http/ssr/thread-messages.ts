/**
 * What the server and the rendering thread (render-thread-entry.js) tell each other, and why a rendering was
 * not done. The rendering's API requests come back to the server's thread, which answers them in-process.
 */

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

/** What the server tells the thread. */
export type ServerMessage =
  | { type: 'render'; id: number; url: string; language?: string }
  | { type: 'api-reply'; id: number; status: number; body: string | null; contentType: string }
  | { type: 'ping' }
  /** Renderings from now on use this configuration (a renamed site's). */
  | { type: 'config'; config: unknown };

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
