import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SOURCE_LANGUAGE } from '@marquee/core';
import { appPath } from '@/lib/base-path';
import { createI18n, loadMessages, pageLanguage } from '@/lib/i18n';
import { pageConfig } from '@/lib/page-config';
import { toast } from '@/lib/toast';

const RELOAD_QUESTION = msg`New content available. Reload?`;
const RELOAD = msg`Reload`;

/**
 * Registers the service worker built by vite-plugin-pwa (docs/behaviour.md#extras): a new version waits
 * until the person agrees to reload, so a screen never changes under them mid-use. Registered here rather than
 * by the plugin's helper, whose worker URL and scope are fixed when the app is built: they are under the base path,
 * known only when the app runs.
 */
export function registerServiceWorker(): void {
  // Missing on plain-http origins other than localhost.
  if (!navigator.serviceWorker) return;
  navigator.serviceWorker.register(appPath('/sw.js'), { scope: appPath('/') }).then(watchForUpdates, (error: unknown) => {
    // The app works without it; only offline use is lost.
    console.warn('Service worker registration failed: the app will not work offline', error);
  });
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  // A version installed on an earlier visit, still waiting for the pages of the one before to close.
  if (registration.waiting && navigator.serviceWorker.controller) void offerReload(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state !== 'installed') return;
      // Without a controller this is the first version: nothing on screen is out of date.
      if (navigator.serviceWorker.controller) void offerReload(worker);
      else console.info('App ready to work offline');
    });
  });
}

/**
 * The page's language, as main.tsx starts the app in it (English when its messages cannot load): this runs outside
 * the app's tree, which holds its own instance.
 */
async function pageI18n(): Promise<I18n> {
  const language = pageLanguage();
  const messages = await loadMessages(language, pageConfig?.catalogues ?? {}).catch(() => null);
  return messages ? createI18n(language, messages) : createI18n(SOURCE_LANGUAGE, {});
}

/** Asks to reload; on yes the waiting version takes over (sw.js skips waiting on this message) and the page reloads. */
async function offerReload(waiting: ServiceWorker): Promise<void> {
  const i18n = await pageI18n();
  toast(i18n._(RELOAD_QUESTION), {
    duration: Infinity,
    action: {
      label: i18n._(RELOAD),
      onClick: () => {
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        waiting.postMessage({ type: 'SKIP_WAITING' });
      },
    },
  });
}
