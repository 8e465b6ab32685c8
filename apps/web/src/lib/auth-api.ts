import type {
  AuthResponse,
  LoginBody,
  Profile,
  ProfileSelection,
  RegisterBody,
  ResetPasswordBody,
  SetupBody,
  TwoStepChallenge,
} from '@marquee/core';
import { apiRequest } from './api-client';

/**
 * The account calls of docs/behaviour.md#own-api (POST /auth/login, /auth/register, /auth/logout) and
 * choosing a profile (POST /profiles/{id}/select), which gives the session a new token.
 */

/** A sign-in or sign-up reply; `profile`, the token's, is missing from a server from before profiles. */
export interface SignInReply extends AuthResponse {
  profile?: Profile;
}

// Wrong credentials answer 401 here; that must not count as an ended session.
const credentialCall = { method: 'POST', endsSessionOnAuthFailure: false } as const;

/** Signed in, or (202) the password was right and the account's sign-in ends with a code: loginWithCode. */
export function login(body: LoginBody): Promise<SignInReply | TwoStepChallenge> {
  return apiRequest<SignInReply | TwoStepChallenge>('/auth/login', { ...credentialCall, body });
}

/** POST /auth/login/two-step: the password step's ticket with the authenticator app's code or a recovery code. */
export function loginWithCode(body: { ticket: string; code: string }): Promise<SignInReply> {
  return apiRequest<SignInReply>('/auth/login/two-step', { ...credentialCall, body });
}

/**
 * POST /auth/passkey-sign-in: the browser's answer to a passkey sign-in (docs/accounts.md#passkeys); like the
 * password's reply, or a ticket when the passkey did not check who holds it and the account has two-step sign-in.
 */
export function loginWithPasskey(response: unknown): Promise<SignInReply | TwoStepChallenge> {
  return apiRequest<SignInReply | TwoStepChallenge>('/auth/passkey-sign-in', { ...credentialCall, body: { response } });
}

/** POST /auth/oidc/finish: the sign-in single sign-on made, kept for this browser in a cookie the server set. */
export function finishSingleSignOn(): Promise<SignInReply> {
  return apiRequest<SignInReply>('/auth/oidc/finish', credentialCall);
}

export function register(body: RegisterBody): Promise<SignInReply> {
  return apiRequest<SignInReply>('/auth/register', { ...credentialCall, body });
}

/** POST /setup: a new server's owner, made an admin, signed in as sign-up signs in. */
export function setUpServer(body: SetupBody): Promise<SignInReply> {
  return apiRequest<SignInReply>('/setup', { ...credentialCall, body });
}

/**
 * POST /auth/reset-password: an admin's reset link sets the password; every other device is signed out and this one
 * signed in, as sign-in signs in.
 */
export function resetPassword(body: ResetPasswordBody): Promise<SignInReply> {
  return apiRequest<SignInReply>('/auth/reset-password', { ...credentialCall, body, withToken: false });
}

/** The start-up refresh decides itself what a refused token means, so it does not trigger the global redirect. */

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
