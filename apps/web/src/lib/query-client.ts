import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** One retry for flaky networks and server hiccups; a 4xx answer will not change by asking again. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
