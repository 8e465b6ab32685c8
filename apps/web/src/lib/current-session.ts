import type { Profile, User } from '@marquee/core';
import { apiRequest } from './api-client';
import { isProfile } from './session';

/** Who the stored token belongs to, and which of the account's profiles it is bound to (null: a server from before profiles). */
export interface CurrentSession {
  user: User;
  profile: Profile | null;
}

/**
 * GET /auth/me: the stored session, confirmed. Apart from the account's other calls (auth-api.ts), which load when
 * used: a member's page asks this at start, and waiting for their code first put its reply, and the render it
 * causes, later in the page's load.
 */
export async function fetchCurrentSession(signal?: AbortSignal): Promise<CurrentSession> {
  const reply = await apiRequest<User & { profile?: unknown }>('/auth/me', { signal, endsSessionOnAuthFailure: false });
  // The user's own fields only: the profile is kept apart from it.
  const { uid, email, displayName, photoURL, role, profile } = reply;
  return {
    user: { uid, email, displayName, photoURL, role: role === 'admin' ? 'admin' : 'member' },
    profile: isProfile(profile) ? profile : null,
  };
}

/**
 * Whether two records read from the server say the same (their own fields, one level deep): a confirmed session that
 * says what was stored changes nothing on screen, and setting it anyway would draw every screen again.
 */
export function sameFields<T extends object>(a: T | null, b: T | null): boolean {
  if (a === null || b === null) return a === b;
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}
