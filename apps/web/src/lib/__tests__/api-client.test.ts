import { STORAGE_KEYS } from '@marquee/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, isAuthFailure, onAuthFailure } from '../api-client';
import { setBasePath } from '../base-path';

const user = { uid: 'u1', email: 'jane@example.com', displayName: null, photoURL: null, role: 'member' };

function reply(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function signIn() {
  localStorage.setItem(STORAGE_KEYS.token, 'token-123');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends JSON with the stored bearer token under /api and returns the reply', async () => {
    signIn();
    fetchMock.mockResolvedValue(reply(200, user));

    await expect(apiRequest('/auth/update-profile', { method: 'PATCH', body: { displayName: 'Jane' } })).resolves.toEqual(user);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/update-profile');
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"displayName":"Jane"}');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer token-123', 'content-type': 'application/json' });
  });

  it('sends a raw file as application/octet-stream with the token, untouched', async () => {
    signIn();
    fetchMock.mockResolvedValue(reply(202, { ok: true }));
    const file = new Blob(['Date,Name,Year\n'], { type: 'text/csv' });

    await expect(apiRequest('/title-imports?name=a.csv', { method: 'POST', rawBody: file })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/title-imports?name=a.csv');
    expect(init?.body).toBe(file);
    expect(init?.headers).toMatchObject({ authorization: 'Bearer token-123', 'content-type': 'application/octet-stream' });
  });

  it('turns an {error} reply into an ApiError with the status and the server text', async () => {
    fetchMock.mockResolvedValue(reply(409, { error: 'An account with this email already exists' }));

    const error = await apiRequest('/auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'An account with this email already exists', fromServer: true });
    expect(errorMessage(error, 'Registration failed')).toBe('An account with this email already exists');
  });

  it('falls back to the screen text when the reply carries no {error}', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await apiRequest('/auth/login').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, fromServer: false });
    expect(errorMessage(error, 'Login failed')).toBe('Login failed');
  });

  it('on 401 clears the stored token and user and tells the auth layer', async () => {
    signIn();
    const listener = vi.fn();
    const unsubscribe = onAuthFailure(listener);
    fetchMock.mockResolvedValue(reply(401, { error: 'Invalid or expired token' }));

    await expect(apiRequest('/watchlist')).rejects.toMatchObject({ status: 401 });

    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("leaves everything alone for a visitor's 401: there was no session to end", async () => {
    const listener = vi.fn();
    const unsubscribe = onAuthFailure(listener);
    fetchMock.mockResolvedValue(reply(401, { error: "Sign in to watch from this server's library" }));

    await expect(apiRequest('/sources/local/movie/550')).rejects.toMatchObject({
      status: 401,
      message: "Sign in to watch from this server's library",
    });

    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.headers).not.toHaveProperty('authorization');
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('keeps the session on any 403: a limited profile refused something must not be signed out of its limit', async () => {
    signIn();
    const listener = vi.fn();
    const unsubscribe = onAuthFailure(listener);
    fetchMock.mockResolvedValue(reply(403, { error: "This profile can't manage the account" }));

    await expect(apiRequest('/export')).rejects.toMatchObject({ status: 403, message: "This profile can't manage the account" });

    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-123');
    expect(listener).not.toHaveBeenCalled();
    expect(isAuthFailure(new ApiError(403, 'Incorrect password', true))).toBe(false);
    expect(isAuthFailure(new ApiError(401, 'Please sign in', true))).toBe(true);
    unsubscribe();
  });

  it('leaves the session alone for a 401 of a credentials call (wrong password)', async () => {
    signIn();
    const listener = vi.fn();
    const unsubscribe = onAuthFailure(listener);
    fetchMock.mockResolvedValue(reply(401, { error: 'Invalid email or password' }));

    await expect(apiRequest('/auth/login', { method: 'POST', body: {}, endsSessionOnAuthFailure: false })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });

    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-123');
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it("keeps the session for a 403 that is the request's own answer (a wrong PIN), but not for a 401", async () => {
    signIn();
    const listener = vi.fn();
    const unsubscribe = onAuthFailure(listener);
    fetchMock.mockResolvedValueOnce(reply(403, { error: 'Wrong PIN' }));

    await expect(apiRequest('/profiles/p2/select', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 403,
      message: 'Wrong PIN',
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-123');
    expect(listener).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(reply(401, { error: 'Invalid or expired token' }));
    await expect(apiRequest('/profiles/p2/select', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("sends a session it is given instead of the stored one, and that session's 401 leaves the stored one alone", async () => {
    signIn();
    const told = vi.fn();
    const stop = onAuthFailure(told);
    fetchMock.mockResolvedValue(reply(401, { error: 'Invalid or expired token' }));
    await expect(apiRequest('/watch-history', { method: 'POST', body: {}, token: 'token-of-before' })).rejects.toMatchObject({
      status: 401,
    });
    stop();
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ authorization: 'Bearer token-of-before' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-123');
    expect(told).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as status 0, not as a server message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('/auth/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, fromServer: false });
    expect(errorMessage(error, 'Login failed')).toBe('Login failed');
  });

  it('resolves with nothing for a 204 when no reply is expected', async () => {
    fetchMock.mockResolvedValue(reply(204));
    await expect(apiRequest('/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });
});

describe('apiRequest under a base path', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    setBasePath('');
  });

  it.each([
    ['', '/api/config'],
    ['/marquee', '/marquee/api/config'],
    ['/a/b', '/a/b/api/config'],
  ])('under %j asks %s', async (base, expected) => {
    setBasePath(base);
    fetchMock.mockResolvedValue(reply(200, {}));
    await apiRequest('/config');
    expect(fetchMock.mock.calls[0]![0]).toBe(expected);
  });
});
