import type { RegistrationState } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { useHydrated } from './use-hydrated';

/** GET /api/auth/registration: whether the server waits for its setup, and who may sign up (the same for everyone). */
export const registrationQueryOptions = queryOptions({
  queryKey: ['registration'],
  queryFn: ({ signal }) =>
    apiRequest<RegistrationState>('/auth/registration', { signal, withToken: false, endsSessionOnAuthFailure: false }),
  staleTime: 60_000,
});

/**
 * The server's registration state, asked once the app has taken over the page: a page the server rendered cannot
 * wait for it, and the home page's first script stays as it was. `enabled`: false where nobody needs it (signed in).
 */
export function useRegistration(enabled = true) {
  const hydrated = useHydrated();
  return useQuery({ ...registrationQueryOptions, enabled: hydrated && enabled });
}

/** Whether anyone may make an account here without an invitation; false until the server says so. */
export function useOpenSignUp(enabled = true): boolean {
  return useRegistration(enabled).data?.registration === 'open';
}
