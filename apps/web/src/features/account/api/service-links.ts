import type { ServiceLinkReply, ServiceLinksReply, SyncCheckReply, SyncService, SyncSignIn } from '@marquee/core';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TITLE_IMPORTS_QUERY_KEY } from './title-imports';
import { USER_QUERY_KEY } from '@/lib/auth';

/**
 * A profile's links with Trakt and Simkl (docs/behaviour.md#syncing-with-trakt-and-simkl): connected by the code the
 * service shows at its own page, then their history, watchlist and ratings brought in as imports
 * (api/title-imports.ts).
 */

/** Under the user's key: another profile has its own links. */
const SERVICE_LINKS_QUERY_KEY = [...USER_QUERY_KEY, 'service-links'] as const;
/** While a pull reads a service's lists, the links are asked again this often, to show its end. */
const PULLING_POLL_MS = 1000;

/** GET /api/service-links: one link a service; read again each time the screen opens, and while a pull reads. */
export function useServiceLinks() {
  return useQuery({
    queryKey: SERVICE_LINKS_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<ServiceLinksReply>('/service-links', { signal }),
    select: (reply) => reply.links,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.links.some((link) => link.pulling) ? PULLING_POLL_MS : false),
  });
}

/** The link and the imports are read again: connecting or pulling starts an import the block below shows. */
export function rereadServiceLinks(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [SERVICE_LINKS_QUERY_KEY, TITLE_IMPORTS_QUERY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** POST /api/service-links/{service}/connect: a device code sign-in, the code to enter at the service's page. */
export function useConnectService(service: SyncService) {
  return useMutation({
    mutationFn: () => apiRequest<SyncSignIn>(`/service-links/${service}/connect`, { method: 'POST', body: {} }),
  });
}

/** POST /api/service-links/{service}/check: asks once whether the code was entered (410 expired, 403 refused). */
export function checkSignIn(service: SyncService, signal: AbortSignal): Promise<SyncCheckReply> {
  return apiRequest<SyncCheckReply>(`/service-links/${service}/check`, { method: 'POST', body: {}, signal });
}

/** POST /api/service-links/{service}/pull: begins bringing the lists in (202); the link then shows it reading. */
export function usePullService(service: SyncService) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ServiceLinkReply>(`/service-links/${service}/pull`, { method: 'POST', body: {} }),
    onSuccess: () => rereadServiceLinks(queryClient),
  });
}

/** DELETE /api/service-links/{service}: the profile is no longer linked. */
export function useDisconnectService(service: SyncService) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/service-links/${service}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SERVICE_LINKS_QUERY_KEY }),
  });
}
