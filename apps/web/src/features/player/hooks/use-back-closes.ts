import { CLOSE_PANEL_EVENT } from '@marquee/core';
import { useEffect, type RefObject } from 'react';

/**
 * Lets a remote's Back close an open panel of the screen (docs/behaviour.md#couch-mode): the panel's element
 * carries data-couch-panel, and Back tells it so with CLOSE_PANEL_EVENT before it would leave the screen.
 */
export function useBackCloses(panel: RefObject<HTMLElement | null>, open: boolean, onClose: () => void): void {
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    element.addEventListener(CLOSE_PANEL_EVENT, onClose);
    return () => element.removeEventListener(CLOSE_PANEL_EVENT, onClose);
  }, [panel, open, onClose]);
}
