import {
  decodePathSegment,
  matchScreen,
  SCREENS,
  screenPattern,
  type AppConfigReply,
  type LanguageCode,
  type SsrScreenPath,
} from '@marquee/core';
import type { Messages } from '@lingui/core';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { AppProvider } from './app/provider';
import { routes } from './app/route-table';
import { prefetchHome } from './features/home/api/prefetch-home';
import { prefetchSearch } from './features/search/api/prefetch-search';
import { prefetchSports } from './features/sports/api/prefetch-sports';
import { ApiError, setApiTransport } from './lib/api-client';
import { appConfigQueryOptions } from './lib/app-config';
import { setBasePath } from './lib/base-path';
import { createI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { prefetchTitle } from './lib/titles/prefetch-title';

/**
 * The server's rendering of a screen's first paint (apps/server/src/http/ssr/): the same
 * components, with the screen's data loaded beforehand, as a visitor sees them. The browser shows this
 * markup while the app's code loads; the app then takes it over from the same data (main.tsx), so
 * what the first paint showed stays put.
 */

export interface RenderedScreen {
  html: string;
  /** The query cache as the rendering left it, for the app to start from. */
  state: DehydratedState;
}

/** Answers the app's /api requests, e.g. in-process by the server. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Loads the data of a screen's first paint into the query cache, from the route's parameters and the query, in the
 * page's language.
 */
type Prefetch = (queryClient: QueryClient, params: string[], search: URLSearchParams, language: LanguageCode) => Promise<void>;

/**
 * What loads the first paint's data of each screen the server renders (those declared with `ssr` in
 * @marquee/core SCREENS). The others start from index.html's header, and screens of a signed-in user's own data
 * (profile, history) are never rendered here.
 */
const PREFETCH: Record<SsrScreenPath, Prefetch> = {
  '': (queryClient, _params, _search, language) => prefetchHome(queryClient, language),
  search: (queryClient, _params, search, language) => prefetchSearch(queryClient, search, language),
  'movie/:id': (queryClient, [id], _search, language) => prefetchTitle(queryClient, 'movie', decodePathSegment(id!), language),
  'tv/:id': (queryClient, [id], _search, language) => prefetchTitle(queryClient, 'tv', decodePathSegment(id!), language),
  sports: (queryClient, _params, search) => prefetchSports(queryClient, search),
};

const SSR_SCREENS = SCREENS.filter((screen) => 'ssr' in screen);

/** The paths of the pages the server renders, as regular expression sources (the server tests paths itself). */
export const firstScreenPatterns = SSR_SCREENS.map((screen) => screenPattern(screen.path).source);

/** Each language's messages, loaded once: a build's catalogues do not change while it runs. */
const messagesByLanguage = new Map<string, Promise<Messages>>();

/** The messages of `language`, from the build's catalogue (asked of the server, as the browser would). */
function serverMessages(language: LanguageCode, config: AppConfigReply, transport: ApiTransport): Promise<Messages> {
  const url = config.catalogues[language];
  if (!url) return Promise.resolve({});
  let messages = messagesByLanguage.get(url);
  if (!messages) {
    messages = transport(url.slice(config.basePath.length), { method: 'GET' }).then(async (response) => {
      if (!response.ok) throw new Error(`The ${language} messages did not load (${response.status})`);
      return (await response.json()) as Messages;
    });
    messagesByLanguage.set(url, messages);
    // A failure is not kept: the next rendering asks again.
    messages.catch(() => messagesByLanguage.delete(url));
  }
  return messages;
}

export async function renderScreen(
  url: string,
  options: { config: AppConfigReply; transport: ApiTransport; language: LanguageCode },
): Promise<RenderedScreen | null> {
  const location = new URL(url, 'http://server.invalid');
  const screen = matchScreen(SSR_SCREENS, location.pathname);
  if (!screen) return null;

  // One transport and base path for the module: the server's rendering thread serves one app. `url` is the app's
  // path, without the base; the links and API requests the screen makes are under it.
  setApiTransport(options.transport);
  setBasePath(options.config.basePath);
  const queryClient = createQueryClient();
  queryClient.setQueryData(appConfigQueryOptions.queryKey, options.config);
  // Its own instance: renderings in different languages may be under way at once.
  let messages;
  try {
    [messages] = await Promise.all([
      serverMessages(options.language, options.config, options.transport),
      PREFETCH[screen.screen.path](queryClient, screen.params, location.searchParams, options.language),
    ]);
  } catch (error) {
    // A title or list the catalogue does not have: the app shows that page's message itself.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return null;
    throw error;
  }

  const router = createMemoryRouter(routes, {
    initialEntries: [location.pathname + location.search],
    basename: options.config.basePath,
  });
  await router.ready();
  // Prerendered: waits for lazily loaded parts (the toaster) instead of leaving them to the client.
  const { prelude } = await prerenderToNodeStream(
    <AppProvider queryClient={queryClient} goToLogin={() => {}} hydrating i18n={createI18n(options.language, messages)}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // The configuration travels in the page already.
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.queryKey[0] !== 'app-config' });
  return { html, state };
}
