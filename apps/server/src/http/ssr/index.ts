/**
 * Server rendering of the screens' first paint: the renderer with its cache (ssr-renderer.ts), the thread it
 * renders in (render-thread.ts, running render-thread-entry.js), and the signal of a page request that closed.
 */
export { loadSsrRenderer, type RenderedScreen } from './ssr-renderer.ts';
export { whenClosed } from './request-closed.ts';
