declare module 'virtual:screen-code' {
  import type { ScreenPath } from '@marquee/core';
  import type { ComponentType } from 'react';

  /** Each declared screen's code, by its path (screen-code-plugin.ts). */
  export const screenCode: Record<ScreenPath, () => Promise<{ default: ComponentType }>>;
}
