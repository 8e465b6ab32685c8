import { useLingui, type TransProps } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';

/**
 * Lingui's <Trans> (what the <Trans> macro compiles to, lingui.config.ts), drawing a message with elements in it.
 * The same as @lingui/react's own, kept in a module of its own: there it shares a module with the provider every
 * page starts with, which would bring its element formatting into every page's first download; here, in a chunk of
 * its own (vite.config.ts), it loads with the screens that use it.
 */
export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={useLingui()} />;
}
