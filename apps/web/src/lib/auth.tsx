import type { LoginBody, RegisterBody, User } from '@marquee/core';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isAuthFailure, onAuthFailure } from './api-client';
import { fetchCurrentUser, login, logout, register } from './auth-api';
import { clearSession, getStoredToken, getStoredUser, storeSession, storeUser } from './session';

/**
 * Who is signed in: a stored token and user show at once, and the user is refreshed from the server
 * (docs/behaviour.md#staying-signed-in). The stored user is known from the first render; the server confirms it
 * once at start, in the background. Queries whose data belongs to the user live under
 * USER_QUERY_KEY so that signing out (or a refused session) forgets them in one call.
 */
export const USER_QUERY_KEY = ['user'] as const;

interface AuthContextValue {
  user: User | null;
  /**
   * True while a stored token has no stored user to show (e.g. storage was edited) and the server has
   * not said whose it is; the app renders nothing meanwhile. A stored user never waits.
   */
  isChecking: boolean;
  signIn(body: LoginBody): Promise<User>;
  signUp(body: RegisterBody): Promise<User>;
  /** Revokes the token on the server, forgets it here and goes to /login. Throws when the server could not be told. */
  signOut(): Promise<void>;
  /** For the profile screen: keep the stored user in step after the server accepted a change. */
  replaceUser(user: User): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

interface AuthProviderProps {
  children: ReactNode;
  /** Navigates to /login, where signing out and a refused session both lead (docs/behaviour.md#staying-signed-in); the app owns the router. */
  goToLogin(): void;
}

export function AuthProvider({ children, goToLogin }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<User | null>(() => (getStoredToken() ? getStoredUser() : null));
  const [isChecking, setIsChecking] = useState(() => getStoredToken() !== null && getStoredUser() === null);

  const forget = useCallback(() => {
    clearSession();
    setUser(null);
    queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
  }, [queryClient]);

  useEffect(() => {
    if (!getStoredToken()) {
      clearSession(); // a user without a token is left over from an interrupted sign-out
      return;
    }
    const controller = new AbortController();
    fetchCurrentUser(controller.signal)
      .then((fresh) => {
        storeUser(fresh);
        setUser(fresh);
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
  }, [forget]);

  useEffect(
    () =>
      onAuthFailure(() => {
        forget();
        goToLogin();
      }),
    [forget, goToLogin],
  );

  const value = useMemo<AuthContextValue>(() => {
    const start = (token: string, next: User) => {
      queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
      storeSession(token, next);
      setUser(next);
      return next;
    };
    return {
      user,
      isChecking,
      signIn: async (body) => {
        const { token, user: next } = await login(body);
        return start(token, next);
      },
      signUp: async (body) => {
        const { token, user: next } = await register(body);
        return start(token, next);
      },
      signOut: async () => {
        try {
          await logout();
        } catch (error) {
          // A token the server no longer accepts is as signed out as it gets.
          if (!isAuthFailure(error)) throw error;
        }
        forget();
        goToLogin();
      },
      replaceUser: (next) => {
        storeUser(next);
        setUser(next);
      },
    };
  }, [user, isChecking, queryClient, forget, goToLogin]);

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth needs an <AuthProvider> above it');
  return value;
}
