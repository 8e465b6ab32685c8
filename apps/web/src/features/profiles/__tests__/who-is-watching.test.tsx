import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredProfile, getStoredToken, rememberProfile, storeSession } from '@/lib/session';
import { json, requestsTo, serveApi, testProfile, testUser } from '@/testing/profiles';
import { renderRoutes } from '@/testing/render';
import { WhoIsWatching } from '../components/who-is-watching';

const parent = testProfile({ id: 'p1', name: 'Jane' });
const kid = testProfile({ id: 'p2', name: 'Sam', kids: true, hasPin: true, avatar: 'rocket', accent_color: '#10B981' });
const guest = testProfile({ id: 'p3', name: 'Guest', avatar: 'cat' });

function serve(extra: Parameters<typeof serveApi>[0] = {}) {
  return serveApi({
    'GET /api/auth/me': () => json(200, { ...testUser, profile: parent }),
    'GET /api/profiles': () => json(200, [parent, kid, guest]),
    ...extra,
  });
}

function renderScreen() {
  return renderRoutes(
    [
      { path: '/profiles', element: <WhoIsWatching /> },
      { path: '/', element: <h1>Home screen</h1> },
      { path: '/profile', element: <h1>Profile screen</h1> },
    ],
    { path: '/profiles' },
  );
}

describe("Who's watching?", () => {
  beforeEach(() => storeSession('token-parent', testUser, parent));
  afterEach(() => vi.restoreAllMocks());

  it('shows every profile as a button with its name, its limit and its lock, and Manage Profiles', async () => {
    serve();
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: "Who's watching?" })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Profiles' });
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Jane', 'SamKids, locked with a PIN', 'Guest']);
    expect(screen.getByRole('link', { name: 'Manage Profiles' }).getAttribute('href')).toBe('/profile#manage-profiles');
  });

  it('gives the focus to the profile this device chose last, and moves it with the arrow keys', async () => {
    rememberProfile(testUser.uid, 'p3');
    serve();
    renderScreen();
    const guestButton = await screen.findByRole('button', { name: 'Guest' });
    await waitFor(() => expect(document.activeElement).toBe(guestButton));

    fireEvent.keyDown(guestButton, { key: 'ArrowLeft' });
    expect(document.activeElement?.textContent).toContain('Sam');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(guestButton);
    // Wraps round at the end.
    fireEvent.keyDown(guestButton, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('Jane');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(guestButton);
  });

  it('switches at once to a profile without a PIN and goes home', async () => {
    const fetchSpy = serve({ 'POST /api/profiles/p3/select': () => json(200, { token: 'token-guest', profile: guest }) });
    const { router } = renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Guest' }));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(requestsTo(fetchSpy, 'POST /api/profiles/p3/select')).toEqual([{ body: {}, authorization: 'Bearer token-parent' }]);
    expect(getStoredToken()).toBe('token-guest');
  });

  it('asks for the PIN, says a wrong one is wrong, and switches with the right one', async () => {
    const fetchSpy = serve({
      'POST /api/profiles/p2/select': (init) =>
        (JSON.parse(init.body as string) as { pin?: string }).pin === '1234'
          ? json(200, { token: 'token-kid', profile: kid })
          : json(403, { error: 'Wrong PIN' }),
    });
    renderScreen();
    const samButton = await screen.findByRole('button', { name: /Sam/ });
    fireEvent.click(samButton);

    const dialog = await screen.findByRole('dialog', { name: 'Enter the PIN for Sam' });
    const input = within(dialog).getByLabelText('PIN');
    fireEvent.change(input, { target: { value: '9999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch profile' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Wrong PIN');
    // A wrong PIN is the dialog's answer: still signed in as before.
    expect(getStoredToken()).toBe('token-parent');

    fireEvent.change(input, { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch profile' }));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy();
    expect(requestsTo(fetchSpy, 'POST /api/profiles/p2/select').map((request) => request.body)).toEqual([
      { pin: '9999' },
      { pin: '1234' },
    ]);
    expect(getStoredToken()).toBe('token-kid');
    expect(getStoredProfile()).toEqual(kid);
  });

  it('returns the focus to the profile when the PIN dialog is cancelled', async () => {
    serve();
    renderScreen();
    const samButton = await screen.findByRole('button', { name: /Sam/ });
    fireEvent.click(samButton);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(samButton);
  });

  it('offers Try again when the profiles cannot be loaded', async () => {
    serve({ 'GET /api/profiles': () => json(503, { error: 'Unavailable' }) });
    renderScreen();
    // After the query client's one retry.
    expect(await screen.findByRole('heading', { name: 'Failed to load profiles' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
