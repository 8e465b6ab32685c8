import { pageConfig } from './page-config';

/**
 * The path the app is served under (BASE_PATH): '' at the site's root, else e.g. '/marquee', without a trailing
 * slash. The app's routes are written without it; every URL the app writes for the browser (links, API calls,
 * the service worker) starts with it. In the browser it comes with the page; on the server's rendering
 * (entry-server.tsx) it is set from the configuration.
 */
let base = pageConfig?.basePath ?? '';

export function basePath(): string {
  return base;
}

/** Sets the base: the server's rendering, which has no page to read it from, and tests. */
export function setBasePath(next: string): void {
  base = next;
}

/** `path` (starting with '/') as the browser asks for it: under the base. */
export function appPath(path: string): string {
  return base + path;
}
