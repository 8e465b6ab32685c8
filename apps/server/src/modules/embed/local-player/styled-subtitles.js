/// <reference lib="dom" />
/* global document, Worker, WebAssembly, HTMLCanvasElement, HTMLScriptElement, HTMLVideoElement -- the browser's */

/**
 * Styled subtitles in the local player (docs/playback.md#subtitles): a `<track>` of an ASS/SSA subtitle carries, beside
 * its plain WebVTT, the URL of its ASS (`data-ass`). While such a track shows, JASSUB (libass in WebAssembly, served by
 * this server) draws it over the video as its author made it: fonts (the file's attached ones, else its default),
 * positions, colours, karaoke; the track's own cues are then hidden. The renderer is loaded only when a styled track is
 * first chosen. Where the browser cannot run it (no WebAssembly, no workers) or it fails to load, nothing is hidden:
 * the track's plain text shows as any other's.
 *
 * Bundled into the player page's script (local-player-script.ts); the player tells it the stream's offset.
 */

/**
 * Where the renderer's files are, and the fonts of the file.
 * @typedef {{
 *   script: string;
 *   worker: string;
 *   wasm: string;
 *   modernWasm: string;
 *   defaultFont: string;
 *   fonts: string[];
 * }} StyledConfig
 */

/**
 * The parts of JASSUB the player uses (its own types are those of a module the page loads apart, by nonce).
 * @typedef {{
 *   timeOffset: number;
 *   ready: Promise<void>;
 *   renderer: unknown;
 *   _worker: Worker;
 *   destroy(): Promise<void>;
 *   manualRender(data: { mediaTime: number; width: number; height: number; expectedDisplayTime: number }, repaint?: boolean): Promise<void>;
 * }} Renderer
 */

/** @typedef {new (options: Record<string, unknown>) => Renderer} RendererClass */

/**
 * Whether this browser could run the renderer at all: WebAssembly, module workers, a canvas drawn off the page, and
 * the video's own frame callbacks (the renderer is served without its polyfill for them: styled-subtitle-renderer.ts).
 */
function canRender() {
  return (
    typeof WebAssembly === 'object' &&
    typeof Worker === 'function' &&
    typeof HTMLCanvasElement === 'function' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype &&
    typeof HTMLVideoElement === 'function' &&
    'requestVideoFrameCallback' in HTMLVideoElement.prototype
  );
}

/**
 * The renderer's script, added to the page once, when first asked for, by the page's nonce.
 * @param {string} url
 * @param {string | undefined} nonce
 * @returns {() => Promise<RendererClass | null>}
 */
function rendererLoader(url, nonce) {
  /** @type {Promise<RendererClass | null> | null} */
  let loading = null;
  return () =>
    (loading ??= new Promise((resolve) => {
      const script = document.createElement('script');
      script.src = url;
      script.nonce = nonce;
      script.addEventListener('load', () => {
        const found = /** @type {{ JASSUB?: RendererClass }} */ (/** @type {unknown} */ (globalThis)).JASSUB;
        resolve(found ?? null);
      });
      script.addEventListener('error', () => resolve(null));
      document.head.append(script);
    }));
}

/**
 * The track showing, if it is styled: its ASS's URL.
 * @param {HTMLVideoElement} video
 */
function chosenStyled(video) {
  for (const element of Array.from(video.querySelectorAll('track'))) {
    if (element.track.mode === 'showing') return element.dataset.ass ?? null;
  }
  return null;
}

/**
 * @param {HTMLVideoElement} video
 * @param {boolean} on the track's own cues hidden (the renderer draws them)
 */
function hideCues(video, on) {
  if (on) video.dataset.styled = 'true';
  else delete video.dataset.styled;
}

/**
 * A renderer of the ASS at `url` over the video.
 * @param {RendererClass} JASSUB
 * @param {HTMLVideoElement} video
 * @param {StyledConfig} styled
 * @param {string} url
 * @param {number} offset
 */
function newRenderer(JASSUB, video, styled, url, offset) {
  return new JASSUB({
    video,
    subUrl: url,
    workerUrl: styled.worker,
    wasmUrl: styled.wasm,
    modernWasmUrl: styled.modernWasm,
    // The default font loaded with the file's before the first line, not on the way: a paused picture would not
    // be drawn again once it came.
    fonts: [...styled.fonts, styled.defaultFont],
    availableFonts: { 'liberation sans': styled.defaultFont },
    defaultFont: 'liberation sans',
    // The file's fonts and the default only: no prompt for the viewer's own, nothing fetched from elsewhere.
    queryFonts: false,
    timeOffset: offset,
  });
}

/**
 * Follows the video's subtitle choice: draws a styled track while it shows.
 * @param {HTMLVideoElement} video
 * @param {StyledConfig | null} config null when the file has no styled subtitles
 * @returns {{ follow(offset: number): void }} follow: the stream's start in the file's time (0 in direct play)
 */
export function styledSubtitles(video, config) {
  let offset = 0;
  if (!config) return { follow: () => undefined };
  const styled = config;
  // The page's own script is the one running now: the renderer's script is allowed by its nonce.
  const load = rendererLoader(
    styled.script,
    document.currentScript instanceof HTMLScriptElement ? document.currentScript.nonce : '',
  );
  /** @type {{ url: string; renderer: Renderer } | null} */
  let current = null;
  /** Set once the renderer failed here: the plain text stays for the rest of the visit. */
  let broken = false;

  function stop() {
    hideCues(video, false);
    const was = current;
    current = null;
    if (was) void was.renderer.destroy().catch(() => undefined);
  }

  function giveUp() {
    broken = true;
    stop();
  }

  /** Draws the frame shown now: a paused video presents none until it plays or seeks. */
  function drawNow() {
    if (!current || !video.videoWidth) return;
    const frame = { mediaTime: video.currentTime, width: video.videoWidth, height: video.videoHeight, expectedDisplayTime: 0 };
    void current.renderer.manualRender(frame, true).catch(() => undefined);
  }

  async function update() {
    const url = broken ? null : chosenStyled(video);
    if (url === (current?.url ?? null)) return;
    stop();
    if (url === null || !canRender()) return;
    const JASSUB = await load();
    // Another choice was made meanwhile: that one stands.
    if (chosenStyled(video) !== url || current !== null) return;
    if (!JASSUB) return giveUp();
    /** @type {Renderer} */
    let renderer;
    try {
      renderer = newRenderer(JASSUB, video, styled, url, offset);
    } catch {
      return giveUp();
    }
    current = { url, renderer };
    renderer._worker.addEventListener('error', giveUp);
    try {
      await renderer.ready;
    } catch {
      if (current?.renderer === renderer) giveUp();
      return;
    }
    if (current?.renderer !== renderer) return;
    // The worker reports a failure inside it (the WebAssembly, the subtitles' download) as no renderer.
    if (!renderer.renderer) return giveUp();
    hideCues(video, true);
    drawNow();
  }

  video.textTracks.addEventListener('change', () => void update());
  video.addEventListener('seeked', drawNow);
  void update();

  return {
    follow(streamOffset) {
      offset = streamOffset;
      if (current) current.renderer.timeOffset = streamOffset;
      void update();
    },
  };
}
