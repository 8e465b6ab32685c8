import { isLimitedProfile, type Profile } from '@marquee/core';
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

/** Where a person chooses a profile (Who's watching?), after signing in to an account with several. */
export const WHO_IS_WATCHING_PATH = '/profiles';

/**
 * The profile in use when it is limited (Kids, or a maximum rating), else null: such a profile gets a simpler header
 * and no controls the server would refuse it (managing profiles, the account's password, data and deletion). Null
 * until the app has taken over a page the server rendered, which cannot know who is signed in.
 */
export function useLimitedProfile(): Profile | null {
  // useAuth gives no profile until then.
  const { profile } = useAuth();
  return profile && isLimitedProfile(profile) ? profile : null;
}
