import { useEffect, useState } from 'react';
import { isCommunityPopupDue, recordCommunityPopupShown } from '../popup-schedule';

/** Long enough for the page to be read before anything interrupts it. */
export const COMMUNITY_POPUP_DELAY_MS = 3_000;

/**
 * Whether the community pop-up should be on screen: only with a community link configured, only when
 * due, a moment after the page opened, and never while the person is typing (it would take the focus
 * from under them; it waits for the next moment instead).
 */
export function useCommunityPopup(communityUrl: string | null): [boolean, () => void] {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!communityUrl || !isCommunityPopupDue(Date.now())) return;
    let timer: ReturnType<typeof setTimeout>;
    const tryToShow = () => {
      if (isTyping()) {
        timer = setTimeout(tryToShow, COMMUNITY_POPUP_DELAY_MS);
        return;
      }
      recordCommunityPopupShown(Date.now());
      setOpen(true);
    };
    timer = setTimeout(tryToShow, COMMUNITY_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [communityUrl]);

  return [open, () => setOpen(false)];
}

function isTyping(): boolean {
  const active = document.activeElement;
  return (
    active instanceof HTMLInputElement ||
    active instanceof HTMLTextAreaElement ||
    (active instanceof HTMLElement && active.isContentEditable)
  );
}
