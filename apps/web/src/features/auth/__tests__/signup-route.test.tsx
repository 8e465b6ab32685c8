import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, requestsTo, serveApi, testProfile } from '@/testing/profiles';
import { renderRoutes } from '@/testing/render';
import SignupRoute from '../routes/signup';
import LoginRoute from '../routes/login';

type Mode = 'open' | 'invite' | 'closed';

function show(path: string, mode: Mode, invitation: () => Response = () => json(404, { error: 'No such invitation' })) {
  const fetchSpy = serveApi({
    'GET /api/auth/registration': () => json(200, { setupNeeded: false, registration: mode }),
    'GET /api/invitations/CODE-1': invitation,
    'POST /api/auth/register': () =>
      json(201, {
        token: 'tok',
        user: { uid: 'u2', email: 'kid@example.com', displayName: null, photoURL: null, role: 'member' },
        profile: testProfile({ id: 'p2', name: 'Robin', kids: true }),
      }),
  });
  renderRoutes(
    [
      { path: '/signup', element: <SignupRoute /> },
      { path: '/login', element: <LoginRoute /> },
      { path: '/', element: <h1>Home screen</h1> },
    ],
    { path },
  );
  return fetchSpy;
}

describe('Sign-up, as the server allows it', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the form where anyone may sign up', async () => {
    show('/signup', 'open');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
  });

  it.each([
    ['invite', 'Sign-up on this server is by invitation only.Ask its owner for an invitation link.'],
    ['closed', 'Sign-up is closed on this server.'],
  ] as const)('says why there is no form where sign-up is %s', async (mode, text) => {
    show('/signup', mode);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.parentElement?.textContent).toBe(text);
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
  });

  it('with a valid invitation, says who is invited and sends the code with the account', async () => {
    const fetchSpy = show('/signup?invite=CODE-1', 'invite', () =>
      json(200, { valid: true, profile: { name: 'Robin', kids: true, maxRating: null } }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: "You're invited to Marquee as Robin" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'kid@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'correct-horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy();
    expect(requestsTo(fetchSpy, 'POST /api/auth/register')[0]?.body).toEqual({
      email: 'kid@example.com',
      password: 'correct-horse',
      invitation: 'CODE-1',
    });
  });

  it("with a spent invitation, says the server's reason and leads home, with no form", async () => {
    show('/signup?invite=CODE-1', 'invite', () => json(410, { error: 'This invitation has expired. Ask for a new one.' }));
    expect(await screen.findByText('This invitation has expired. Ask for a new one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
  });

  it('links sign-in to sign-up only where anyone may sign up', async () => {
    show('/login', 'open');
    expect(await screen.findByRole('link', { name: 'Sign up' })).toBeTruthy();
  });

  it('keeps the link to sign-up off the sign-in screen otherwise', async () => {
    const fetchSpy = show('/login', 'invite');
    await vi.waitFor(() => expect(requestsTo(fetchSpy, 'GET /api/auth/registration')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });
});
