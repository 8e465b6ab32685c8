/**
 * The page's start-up script: it starts the app's entry once the page has been painted. Vite's page runs the
 * entry as soon as the page is parsed; on a phone its chunk often arrives first, and then the browser runs all
 * of the app's start-up code before it paints the page, which for a screen the server drew is already complete.
 *
 * Built on its own (`vite build --mode start-script`, apps/web/vite.config.ts) and written inline into every
 * page by the server (apps/server/src/http/index-page.ts), which allows it by its hash and writes the
 * declarations below before it. So it imports nothing and stays small.
 */

/** The chunks the entry imports (the ones Vite's page names as modulepreloads), dependencies first. */
declare const APP_CHUNKS: readonly string[];
/** The app's entry (src/main.tsx as built). */
declare const APP_ENTRY: string;

/** Set while a page reloads because its code failed to load, so that it reloads only once for it. */
const RELOADED_KEY = 'marquee:reloaded-for-code';

let started = false;

/**
 * Asks for the code the page names in its `app-code` data (a page that carries its screen names it there instead
 * of as modulepreload links), all at once; then imports the entry's chunks one task each, then the entry. The
 * chunks' modules run only when the entry asks for them, so the app's start-up work is split by src/main.tsx,
 * not here.
 */
const start = async () => {
  if (started) return;
  started = true;
  const code = document.getElementById('app-code');
  for (const href of code ? (JSON.parse(code.textContent) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // Code that fails to load (a deployment has replaced it, or the connection dropped) reloads the page once:
  // the page then names the code that is there. A second failure in a row leaves the page as the server drew
  // it, and the error is reported: the timers below leave start's rejection unhandled on purpose, so the
  // browser reports it.
  try {
    for (const chunk of APP_CHUNKS) {
      await import(/* @vite-ignore */ chunk);
      await new Promise((next) => setTimeout(next));
    }
    await import(/* @vite-ignore */ APP_ENTRY);
    sessionStorage.removeItem(RELOADED_KEY);
  } catch (error) {
    if (sessionStorage.getItem(RELOADED_KEY)) throw error;
    sessionStorage.setItem(RELOADED_KEY, '1');
    location.reload();
  }
};

/**
 * Whether the device's profile is limited (Kids, or a maximum rating; its stored copy, apps/web/src/lib/session.ts).
 * The server draws every page for a visitor, which such a profile must not be shown: its page is emptied before
 * it is painted, and the app, asking for the profile's own data, starts at once.
 */
function limitedProfile(): boolean {
  try {
    const profile = JSON.parse(localStorage.getItem('profile') ?? 'null') as { kids?: unknown; maxRating?: unknown } | null;
    return profile !== null && (profile.kids === true || (typeof profile.maxRating === 'string' && profile.maxRating !== ''));
  } catch {
    return false;
  }
}

if (limitedProfile()) {
  document.getElementById('root')?.replaceChildren();
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- a failure to load is reported as unhandled (see start)
  setTimeout(start);
} else {
  // The timer first: in a browser without paint timing, the observer's line throws. A page that is not visible
  // paints nothing, so the timer starts the app as well.
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- as above
  setTimeout(start, 1000);
  // The browser reports the first contentful paint when the frame is on screen, not merely drawn.
  new PerformanceObserver((paints, observer) => {
    if (paints.getEntriesByName('first-contentful-paint').length > 0) {
      observer.disconnect();
      // eslint-disable-next-line @typescript-eslint/no-misused-promises -- as above
      setTimeout(start);
    }
  }).observe({ type: 'paint', buffered: true });
}

// A module: the declarations above are this file's, not the web app's globals.
export {};
