/** How long after the load event the page counts as settled: past a phone's start-up and first interactions. */
export const SETTLE_MS = 5000;

/**
 * Runs `work` once the page has loaded, SETTLE_MS have passed and the browser is idle (at most SETTLE_MS
 * more): for work the visitor does not wait for, such as installing the service worker.
 */
export function afterPageSettles(work: () => void, win: Window = window): void {
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(() => work(), { timeout: SETTLE_MS }) : work();
  const afterLoad = () => win.setTimeout(whenIdle, SETTLE_MS);
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}
