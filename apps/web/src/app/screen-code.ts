import type { ScreenPath } from '@marquee/core';
import { screenCode as screenModules } from 'virtual:screen-code';
import type { LazyScreen, RouteObject } from '@/lib/router';

/**
 * Each screen's code, by the module its declaration names (@marquee/core SCREENS), written at build time
 * (screen-code-plugin.ts). Every screen is a module of a `routes/` folder that default-exports its component; Vite
 * splits each into a chunk of its own, loaded only when its route is visited, and names it in the build manifest by
 * the same path, which the server's preload hints read. A screen made of several features' parts is composed in
 * src/app/routes (features do not import each other).
 */
export function screenCode(path: ScreenPath, alongside?: () => Promise<unknown>): LazyScreen {
  const load = screenModules[path];
  return async () => {
    const [module] = await Promise.all([load(), alongside?.()]);
    return { Component: module.default };
  };
}

/**
 * The route of the screen declared at this path ('' is its parent's index). `alongside` loads code the screen will
 * want soon, with its own rather than after it.
 */
export function screenRoute(
  path: ScreenPath,
  route: Omit<RouteObject, 'path' | 'index' | 'lazy'> = {},
  alongside?: () => Promise<unknown>,
): RouteObject {
  const lazy = screenCode(path, alongside);
  return path === '' ? { ...route, index: true, lazy } : { ...route, path, lazy };
}
