import type { Plugin } from 'vite';
import { SCREENS } from '../../packages/core/src/rules/screens.ts';

const MODULE_ID = 'virtual:screen-code';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * `virtual:screen-code`: each declared screen's code (@marquee/core SCREENS) as a lazy import, by the screen's path,
 * written at build time. The browser then carries the imports alone, not the declaration; a declared module that
 * does not exist fails the build.
 */
export function screenCodePlugin(): Plugin {
  return {
    name: 'marquee:screen-code',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const entries = SCREENS.map(
        (screen) => `  ${JSON.stringify(screen.path)}: () => import(${JSON.stringify(`/${screen.module}`)}),`,
      );
      return `export const screenCode = {\n${entries.join('\n')}\n};\n`;
    },
  };
}
