import { createBrowserRouter } from 'react-router';
import { routes } from './route-table';

export const router = createBrowserRouter(routes);

/**
 * Resolves once the router has loaded the code of the screen it opened on. Rendering before that would
 * first draw the shell without the screen (the routes' HydrateFallback), replacing the page's first paint
 * (index.html, or the server's rendering of the screen) with less than it showed.
 */
export function whenRouterReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
