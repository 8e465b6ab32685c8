import { SCREENS } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from '@/lib/router';
import { routes } from '../route-table';
import { screenCode } from 'virtual:screen-code';

/** The full path of every route that loads a screen, as the screens' declaration writes it ('' for home). */
function screenPaths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path ? [parent, route.path].filter(Boolean).join('/') : parent;
    const own = route.lazy ? [path] : [];
    return [...own, ...screenPaths(route.children ?? [], path)];
  });
}

describe('the route table', () => {
  it('has a route for every declared screen, and no screen that is not declared', () => {
    expect(screenPaths(routes).sort()).toEqual(SCREENS.map((screen) => screen.path).sort());
  });

  it('loads the code of every declared screen, each default-exporting its component', async () => {
    for (const screen of SCREENS) {
      const module = await screenCode[screen.path]();
      expect(typeof module.default, screen.module).toBe('function');
    }
  }, 60_000);
});
