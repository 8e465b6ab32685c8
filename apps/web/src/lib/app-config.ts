import type { AppConfigReply } from '@marquee/core';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { pageConfig } from './page-config';

/** GET /api/config, in hand from the page or loaded before the first screen renders (src/app/app-gate.tsx); cached for the session. */
export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'],
  queryFn: ({ signal }) => apiRequest<AppConfigReply>('/config', { signal }),
  initialData: pageConfig,
  staleTime: Infinity,
  gcTime: Infinity,
});

/**
 * Whether the configuration in hand may be out of date: a page the service worker answered with may be a copy
 * it cached (offline, or its precached shell), configuration included, so it is checked once in the background.
 */
export function isPageConfigCached(): boolean {
  // navigator.serviceWorker is missing on plain-http origins other than localhost.
  return pageConfig !== undefined && Boolean(navigator.serviceWorker?.controller);
}

/** The server's configuration for this app: site name, contact, image sizes, sources, service modes. */
export function useAppConfig(): AppConfigReply {
  return useSuspenseQuery(appConfigQueryOptions).data;
}
