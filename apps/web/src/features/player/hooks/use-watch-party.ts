import { TOAST_WATCH_PARTY_MS } from '@marquee/core';
import { useState } from 'react';
import { toast } from 'sonner';

/** The Watch Party widget (docs/behaviour.md#watch-party): closed, open as a modal overlay, or minimized to a small window. */
export type WatchPartyState = 'closed' | 'open' | 'minimized';

const TOASTS: Record<string, { title: string; description: string }> = {
  'closed>open': { title: 'Watch Party Opened', description: 'Invite your friends to watch with you.' },
  'open>closed': { title: 'Watch Party Closed', description: 'You can open it again at any time.' },
  'minimized>closed': { title: 'Watch Party Closed', description: 'You can open it again at any time.' },
  'open>minimized': { title: 'Watch Party Minimized', description: 'It waits at the bottom right of the screen.' },
  'minimized>open': { title: 'Watch Party Restored', description: 'Back to the full view.' },
};

/** Toggle between closed and open, minimize from open, restore from minimized; each change with a 3 s toast. */
export function useWatchParty() {
  const [state, setState] = useState<WatchPartyState>('closed');

  function moveTo(next: WatchPartyState) {
    const message = TOASTS[`${state}>${next}`];
    if (!message) return;
    setState(next);
    toast(message.title, { description: message.description, duration: TOAST_WATCH_PARTY_MS });
  }

  return {
    state,
    toggle: () => moveTo(state === 'closed' ? 'open' : 'closed'),
    minimize: () => moveTo('minimized'),
    restore: () => moveTo('open'),
    close: () => moveTo('closed'),
  };
}
