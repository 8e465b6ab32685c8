import type { AppConfigReply } from '@marquee/core';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/route-table';
import { prefetchHome } from './features/home/api/prefetch-home';
import { setApiTransport } from './lib/api-client';
import { appConfigQueryOptions } from './lib/app-config';
import { createQueryClient } from './lib/query-client';

/**
 * The server's rendering of a screen's first paint (apps/server/src/http/first-screen.ts): the same
 * components, with the screen's data loaded beforehand, as a visitor sees them. The browser shows this
 * markup while the app's code loads; the app then renders over it with the same data (main.tsx), so
 * what the first paint showed stays put. Only screens listed here are rendered; the others start from
 * index.html's header.
 */

export interface FirstScreen {
  html: string;
  /** The query cache as the rendering left it, for the app to start from. */
  state: DehydratedState;
}

/** Answers the app's /api requests, e.g. in-process by the server. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

const PREFETCHERS: Record<string, typeof prefetchHome> = {
  '/': prefetchHome,
};

export const firstScreenPaths = Object.keys(PREFETCHERS);

export async function renderFirstScreen(url: string, options: { config: AppConfigReply; transport: ApiTransport }): Promise<FirstScreen | null> {
  const pathname = new URL(url, 'http://server.invalid').pathname;
  const prefetch = PREFETCHERS[pathname];
  if (!prefetch) return null;

  setApiTransport(options.transport);
  const queryClient = createQueryClient();
  queryClient.setQueryData(appConfigQueryOptions.queryKey, options.config);
  await prefetch(queryClient);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://server.invalid')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Prerendered: waits for lazily loaded parts (the toaster) instead of leaving them to the client.
  const { prelude } = await prerenderToNodeStream(
    <AppProvider queryClient={queryClient} goToLogin={() => {}}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // The configuration travels in the page already.
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.queryKey[0] !== 'app-config' });
  return { html, state };
}
