import type { Profile } from '@marquee/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILES_QUERY_KEY, useAuth } from './auth';
import { fetchProfiles } from './auth-api';

/**
 * The account's profiles (docs/behaviour.md#profiles), first created first: for Who's watching, the header's
 * profile menu and Manage Profiles. Every profile may read them, a Kids profile too, so it can switch back.
 */

export const profilesQueryOptions = queryOptions({
  queryKey: PROFILES_QUERY_KEY,
  queryFn: ({ signal }): Promise<Profile[]> => fetchProfiles(signal),
});

/** The profiles once signed in and the session is confirmed (as usePreferences waits, so a stale token ends quietly). */
export function useProfiles() {
  const { user, isChecking } = useAuth();
  return useQuery({ ...profilesQueryOptions, enabled: user !== null && !isChecking });
}
