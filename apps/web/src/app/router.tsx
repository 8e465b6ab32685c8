import { createBrowserRouter } from 'react-router';
import { routes } from './route-table';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

let router: BrowserRouter | null = null;

/**
 * The app's router, made on first use rather than as its module loads: making it matches the URL against every
 * route and starts the screen's code loading, tens of milliseconds of a phone's main thread, so the start-up
 * (main.tsx) gives it a task of its own instead of adding it to the one that runs the app's modules.
 */
export function getRouter(): BrowserRouter {
  router ??= createBrowserRouter(routes);
  return router;
}

/**
 * Makes the router and resolves once it has loaded the code of the screen it opened on. Rendering before that
 * would first draw the shell without the screen (the routes' HydrateFallback), replacing the page's first paint
 * (index.html, or the server's rendering of the screen) with less than it showed.
 */
export function whenRouterReady(): Promise<void> {
  const started = getRouter();
  if (started.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = started.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
