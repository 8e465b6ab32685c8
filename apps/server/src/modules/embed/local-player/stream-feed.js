/// <reference lib="dom" />
/* global window, fetch, URL, AbortController, DOMException, MediaSource, setTimeout -- the browser's */

/**
 * A converted stream fed to the video element through Media Source Extensions, for the browsers that play video
 * only from servers that answer byte ranges (Safari: docs/playback.md#the-player). The stream is read as it comes
 * and appended as it is (it is already fragmented MP4); reading stops while a minute is held ahead of the picture,
 * so TCP holds FFmpeg back as a browser's own buffer does. Bundled into the page's script with the player.
 *
 * JavaScript typed in JSDoc and checked as the server's TypeScript is, so that the browser runs it as it is.
 */

/** Seconds held ahead of the picture before reading pauses. */
const FEED_AHEAD_S = 60;
/** Seconds kept behind the picture when the browser says its buffer is full. */
const FEED_BEHIND_S = 10;
/** How often a paused feed looks again. */
const FEED_WAIT_MS = 250;

/** @typedef {{ stop(): void }} StreamFeed */

/**
 * The Media Source of this browser: `MediaSource`, or `ManagedMediaSource` where only that exists (iOS).
 * @returns {typeof MediaSource | undefined}
 */
export function mediaSourceType() {
  const found = /** @type {{ ManagedMediaSource?: typeof MediaSource }} */ (/** @type {unknown} */ (window));
  return typeof MediaSource !== 'undefined' ? MediaSource : found.ManagedMediaSource;
}

/**
 * Feeds the stream at `url`, of type `mime`, to `video`. `broke` is called once when the stream can't be had or
 * read (a refusal, a connection that broke, a type the browser won't take); the player then picks it up or says why.
 * A stream that ends is ended in the element, whose 'ended' the player judges as for any stream.
 * @param {HTMLVideoElement} video
 * @param {string} url
 * @param {string} mime
 * @param {() => void} broke
 * @returns {StreamFeed}
 */
export function feedStream(video, url, mime, broke) {
  const Source = /** @type {typeof MediaSource} */ (mediaSourceType());
  const abort = new AbortController();
  let stopped = false;
  const stop = () => {
    stopped = true;
    abort.abort();
  };
  const fail = () => {
    if (stopped) return;
    stop();
    broke();
  };
  const source = new Source();
  // A Managed Media Source opens only for an element that is not offered to AirPlay.
  video.disableRemotePlayback = true;
  const objectUrl = URL.createObjectURL(source);
  source.addEventListener(
    'sourceopen',
    () => {
      URL.revokeObjectURL(objectUrl);
      run().catch(fail);
    },
    { once: true },
  );
  video.src = objectUrl;

  /** @param {number} ms */
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const ahead = () => {
    const held = video.buffered;
    return held.length > 0 ? held.end(held.length - 1) - video.currentTime : 0;
  };
  /** A Managed Media Source says when the browser wants data; a plain one always does. */
  const wanted = () => !('streaming' in source) || source.streaming !== false;

  /** @param {SourceBuffer} buffer */
  const settled = (buffer) =>
    buffer.updating
      ? new Promise((resolve, reject) => {
          buffer.addEventListener('updateend', resolve, { once: true });
          buffer.addEventListener('error', reject, { once: true });
        })
      : Promise.resolve();

  /**
   * Appends a chunk; when the browser's buffer is full, what was played goes first, or the picture moves on.
   * @param {SourceBuffer} buffer
   * @param {Uint8Array} chunk
   */
  async function append(buffer, chunk) {
    for (;;) {
      try {
        buffer.appendBuffer(/** @type {BufferSource} */ (chunk));
        await settled(buffer);
        return;
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'QuotaExceededError') || stopped) throw error;
        const held = video.buffered;
        const behind = video.currentTime - FEED_BEHIND_S;
        if (held.length > 0 && held.start(0) < behind) {
          buffer.remove(0, behind);
          await settled(buffer);
        } else await wait(FEED_WAIT_MS);
      }
    }
  }

  async function run() {
    if (!Source.isTypeSupported(mime)) return fail();
    const buffer = source.addSourceBuffer(mime);
    const response = await fetch(url, { signal: abort.signal });
    if (!response.ok || !response.body) return fail();
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (stopped) return;
      if (done) break;
      while (!stopped && (ahead() > FEED_AHEAD_S || !wanted())) await wait(FEED_WAIT_MS);
      if (stopped) return;
      await append(buffer, value);
    }
    await settled(buffer);
    if (!stopped && source.readyState === 'open') source.endOfStream();
  }

  return { stop };
}
