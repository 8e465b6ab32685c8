import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredProfile, getStoredToken, storeSession } from '@/lib/session';
import { json, requestsTo, serveApi, testProfile, testUser } from '@/testing/profiles';
import { renderRoutes } from '@/testing/render';
import { WhoIsWatching } from '../components/who-is-watching';

const parent = testProfile({ id: 'p1', name: 'Jane' });
const kid = testProfile({ id: 'p2', name: 'Sam', kids: true, avatar: 'rocket' });
const sibling = testProfile({ id: 'p3', name: 'Max', kids: true, avatar: 'cat' });
const locked = testProfile({ id: 'p4', name: 'Alex', hasPin: true, avatar: 'moon' });
const PASSWORD = 'correct horse battery';

function serve(extra: Parameters<typeof serveApi>[0] = {}) {
  return serveApi({
    'GET /api/auth/me': () => json(200, { ...testUser, profile: kid }),
    'GET /api/profiles': () => json(200, [parent, kid, sibling, locked]),
    'POST /api/profiles/p1/select': (init) => {
      const body = JSON.parse(init.body as string) as { password?: string };
      if (body.password === undefined) return json(403, { error: 'Enter the account password to leave this profile' });
      if (body.password !== PASSWORD) return json(403, { error: 'Incorrect password' });
      return json(200, { token: 'token-parent', profile: parent });
    },
    'POST /api/profiles/p3/select': () => json(200, { token: 'token-sibling', profile: sibling }),
    ...extra,
  });
}

function renderScreen() {
  const path = '/profiles';
  const element = <WhoIsWatching />;
  return renderRoutes(
    [
      { path, element },
      { path: '/', element: <h1>Home screen</h1> },
      { path: '/login', element: <h1>Login screen</h1> },
    ],
    { path },
  );
}

const typePassword = (dialog: HTMLElement, value: string) =>
  fireEvent.change(within(dialog).getByLabelText('Account password'), { target: { value } });

describe('leaving a Kids profile', () => {
  beforeEach(() => storeSession('token-kid', testUser, kid));
  afterEach(() => vi.restoreAllMocks());

  it('asks for the account password before switching to a grown-up profile without a PIN', async () => {
    const fetchSpy = serve();
    renderScreen();
    const janeButton = await screen.findByRole('button', { name: 'Jane' });
    fireEvent.click(janeButton);

    const dialog = await screen.findByRole('dialog', { name: 'Enter the account password' });
    expect(dialog.textContent).toContain('Jane may see more than Sam. Enter the account password to switch.');
    const input = within(dialog).getByLabelText<HTMLInputElement>('Account password');
    expect(document.activeElement).toBe(input);
    expect(input.type).toBe('password');
    // Nothing was asked of the server before the password.
    expect(requestsTo(fetchSpy, 'POST /api/profiles/p1/select')).toEqual([]);

    typePassword(dialog, 'a wrong guess');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch profile' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Incorrect password');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(input);
    // A refused password is the dialog's answer: the device stays on the Kids profile.
    expect(getStoredToken()).toBe('token-kid');

    typePassword(dialog, PASSWORD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch profile' }));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy();
    expect(requestsTo(fetchSpy, 'POST /api/profiles/p1/select').map((request) => request.body)).toEqual([
      { password: 'a wrong guess' },
      { password: PASSWORD },
    ]);
    expect(getStoredToken()).toBe('token-parent');
    expect(getStoredProfile()).toEqual(parent);
  });

  it('gives the focus back to the profile when the password dialog is cancelled', async () => {
    serve();
    renderScreen();
    const janeButton = await screen.findByRole('button', { name: 'Jane' });
    fireEvent.click(janeButton);
    const dialog = await screen.findByRole('dialog', { name: 'Enter the account password' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(janeButton);
    expect(getStoredToken()).toBe('token-kid');
  });

  it('asks a PIN-locked profile for its PIN, and moves to another Kids profile with no question', async () => {
    const fetchSpy = serve();
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: /Alex/ }));
    expect(await screen.findByRole('dialog', { name: 'Enter the PIN for Alex' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: /Max/ }));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy();
    expect(requestsTo(fetchSpy, 'POST /api/profiles/p3/select')).toEqual([{ body: {}, authorization: 'Bearer token-kid' }]);
  });
});
