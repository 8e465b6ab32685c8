import { useLingui } from '@lingui/react/macro';
import { KEYBOARD_HINT_DELAY_MS, STORAGE_KEYS } from '@marquee/core';
import { useEffect, type RefObject } from 'react';
import { readString, writeString } from '@/lib/storage';

/**
 * The one-time keyboard hint of docs/behaviour.md#header-search: 5 s after the app opens, a 'Search Shortcut' toast tells
 * keyboard users about '/', once per browser (remembered by the keyboardHintShown flag). It waits for a
 * visit where the search box is on screen, since phones hide it and rarely have a keyboard.
 */
export function useKeyboardHint(searchBox: RefObject<HTMLInputElement | null>, enabled: boolean): void {
  const { t } = useLingui();
  useEffect(() => {
    if (!enabled || readString(STORAGE_KEYS.keyboardHint) !== null) return;
    const timer = setTimeout(() => {
      if (!searchBox.current || searchBox.current.offsetParent === null) return;
      writeString(STORAGE_KEYS.keyboardHint, 'true');
      // The header is on every first screen, so its one toast loads sonner only when it is shown.
      void import('@/lib/toast').then(({ toast }) =>
        toast(t`Search Shortcut`, { description: t`Press / anywhere to jump to the search box.` }),
      );
    }, KEYBOARD_HINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchBox, enabled, t]);
}
