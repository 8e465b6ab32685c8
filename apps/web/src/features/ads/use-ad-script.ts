import { useEffect } from 'react';

/** Screens that never load the ad script (docs/behaviour.md#extras): signing in and up, and the legal pages. */
const AD_FREE_PATHS = new Set(['/login', '/signup', '/terms', '/privacy', '/dmca', '/content-removal']);

export function isAdFreePage(pathname: string): boolean {
  return AD_FREE_PATHS.has(pathname.replace(/\/+$/, '') || '/');
}

/**
 * Loads AD_SCRIPT_URL once, asynchronously, after the page is interactive and idle, on the first screen
 * that allows ads. A script cannot be unloaded: once a visitor has seen a screen with ads, later screens
 * keep what it did; a visit that starts on an ad-free page loads nothing until it leaves them.
 */
export function useAdScript(url: string | null, pathname: string): void {
  const allowed = url !== null && !isAdFreePage(pathname);
  useEffect(() => {
    if (!allowed || !url || document.querySelector('script[data-ad-script]')) return;
    return whenIdleAfterLoad(() => {
      if (document.querySelector('script[data-ad-script]')) return;
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.dataset.adScript = '';
      document.body.append(script);
    });
  }, [allowed, url]);
}

/** Runs `task` once the page has loaded and the browser is idle; returns a cancel function. */
function whenIdleAfterLoad(task: () => void): () => void {
  let cancelIdle = () => {};
  const onIdle = () => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(task);
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, 1);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    onIdle();
    return () => cancelIdle();
  }
  window.addEventListener('load', onIdle, { once: true });
  return () => {
    window.removeEventListener('load', onIdle);
    cancelIdle();
  };
}
