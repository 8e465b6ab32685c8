import { useRef, useState } from 'react';
import { useBackCloses } from './use-back-closes';

/**
 * The Watch Party panel's open state: open from the start on a party's page. Back closes it first, and the focus
 * goes back to the button that opened it.
 */
export function usePartyPanel(inParty: boolean) {
  const [open, setOpen] = useState(inParty);
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  useBackCloses(panelRef, open, close);
  return { open, toggle: () => setOpen((wasOpen) => !wasOpen), panelRef, buttonRef };
}
