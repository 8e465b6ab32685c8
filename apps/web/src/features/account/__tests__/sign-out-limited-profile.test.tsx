import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredToken, storeSession } from '@/lib/session';
import { json, requestsTo, serveApi, testProfile, testUser } from '@/testing/profiles';
import { renderRoutes } from '@/testing/render';
import { ProfileHeader } from '../components/profile-header';

const parent = testProfile({ id: 'p1', name: 'Jane' });
const kid = testProfile({ id: 'p2', name: 'Sam', kids: true, avatar: 'rocket' });
const PASSWORD = 'correct horse battery';

function serve() {
  return serveApi({
    'GET /api/auth/me': () => json(200, { ...testUser, profile: kid }),
    'POST /api/auth/logout': (init) => {
      const body = JSON.parse((init.body as string | undefined) ?? '{}') as { password?: string };
      if (body.password === undefined) return json(403, { error: 'Enter the account password to sign out of this profile' });
      if (body.password !== PASSWORD) return json(403, { error: 'Incorrect password' });
      return json(204);
    },
  });
}

function renderScreen(element = <ProfileHeader user={testUser} />, path = '/profile') {
  return renderRoutes(
    [
      { path, element },
      { path: '/login', element: <h1>Login screen</h1> },
    ],
    { path },
  );
}

const typePassword = (dialog: HTMLElement, value: string) =>
  fireEvent.change(within(dialog).getByLabelText('Account password'), { target: { value } });

/** Sign Out on the account page (docs/behaviour.md#profiles): a limited profile gives the account password first. */
describe('signing out of a Kids profile', () => {
  beforeEach(() => storeSession('token-kid', testUser, kid));
  afterEach(() => vi.restoreAllMocks());

  it('signs out only with the account password, which the Sign Out dialog asks for', async () => {
    const fetchSpy = serve();
    renderScreen();
    const signOut = await screen.findByRole('button', { name: 'Sign Out' });
    fireEvent.click(signOut);

    const dialog = await screen.findByRole('dialog', { name: 'Sign out of Sam?' });
    expect(dialog.textContent).toContain("Signing out lifts this profile's limits. Enter the account password to sign out.");
    expect(requestsTo(fetchSpy, 'POST /api/auth/logout')).toEqual([]);
    typePassword(dialog, 'a wrong guess');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Out' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Incorrect password');
    expect(getStoredToken()).toBe('token-kid');

    typePassword(dialog, PASSWORD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeTruthy();
    expect(requestsTo(fetchSpy, 'POST /api/auth/logout').map((request) => request.body)).toEqual([
      { password: 'a wrong guess' },
      { password: PASSWORD },
    ]);
    expect(getStoredToken()).toBeNull();
  });

  it('stays signed in on the Kids profile when the server refuses a sign-out without the password', async () => {
    serve();
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of Sam?' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign Out' }));
    expect(getStoredToken()).toBe('token-kid');
  });
});

describe('signing out of a profile without limits', () => {
  beforeEach(() => storeSession('token-parent', testUser, parent));
  afterEach(() => vi.restoreAllMocks());

  it('asks nothing', async () => {
    const fetchSpy = serveApi({
      'GET /api/auth/me': () => json(200, { ...testUser, profile: parent }),
      'POST /api/auth/logout': () => json(204),
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo(fetchSpy, 'POST /api/auth/logout')).toHaveLength(1);
  });
});
