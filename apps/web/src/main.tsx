import { isLimitedProfile, SOURCE_LANGUAGE } from '@marquee/core';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { whenRouterReady } from './app/router';
import { captureInstallOffers } from './features/install/install-offer';
import { afterPageSettles } from './features/install/after-page-settles';
import { createI18n, loadMessages, pageLanguage } from './lib/i18n';
import { pageConfig } from './lib/page-config';
import { createQueryClient } from './lib/query-client';
import { getStoredProfile, storeLimitHint } from './lib/session';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

captureInstallOffers();
// The service worker exists only in the production build. Installing it fetches and stores the whole build, so
// it waits until the page has loaded and settled: on a phone, that work would otherwise compete with the app's
// start and the visitor's first taps for the same cores and connection.
if (import.meta.env.PROD)
  afterPageSettles(() => void import('./features/install/service-worker').then((sw) => sw.registerServiceWorker()));

/** Yields to the browser: what follows runs in a task of its own, after any input and paint waiting. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// The app starts in steps, each a task of its own, so that none holds a phone's main thread for long: this
// task has run the app's modules; then the router is made and loads the screen's code; then the page's data
// is read and the screen drawn.
void (async () => {
  await nextTask();
  // The page's language (the server wrote it as the page's lang) and its messages load beside the screen's code.
  // If they cannot load, the app starts in English rather than not at all.
  const language = pageLanguage();
  const [messages] = await Promise.all([
    loadMessages(language, pageConfig?.catalogues ?? {}).catch(() => null),
    whenRouterReady(),
  ]);
  if (!messages) {
    // The page then says what it shows: English, left to right.
    document.documentElement.lang = SOURCE_LANGUAGE;
    document.documentElement.dir = 'ltr';
  }
  const i18n = messages ? createI18n(language, messages) : createI18n(SOURCE_LANGUAGE, {});
  await nextTask();

  // A screen the server rendered (apps/server/src/http/ssr/) comes with the data it was drawn from:
  // starting from it, the app's first render draws the same screen over the page's instead of a spinner.
  const queryClient = createQueryClient();
  const firstScreenData = document.getElementById('first-screen-data')?.textContent;
  // The server draws every screen for a visitor; a limited profile (Kids, a maximum rating) asks for its own,
  // filtered data instead of starting from that.
  const profile = getStoredProfile();
  // A device whose profile was chosen before the hint existed sends it from its next page on.
  storeLimitHint(profile);
  const limited = profile !== null && isLimitedProfile(profile);
  const screenData = firstScreenData && !limited ? firstScreenData : null;
  const hydrating = screenData !== null;
  if (screenData !== null) hydrate(queryClient, JSON.parse(screenData) as DehydratedState);

  const app = (
    <StrictMode>
      <App queryClient={queryClient} hydrating={hydrating} i18n={i18n} />
    </StrictMode>
  );

  // A server-rendered screen is taken over as it stands (hydrated: the same elements, so nothing is drawn twice),
  // also for a signed-in user: the app's first render draws what the server drew for a visitor (lib/auth.tsx),
  // and the account's parts follow. A limited profile's page comes without the server's screen. As a transition,
  // that work yields to the browser every few milliseconds instead of holding the main thread: a phone stays
  // responsive while the app starts.
  startTransition(() => {
    if (hydrating) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
})();
