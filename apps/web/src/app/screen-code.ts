import { SCREENS, type ScreenPath } from '@marquee/core';
import type { ComponentType } from 'react';
import type { LazyScreen, RouteObject } from '@/lib/router';

/**
 * Each screen's code, found by the module its declaration names (@marquee/core SCREENS). Every screen is a module
 * of a `routes/` folder that default-exports its component; Vite splits each into a chunk of its own, loaded only
 * when its route is visited, and names it in the build manifest by the same path, which the server's preload hints
 * read. A screen made of several features' parts is composed in src/app/routes (features do not import each other).
 */
const modules = import.meta.glob<{ default: ComponentType }>(['/src/features/*/routes/*.tsx', '/src/app/routes/*.tsx']);

/** Declared screens whose module is not among the app's screen modules (a screen renamed on one side only). */
export function missingScreenModules(): string[] {
  return SCREENS.map((screen) => screen.module).filter((module) => !modules[`/${module}`]);
}

/** The code of the screen declared at this path. */
export function screenCode(path: ScreenPath): LazyScreen {
  const module = SCREENS.find((screen) => screen.path === path)!.module;
  const load = modules[`/${module}`];
  if (!load) throw new Error(`no screen module ${module} for the route ${path}`);
  return async () => ({ Component: (await load()).default });
}

/** The route of the screen declared at this path ('' is its parent's index). */
export function screenRoute(path: ScreenPath, route: Omit<RouteObject, 'path' | 'index' | 'lazy'> = {}): RouteObject {
  return path === '' ? { ...route, index: true, lazy: screenCode(path) } : { ...route, path, lazy: screenCode(path) };
}
