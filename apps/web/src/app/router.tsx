import { basePath } from '@/lib/base-path';
import { createBrowserRouter, type Router } from '@/lib/router';
import { routes } from './route-table';

let router: Router | null = null;

/**
 * The app's router, made on first use rather than as its module loads: making it matches the URL against every
 * route and starts the screen's code loading, which the start-up (main.tsx) gives a task of its own instead of
 * adding it to the one that runs the app's modules.
 */
export function getRouter(): Router {
  router ??= createBrowserRouter(routes, { basename: basePath() });
  return router;
}

/**
 * Makes the router and resolves once it has loaded the code of the screen it opened on. Rendering before that
 * would first draw the shell without the screen, replacing the page's first paint (index.html, or the server's
 * rendering of the screen) with less than it showed.
 */
export function whenRouterReady(): Promise<void> {
  return getRouter().ready();
}
