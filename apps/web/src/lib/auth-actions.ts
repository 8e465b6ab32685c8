import type { I18n } from '@lingui/core';
import { loosensLimit, type Profile, type User } from '@marquee/core';
import type { QueryClient } from '@tanstack/react-query';
import { fetchProfiles, selectProfile, type SignInReply } from './auth-api';
import { PROFILES_QUERY_KEY, USER_QUERY_KEY } from './user-query-keys';
import { getRememberedProfileId, rememberProfile, storeProfile, storeSession, storeToken } from './session';

/**
 * The actions of useAuth (auth.tsx), which loads this module when one is first used: the account's calls, and
 * what a new sign-in settles.
 */
export {
  finishSingleSignOn,
  login,
  loginWithCode,
  loginWithPasskey,
  logout,
  register,
  resetPassword,
  selectProfile,
  setUpServer,
} from './auth-api';

/**
 * The profile's language, which the app takes up as a session starts and leaves as it ends. Its code loads then:
 * as a part of this module, its list of files would be in every page's start-up code, which loads this one.
 */
export const followProfileLanguage = async (queryClient: QueryClient, i18n: I18n, newAccount = false) =>
  (await import('./profile-language')).followProfileLanguage(queryClient, i18n, newAccount);
export const leaveProfileLanguage = async (queryClient: QueryClient, i18n: I18n) =>
  (await import('./profile-language')).leaveProfileLanguage(queryClient, i18n);

/**
 * Stores a new sign-in and settles which profile it lands on (settleProfile); the profile chosen is stored, and
 * remembered on this device unless the person is to choose.
 */
export async function startSession(
  queryClient: QueryClient,
  reply: SignInReply,
  { newAccount, password }: { newAccount: boolean; password: string },
): Promise<{ chosen: Profile | null; chooseProfile: boolean }> {
  queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
  const bound = reply.profile ?? null;
  storeSession(reply.token, reply.user, bound);
  // A new account has its one profile; a server from before profiles has none to choose.
  const { chosen, chooseProfile } =
    newAccount || !bound
      ? { chosen: bound, chooseProfile: false }
      : await settleProfile(queryClient, reply.user, bound, password);
  storeProfile(chosen);
  if (chosen && !chooseProfile) rememberProfile(reply.user.uid, chosen.id);
  return { chosen, chooseProfile };
}

/**
 * Which profile a sign-in lands on: with one profile, the token's; with several, the one this device remembers for
 * the account when it has no PIN, else the person chooses (Who's watching?). A list or a switch that fails leaves
 * the choice to the person rather than guessing. The password just typed is the proof a switch from a limited first
 * profile to one that may see more takes.
 */
async function settleProfile(
  queryClient: QueryClient,
  user: User,
  bound: Profile,
  password: string,
): Promise<{ chosen: Profile; chooseProfile: boolean }> {
  let profiles: Profile[];
  try {
    profiles = await fetchProfiles();
  } catch {
    return { chosen: bound, chooseProfile: false };
  }
  queryClient.setQueryData(PROFILES_QUERY_KEY, profiles);
  if (profiles.length <= 1) return { chosen: bound, chooseProfile: false };
  const rememberedId = getRememberedProfileId(user.uid);
  const remembered = profiles.find((candidate) => candidate.id === rememberedId);
  if (!remembered || remembered.hasPin) return { chosen: bound, chooseProfile: true };
  if (remembered.id === bound.id) return { chosen: bound, chooseProfile: false };
  try {
    const selection = await selectProfile(remembered.id, loosensLimit(bound, remembered) ? { password } : {});
    storeToken(selection.token);
    return { chosen: selection.profile, chooseProfile: false };
  } catch {
    return { chosen: bound, chooseProfile: true };
  }
}
