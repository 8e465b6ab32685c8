import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveRequest } from './live-api';

/** The sports of the chips (cache key 'sports-list', docs/behaviour.md#sports-data); the list changes rarely. */
export const sportsQueryOptions = queryOptions({
  queryKey: ['sports-list'],
  queryFn: ({ signal }) => liveRequest.sports(signal),
  staleTime: 10 * 60_000,
});

export const useSports = () => useQuery(sportsQueryOptions);
