import { STORAGE_KEYS } from '@marquee/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, requestsTo, serveApi, testProfile, testUser } from '@/testing/profiles';
import { renderApp } from '@/testing/render';
import { useAuth } from '../auth';
import { getRememberedProfileId, getStoredProfile, getStoredToken, rememberProfile, storeSession } from '../session';

const parent = testProfile({ id: 'p1', name: 'Jane' });
const kid = testProfile({ id: 'p2', name: 'Sam', kids: true, hasPin: true, avatar: 'rocket' });
const guest = testProfile({ id: 'p3', name: 'Guest', avatar: 'cat' });

type Auth = ReturnType<typeof useAuth>;
type SignInResult = Awaited<ReturnType<Auth['signIn']>>;

/** The sign-in of an account without two-step sign-in, which never asks for a code. */
function signedIn(result: SignInResult | undefined) {
  if (!result || 'twoStep' in result) throw new Error('Expected a finished sign-in');
  return result;
}

/** Renders the auth layer with a probe that hands out its value and shows the profile in use. */
function renderAuth() {
  const probe: { auth: Auth | null } = { auth: null };
  function Probe() {
    probe.auth = useAuth();
    return <p data-testid="profile">{probe.auth.profile?.name ?? 'none'}</p>;
  }
  renderApp(<Probe />);
  return () => probe.auth!;
}

const loginReply = (profile = parent) => ({ token: 'token-login', user: testUser, profile });

describe('signing in with profiles', () => {
  afterEach(() => vi.restoreAllMocks());

  it('goes straight in with an account of one profile', async () => {
    const fetchSpy = serveApi({
      'POST /api/auth/login': () => json(200, loginReply()),
      'GET /api/profiles': () => json(200, [parent]),
    });
    const auth = renderAuth();
    let result: SignInResult | undefined;
    await act(async () => {
      result = await auth().signIn({ email: testUser.email, password: 'secret secret' });
    });
    expect(signedIn(result).chooseProfile).toBe(false);
    expect(screen.getByTestId('profile').textContent).toBe('Jane');
    expect(getStoredToken()).toBe('token-login');
    expect(getStoredProfile()?.id).toBe('p1');
    expect(getRememberedProfileId(testUser.uid)).toBe('p1');
    expect(requestsTo(fetchSpy, 'POST /api/profiles/p1/select')).toEqual([]);
  });

  it('asks Who’s watching with several profiles and none remembered', async () => {
    serveApi({
      'POST /api/auth/login': () => json(200, loginReply()),
      'GET /api/profiles': () => json(200, [parent, kid, guest]),
    });
    const auth = renderAuth();
    await act(async () => {
      expect(signedIn(await auth().signIn({ email: testUser.email, password: 'secret secret' })).chooseProfile).toBe(true);
    });
  });

  it('chooses the remembered profile again when it has no PIN, with the token it is given', async () => {
    rememberProfile(testUser.uid, 'p3');
    const fetchSpy = serveApi({
      'POST /api/auth/login': () => json(200, loginReply()),
      'GET /api/profiles': () => json(200, [parent, kid, guest]),
      'POST /api/profiles/p3/select': () => json(200, { token: 'token-guest', profile: guest }),
    });
    const auth = renderAuth();
    await act(async () => {
      expect(signedIn(await auth().signIn({ email: testUser.email, password: 'secret secret' })).chooseProfile).toBe(false);
    });
    expect(screen.getByTestId('profile').textContent).toBe('Guest');
    expect(getStoredToken()).toBe('token-guest');
    // The switch was asked with the sign-in's token, without a PIN.
    expect(requestsTo(fetchSpy, 'POST /api/profiles/p3/select')).toEqual([{ body: {}, authorization: 'Bearer token-login' }]);
  });

  it('gives the password just typed to leave a limited first profile for the remembered one, which may see more', async () => {
    rememberProfile(testUser.uid, 'p3');
    const limitedFirst = testProfile({ id: 'p1', name: 'Jane', maxRating: 'PG-13' });
    const fetchSpy = serveApi({
      'POST /api/auth/login': () => json(200, loginReply(limitedFirst)),
      'GET /api/profiles': () => json(200, [limitedFirst, kid, guest]),
      'POST /api/profiles/p3/select': () => json(200, { token: 'token-guest', profile: guest }),
    });
    const auth = renderAuth();
    await act(async () => {
      expect(signedIn(await auth().signIn({ email: testUser.email, password: 'secret secret' })).chooseProfile).toBe(false);
    });
    expect(requestsTo(fetchSpy, 'POST /api/profiles/p3/select')).toEqual([
      { body: { password: 'secret secret' }, authorization: 'Bearer token-login' },
    ]);
    expect(getStoredToken()).toBe('token-guest');
  });

  it('asks Who’s watching when the remembered profile has a PIN, and switches to nothing by itself', async () => {
    rememberProfile(testUser.uid, 'p2');
    const fetchSpy = serveApi({
      'POST /api/auth/login': () => json(200, loginReply()),
      'GET /api/profiles': () => json(200, [parent, kid]),
    });
    const auth = renderAuth();
    await act(async () => {
      expect(signedIn(await auth().signIn({ email: testUser.email, password: 'secret secret' })).chooseProfile).toBe(true);
    });
    expect(requestsTo(fetchSpy, 'POST /api/profiles/p2/select')).toEqual([]);
    expect(getStoredToken()).toBe('token-login');
  });

  it('copes with a server from before profiles: no profile, nothing to choose', async () => {
    const fetchSpy = serveApi({ 'POST /api/auth/login': () => json(200, { token: 'token-old', user: testUser }) });
    const auth = renderAuth();
    await act(async () => {
      expect(signedIn(await auth().signIn({ email: testUser.email, password: 'secret secret' })).chooseProfile).toBe(false);
    });
    expect(auth().user).toEqual(testUser);
    expect(auth().profile).toBeNull();
    expect(requestsTo(fetchSpy, 'GET /api/profiles')).toEqual([]);
  });
});

describe('switching profile', () => {
  afterEach(() => vi.restoreAllMocks());

  it('replaces the token, remembers the choice, and fetches everything user-scoped again as the new profile', async () => {
    storeSession('token-parent', testUser, parent);
    const watchlists: Record<string, string[]> = { 'Bearer token-parent': ['Heat'], 'Bearer token-kid': ['Up'] };
    const fetchSpy = serveApi({
      'GET /api/auth/me': () => json(200, { ...testUser, profile: parent }),
      'GET /api/watchlist': (init) => json(200, watchlists[(init.headers as Record<string, string>).authorization ?? ''] ?? []),
      'POST /api/profiles/p2/select': () => json(200, { token: 'token-kid', profile: kid }),
    });
    const probe: { auth: Auth | null; client: ReturnType<typeof useQueryClient> | null } = { auth: null, client: null };
    function Watchlist() {
      probe.auth = useAuth();
      probe.client = useQueryClient();
      const list = useQuery({
        queryKey: ['user', 'watchlist'],
        queryFn: () =>
          fetch('/api/watchlist', { headers: { authorization: `Bearer ${getStoredToken()}` } }).then((r) => r.json()),
      });
      return <p data-testid="list">{list.data ? (list.data as string[]).join(',') : 'loading'}</p>;
    }
    renderApp(<Watchlist />);
    await waitFor(() => expect(screen.getByTestId('list').textContent).toBe('Heat'));

    await act(async () => {
      await probe.auth!.selectProfile('p2', { pin: '1234' });
    });

    expect(requestsTo(fetchSpy, 'POST /api/profiles/p2/select')).toEqual([
      { body: { pin: '1234' }, authorization: 'Bearer token-parent' },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-kid');
    expect(getStoredProfile()).toEqual(kid);
    expect(getRememberedProfileId(testUser.uid)).toBe('p2');
    expect(probe.auth!.profile).toEqual(kid);
    // The previous profile's list is never shown to the next one: dropped at once, then fetched again.
    await waitFor(() => expect(screen.getByTestId('list').textContent).toBe('Up'));
    expect(probe.client!.getQueryData(['app-config'])).toBeDefined();
  });

  it('keeps a limited profile signed in when the server refuses its sign-out (no password, or a wrong one)', async () => {
    storeSession('token-kid', testUser, kid);
    serveApi({
      'GET /api/auth/me': () => json(200, { ...testUser, profile: kid }),
      'POST /api/auth/logout': () => json(403, { error: 'Enter the account password to sign out of this profile' }),
    });
    const auth = renderAuth();
    await act(async () => {
      await expect(auth().signOut()).rejects.toMatchObject({ status: 403 });
      await expect(auth().signOut('a guess')).rejects.toMatchObject({ status: 403 });
    });
    expect(getStoredToken()).toBe('token-kid');
    expect(auth().profile).toEqual(kid);
  });

  it('keeps the session as it was on a wrong PIN', async () => {
    storeSession('token-parent', testUser, parent);
    serveApi({
      'GET /api/auth/me': () => json(200, { ...testUser, profile: parent }),
      'POST /api/profiles/p2/select': () => json(403, { error: 'Wrong PIN' }),
    });
    const auth = renderAuth();
    await act(async () => {
      await expect(auth().selectProfile('p2', { pin: '0000' })).rejects.toMatchObject({ status: 403, message: 'Wrong PIN' });
    });
    expect(getStoredToken()).toBe('token-parent');
    expect(auth().profile).toEqual(parent);
    expect(auth().user).toEqual(testUser);
  });

  it('needs no request to choose the profile already in use', async () => {
    storeSession('token-parent', testUser, parent);
    const fetchSpy = serveApi({ 'GET /api/auth/me': () => json(200, { ...testUser, profile: parent }) });
    const auth = renderAuth();
    await act(async () => {
      await expect(auth().selectProfile('p1')).resolves.toEqual(parent);
    });
    expect(requestsTo(fetchSpy, 'POST /api/profiles/p1/select')).toEqual([]);
    expect(getRememberedProfileId(testUser.uid)).toBe('p1');
  });

  it('takes the profile from /auth/me at start, keeping the user apart from it', async () => {
    storeSession('token-kid', testUser, parent);
    serveApi({ 'GET /api/auth/me': () => json(200, { ...testUser, profile: kid }) });
    const auth = renderAuth();
    await waitFor(() => expect(screen.getByTestId('profile').textContent).toBe('Sam'));
    expect(auth().user).toEqual(testUser);
    expect(getStoredProfile()).toEqual(kid);
  });
});
