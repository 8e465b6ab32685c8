import type { AuthResponse, LoginBody, Profile, ProfileSelection, RegisterBody, User } from '@marquee/core';
import { apiRequest } from './api-client';
import { isProfile } from './session';

/**
 * The account calls of docs/behaviour.md#own-api (POST /auth/login, /auth/register, /auth/logout, GET /auth/me) and
 * choosing a profile (POST /profiles/{id}/select), which gives the session a new token.
 */

/** A sign-in or sign-up reply; `profile`, the token's, is missing from a server from before profiles. */
export interface SignInReply extends AuthResponse {
  profile?: Profile;
}

/** Who the stored token belongs to, and which of the account's profiles it is bound to (null: a server from before profiles). */
export interface CurrentSession {
  user: User;
  profile: Profile | null;
}

// Wrong credentials answer 401 here; that must not count as an ended session.
const credentialCall = { method: 'POST', endsSessionOnAuthFailure: false } as const;

export function login(body: LoginBody): Promise<SignInReply> {
  return apiRequest<SignInReply>('/auth/login', { ...credentialCall, body });
}

export function register(body: RegisterBody): Promise<SignInReply> {
  return apiRequest<SignInReply>('/auth/register', { ...credentialCall, body });
}

/** The start-up refresh decides itself what a refused token means, so it does not trigger the global redirect. */
export async function fetchCurrentSession(signal?: AbortSignal): Promise<CurrentSession> {
  const reply = await apiRequest<User & { profile?: unknown }>('/auth/me', { signal, endsSessionOnAuthFailure: false });
  // The user's own fields only: the profile is kept apart from it.
  const { uid, email, displayName, photoURL, profile } = reply;
  return { user: { uid, email, displayName, photoURL }, profile: isProfile(profile) ? profile : null };
}

/** Revokes the token; a limited profile's needs the account password (docs/behaviour.md#profiles), others send none. */
export function logout(password?: string): Promise<void> {
  return apiRequest('/auth/logout', {
    method: 'POST',
    body: password === undefined ? undefined : { password },
    endsSessionOnAuthFailure: false,
  });
}

/** What opens a profile's lock: its PIN, or the account password to leave a limited profile for a PIN-less one. */
export interface ProfileProof {
  pin?: string;
  password?: string;
}

/** GET /profiles: the account's profiles, first created first. */
export function fetchProfiles(signal?: AbortSignal): Promise<Profile[]> {
  return apiRequest<Profile[]>('/profiles', { signal });
}

/**
 * A token bound to another profile of the account; the calling token is revoked. A wrong or missing PIN or password
 * answers 403 and too many tries 429, answers for the dialog that asked rather than an ended session.
 */
export function selectProfile(id: string, proof: ProfileProof = {}): Promise<ProfileSelection> {
  return apiRequest<ProfileSelection>(`/profiles/${encodeURIComponent(id)}/select`, { method: 'POST', body: proof });
}
