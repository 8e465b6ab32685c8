/// <reference types="vite-plugin-pwa/vanillajs" />
import { toast } from '@/lib/toast';
import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker built by vite-plugin-pwa (docs/behaviour.md#extras): a new version waits
 * until the person agrees to reload, so a screen never changes under them mid-use.
 */
export function registerServiceWorker(): void {
  const update = registerSW({
    onNeedRefresh() {
      toast('New content available. Reload?', {
        duration: Infinity,
        action: { label: 'Reload', onClick: () => void update(true) },
      });
    },
    onOfflineReady() {
      console.info('App ready to work offline');
    },
    onRegisterError(error: unknown) {
      // The app works without it; only offline use is lost.
      console.warn('Service worker registration failed: the app will not work offline', error);
    },
  });
}
