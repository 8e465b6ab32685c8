import type { AuthResponse, LoginBody, RegisterBody, User } from '@marquee/core';
import { apiRequest } from './api-client';

/** The account calls of docs/behaviour.md#own-api (POST /auth/login, /auth/register, /auth/logout, GET /auth/me). */

// Wrong credentials answer 401 here; that must not count as an ended session.
const credentialCall = { method: 'POST', endsSessionOnAuthFailure: false } as const;

export function login(body: LoginBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/login', { ...credentialCall, body });
}

export function register(body: RegisterBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/register', { ...credentialCall, body });
}

/** The start-up refresh decides itself what a refused token means, so it does not trigger the global redirect. */
export function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  return apiRequest<User>('/auth/me', { signal, endsSessionOnAuthFailure: false });
}

export function logout(): Promise<void> {
  return apiRequest('/auth/logout', { method: 'POST', endsSessionOnAuthFailure: false });
}
