import { STORAGE_KEYS } from '@marquee/core';
import { useSyncExternalStore } from 'react';
import { readString, writeString } from '@/lib/storage';

/**
 * The browser's offer to install the app (docs/behaviour.md#extras): captured when the browser makes
 * it, shown once, then accepted or dismissed; the installed state is remembered in local storage.
 */

/** Chromium's BeforeInstallPromptEvent, which TypeScript's DOM types do not have. */
export interface InstallOffer extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let offer: InstallOffer | null = null;
const listeners = new Set<() => void>();

function setOffer(next: InstallOffer | null): void {
  offer = next;
  for (const listener of listeners) listener();
}

export function isInstalled(): boolean {
  return readString(STORAGE_KEYS.installed) === 'true' || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function rememberInstalled(): void {
  writeString(STORAGE_KEYS.installed, 'true');
}

/**
 * Starts listening, from main.tsx before the first render: browsers make the offer once per page load,
 * often before the app has drawn anything.
 */
export function captureInstallOffers(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The app shows its own button instead of the browser's banner.
    event.preventDefault();
    if (!isInstalled()) setOffer(event as InstallOffer);
  });
  window.addEventListener('appinstalled', () => {
    rememberInstalled();
    setOffer(null);
  });
}

/** An offer can be shown once: after its prompt, or a 'Not now', it is gone until the browser makes another. */
export function dropInstallOffer(): void {
  setOffer(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The offer waiting to be shown, if any. */
export function useInstallOffer(): InstallOffer | null {
  return useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
}
