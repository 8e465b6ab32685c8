import { useLingui } from '@lingui/react/macro';
import { languageDirection, type LanguageCode } from '@marquee/core';
import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { useMediaQuery } from '@/lib/use-media-query';

// Sonner's rich colours, narrowed to docs/ui.md#toasts: destructive (error) toasts are red, every other kind is a plain surface.
const neutral = { bg: '#1e1e28', border: 'rgba(255,255,255,0.08)', text: '#f4f4f6' };
const toastColours = Object.fromEntries(
  ['normal', 'success', 'info', 'warning'].flatMap((kind) => [
    [`--${kind}-bg`, neutral.bg],
    [`--${kind}-border`, neutral.border],
    [`--${kind}-text`, neutral.text],
  ]),
) as CSSProperties;

const errorColours = { '--error-bg': '#991b1b', '--error-border': '#dc2626', '--error-text': '#ffffff' } as CSSProperties;

/**
 * Toasts in the bottom corner at the page's end on desktop (bottom-right, bottom-left right to left), top on phones
 * (docs/ui.md#toasts). Screens call sonner's `toast` / `toast.error`.
 */
export function AppToaster() {
  const isDesktop = useMediaQuery('(min-width: 768px)');
  const { t, i18n } = useLingui();
  const dir = languageDirection(i18n.locale as LanguageCode);
  return (
    <Toaster
      theme="dark"
      richColors
      closeButton
      // Sonner's own words, which it would give in English.
      containerAriaLabel={t`Notifications`}
      toastOptions={{ closeButtonAriaLabel: t`Close toast` }}
      dir={dir}
      position={isDesktop ? (dir === 'rtl' ? 'bottom-left' : 'bottom-right') : 'top-center'}
      // Above the assistant's floating button, which holds that corner.
      offset={isDesktop ? { bottom: 96, [dir === 'rtl' ? 'left' : 'right']: 24 } : undefined}
      style={{ ...toastColours, ...errorColours, fontFamily: 'inherit' }}
    />
  );
}
