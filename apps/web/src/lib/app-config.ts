import type { AppConfigReply } from '@marquee/core';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** GET /api/config, loaded once before the first screen renders (src/app/app-gate.tsx) and kept for the session. */
export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'],
  queryFn: ({ signal }) => apiRequest<AppConfigReply>('/config', { signal }),
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The server's configuration for this app: site name, contact, image sizes, sources, service modes. */
export function useAppConfig(): AppConfigReply {
  return useSuspenseQuery(appConfigQueryOptions).data;
}
