import { isLimitedProfile, type Profile } from '@marquee/core';
import { useAuth } from './auth';

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
