import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { LoginBody, Profile, RegisterBody, ResetPasswordBody, SetupBody, TwoStepChallenge, User } from '@marquee/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isAuthFailure, onAuthFailure } from './api-client';
import { appConfigQueryOptions } from './app-config';
import { fetchCurrentSession, sameFields } from './current-session';
import type { ProfileProof, SignInReply } from './auth-api';
import { useHydrated } from './use-hydrated';
import { USER_QUERY_KEY } from './user-query-keys';
import {
  clearSession,
  getStoredProfile,
  getStoredToken,
  getStoredUser,
  rememberProfile,
  STORED_PROFILE_KEY,
  storeProfile,
  storeToken,
  storeUser,
} from './session';

// The account's calls and what signing in settles (auth-actions.ts) load when first used: a visitor's screens only
// need to know that nobody is signed in, and the home page's JavaScript budget (docs/architecture.md#figures) has
// no room for the rest. Every action is asynchronous already, so waiting for the code changes nothing for its caller.
// The screens that sign in load them with their own code (app/route-table.tsx).
export const loadAuthActions = () => import('./auth-actions');

/**
 * Who is signed in, as which profile: a stored token, user and profile show at once, and are refreshed from the
 * server (docs/behaviour.md#staying-signed-in). The stored user is known from the first render; the server confirms
 * it once at start, in the background. Queries whose data belongs to the user live under USER_QUERY_KEY so that
 * signing out (or a refused session) forgets them in one call.
 */
export { PROFILES_QUERY_KEY, USER_QUERY_KEY } from './user-query-keys';

/** What signing in led to. */
export interface SignedIn {
  user: User;
  /** The account has several profiles and none could be chosen for the person: Who's watching? comes next. */
  chooseProfile: boolean;
}

interface AuthContextValue {
  user: User | null;
  /** The profile the session's token is bound to; null signed out, or with a server from before profiles. */
  profile: Profile | null;
  /**
   * True while a stored token has no stored user to show (e.g. storage was edited) and the server has
   * not said whose it is; the app renders nothing meanwhile. A stored user never waits.
   */
  isChecking: boolean;
  /** Signs in, or gives the ticket a two-step account's code goes with (finishSignIn). */
  signIn(body: LoginBody): Promise<SignedIn | TwoStepChallenge>;
  /** A two-step sign-in's second step; `password` is the first step's, which a switch of profile may need. */
  finishSignIn(body: { ticket: string; code: string }, password: string): Promise<SignedIn>;
  /** Signs in with the browser's answer to a passkey sign-in's options, as sign-in does (docs/accounts.md#passkeys). */
  signInWithPasskey(response: unknown): Promise<SignedIn | TwoStepChallenge>;
  /** Collects the sign-in single sign-on made (docs/accounts.md#single-sign-on), as sign-in does. */
  finishSingleSignOn(): Promise<SignedIn>;
  signUp(body: RegisterBody): Promise<SignedIn>;
  /** Sets up a new server (its owner's account, with the setup code), then signs in as sign-up does. */
  setUp(body: SetupBody): Promise<SignedIn>;
  /** Sets a new password with an admin's reset link, then signs in as sign-in does. */
  resetPassword(body: ResetPasswordBody): Promise<SignedIn>;
  /**
   * Revokes the token on the server, forgets it here and goes to /login. A limited profile gives the account
   * password. Throws when the server refused (403 for a missing or wrong password) or could not be told.
   */
  signOut(password?: string): Promise<void>;
  /** For the profile screen: keep the stored user in step after the server accepted a change. */
  replaceUser(user: User): void;
  /**
   * Switches the session to another profile: the new token replaces the stored one (the old one is revoked), the
   * choice is remembered on this device, and everything fetched as the previous profile is fetched again. `proof` is
   * the chosen profile's PIN, or the account password to leave a limited profile (docs/behaviour.md#profiles).
   * Rejects with the server's ApiError (403 'Wrong PIN' or 'Incorrect password', 429 too many tries) and then
   * changes nothing.
   */
  selectProfile(id: string, proof?: ProfileProof): Promise<Profile>;
  /** Keep the stored profile in step after the server accepted a change to it (name, avatar, accent, limits). */
  replaceProfile(profile: Profile): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

interface AuthProviderProps {
  children: ReactNode;
  /** Navigates to /login, where signing out and a refused session both lead (docs/behaviour.md#staying-signed-in); the app owns the router. */
  goToLogin(): void;
}

export function AuthProvider({ children, goToLogin }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const [user, setUser] = useState<User | null>(() => (getStoredToken() ? getStoredUser() : null));
  const [profile, setProfile] = useState<Profile | null>(() => (getStoredToken() ? getStoredProfile() : null));
  const [isChecking, setIsChecking] = useState(() => getStoredToken() !== null && getStoredUser() === null);
  const hydrated = useHydrated();

  const forget = useCallback(() => {
    clearSession();
    setUser(null);
    setProfile(null);
    queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
  }, [queryClient]);

  useConfirmStoredSession({ setUser, setProfile, setIsChecking, forget });

  useEffect(
    () =>
      onAuthFailure(() => {
        forget();
        goToLogin();
      }),
    [forget, goToLogin],
  );

  useProfileFromOtherTabs(setProfile);

  const value = useMemo<AuthContextValue>(
    () => ({
      // While the app takes over a page the server rendered for a visitor, it draws what the server drew (the same
      // elements, hydrated rather than drawn anew); the account's parts follow in the render after.
      user: hydrated ? user : null,
      profile: hydrated ? profile : null,
      isChecking: hydrated && isChecking,
      ...accountActions({ queryClient, i18n, user, profile, setUser, setProfile, forget, goToLogin }),
    }),
    [user, profile, isChecking, hydrated, queryClient, i18n, forget, goToLogin],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

interface AccountState {
  queryClient: QueryClient;
  /** The app's language, which follows the profile's as a session starts and ends. */
  i18n: I18n;
  user: User | null;
  profile: Profile | null;
  setUser(user: User): void;
  setProfile(profile: Profile | null): void;
  forget(): void;
  goToLogin(): void;
}

type AccountActions = Omit<AuthContextValue, 'user' | 'profile' | 'isChecking'>;

/** useAuth's actions; the account's calls behind them load when first used (loadAuthActions). */
function accountActions({
  queryClient,
  i18n,
  user,
  profile,
  setUser,
  setProfile,
  forget,
  goToLogin,
}: AccountState): AccountActions {
  const start = async (reply: SignInReply, how: { newAccount: boolean; password: string }): Promise<SignedIn> => {
    const actions = await loadAuthActions();
    const { chosen, chooseProfile } = await actions.startSession(queryClient, reply, how);
    setProfile(chosen);
    setUser(reply.user);
    // Once the profile is settled: Who's watching? follows it with the switch to the one chosen.
    if (!chooseProfile) void actions.followProfileLanguage(queryClient, i18n, how.newAccount);
    return { user: reply.user, chooseProfile };
  };
  return {
    signIn: async (body) => {
      const reply = await (await loadAuthActions()).login(body);
      return 'twoStep' in reply ? reply : start(reply, { newAccount: false, password: body.password });
    },
    finishSignIn: async (body, password) =>
      start(await (await loadAuthActions()).loginWithCode(body), { newAccount: false, password }),
    signInWithPasskey: async (response) => {
      const reply = await (await loadAuthActions()).loginWithPasskey(response);
      // No password, as after single sign-on: a limited profile remembered here is left for Who's watching?.
      return 'twoStep' in reply ? reply : start(reply, { newAccount: false, password: '' });
    },
    // No password: a limited profile remembered here is left for Who's watching? to ask for.
    finishSingleSignOn: async () =>
      start(await (await loadAuthActions()).finishSingleSignOn(), { newAccount: false, password: '' }),
    signUp: async (body) => start(await (await loadAuthActions()).register(body), { newAccount: true, password: body.password }),
    setUp: async (body) =>
      start(await (await loadAuthActions()).setUpServer(body), { newAccount: true, password: body.password }),
    resetPassword: async (body) =>
      start(await (await loadAuthActions()).resetPassword(body), { newAccount: false, password: body.password }),
    signOut: async (password) => {
      try {
        await (await loadAuthActions()).logout(password);
      } catch (error) {
        // A token the server no longer accepts is as signed out as it gets.
        if (!isAuthFailure(error)) throw error;
      }
      forget();
      goToLogin();
      void (await loadAuthActions()).leaveProfileLanguage(queryClient, i18n);
    },
    replaceUser: (next) => {
      storeUser(next);
      setUser(next);
    },
    selectProfile: async (id, proof) => {
      // The profile already in use: nothing to ask the server, only the choice to remember.
      if (profile && id === profile.id) {
        if (user) rememberProfile(user.uid, id);
        return profile;
      }
      const actions = await loadAuthActions();
      const selection = await actions.selectProfile(id, proof);
      storeToken(selection.token);
      storeProfile(selection.profile);
      if (user) rememberProfile(user.uid, selection.profile.id);
      setProfile(selection.profile);
      refetchAsProfile(queryClient);
      void actions.followProfileLanguage(queryClient, i18n);
      return selection.profile;
    },
    replaceProfile: (next) => {
      storeProfile(next);
      setProfile(next);
    },
  };
}

interface StoredSessionSetters {
  setUser(user: User): void;
  setProfile(profile: Profile): void;
  setIsChecking(checking: boolean): void;
  /** Ends the session here: the server refused the stored token. */
  forget(): void;
}

/**
 * Confirms the stored session with the server once at start, in the background: the user and profile it answers
 * replace the stored ones.
 */
function useConfirmStoredSession({ setUser, setProfile, setIsChecking, forget }: StoredSessionSetters) {
  useEffect(() => {
    if (!getStoredToken()) {
      clearSession(); // a user without a token is left over from an interrupted sign-out
      return;
    }
    const controller = new AbortController();
    fetchCurrentSession(controller.signal)
      .then((fresh) => {
        if (!sameFields(fresh.user, getStoredUser())) {
          storeUser(fresh.user);
          setUser(fresh.user);
        }
        if (fresh.profile && !sameFields(fresh.profile, getStoredProfile())) {
          storeProfile(fresh.profile);
          setProfile(fresh.profile);
        }
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Only a refusal ends the session; an unreachable server keeps the stored user.
        if (isAuthFailure(error)) forget();
      })
      .finally(() => {
        if (!controller.signal.aborted) setIsChecking(false);
      });
    return () => controller.abort();
    // The setters are React's state setters, which never change.
  }, [forget, setUser, setProfile, setIsChecking]);
}

/** Another tab switched profile: the token in storage is already the new one, so this tab follows. */
function useProfileFromOtherTabs(setProfile: (profile: Profile) => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key !== STORED_PROFILE_KEY || !getStoredToken()) return;
      const next = getStoredProfile();
      if (!next) return;
      setProfile(next);
      refetchAsProfile(queryClient);
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [queryClient, setProfile]);
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth needs an <AuthProvider> above it');
  return value;
}

/**
 * After a switch everything fetched as the previous profile is out of date: its lists, history, preferences and
 * continue watching, and the catalogue too, which leaves out what a limited profile may not see. The data is
 * dropped (never shown to the next profile) and what is on screen is fetched again; the server's configuration
 * is the same for every profile.
 */
function refetchAsProfile(queryClient: QueryClient): void {
  void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== appConfigQueryOptions.queryKey[0] });
}
