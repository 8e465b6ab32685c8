import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SSO_REFUSALS, type AppConfigReply } from '@marquee/core';
import { getStoredToken } from '@/lib/session';
import { json, requestsTo, serveApi, testProfile, testUser } from '@/testing/profiles';
import { renderRoutes, testConfig } from '@/testing/render';
import LoginRoute from '../routes/login';
import SignupRoute from '../routes/signup';

const withProvider = (password = true): AppConfigReply => ({
  ...testConfig,
  signIn: { password, sso: 'Sign in with Authentik', resetByEmail: false },
});

function show(path: string, config: AppConfigReply, api: Parameters<typeof serveApi>[0] = {}) {
  const fetchSpy = serveApi({ 'GET /api/profiles': () => json(200, [testProfile()]), ...api });
  renderRoutes(
    [
      { path: '/login', element: <LoginRoute /> },
      { path: '/signup', element: <SignupRoute /> },
      { path: '/', element: <h1>Home screen</h1> },
    ],
    { path, config },
  );
  return fetchSpy;
}

describe('Single sign-on on the sign-in screen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("shows no provider's button where the server has none", () => {
    show('/login', testConfig);
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it("links the provider's button to the server's start, beside the password form", () => {
    show('/login', withProvider());
    expect(screen.getByRole('link', { name: 'Sign in with Authentik' }).getAttribute('href')).toBe('/api/auth/oidc/start');
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it("links the provider's button under the base path the app is served at", async () => {
    show(
      '/login',
      { ...withProvider(), basePath: '/marquee' },
      { 'GET /api/auth/registration': () => json(200, { setupNeeded: false, registration: 'open' }) },
    );
    expect(screen.getByRole('link', { name: 'Sign in with Authentik' }).getAttribute('href')).toBe(
      '/marquee/api/auth/oidc/start',
    );
    // The screen's own links are under it too; the registration state came from the API under it.
    expect((await screen.findByRole('link', { name: 'Sign up' })).getAttribute('href')).toBe('/marquee/signup');
  });

  it('leaves only the button where passwords are turned off, with no sign-up link', () => {
    show('/login', withProvider(false));
    expect(screen.getByRole('link', { name: 'Sign in with Authentik' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });

  it('collects the sign-in the provider made and goes home', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchSpy = show('/login?sso=done', withProvider(), {
      'POST /api/auth/oidc/finish': () => json(200, { token: 'token-sso', user: testUser, profile: testProfile() }),
    });
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy();
    expect(getStoredToken()).toBe('token-sso');
    expect(success).toHaveBeenCalledWith('Welcome back!');
    expect(requestsTo(fetchSpy, 'POST /api/auth/oidc/finish')).toHaveLength(1);
  });

  it("says why, when the server's collection is refused", async () => {
    const error = vi.spyOn(toast, 'error');
    show('/login?sso=done', withProvider(), {
      'POST /api/auth/oidc/finish': () => json(401, { error: SSO_REFUSALS.expired }),
    });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Authentication Error', { description: SSO_REFUSALS.expired }));
    expect(getStoredToken()).toBeNull();
  });

  it("shows a refusal the server named, and nothing for a code it doesn't know", () => {
    show('/login?sso_error=unverified', withProvider());
    expect(screen.getByRole('alert').textContent).toContain(SSO_REFUSALS.unverified);
  });

  it('writes no text a link brings', () => {
    show('/login?sso_error=Call%20this%20number', withProvider());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toContain('Call this number');
  });

  it("carries an invitation to the provider's trip from the invited sign-up", async () => {
    show('/signup?invite=code-1', withProvider(), {
      'GET /api/invitations/code-1': () => json(200, { valid: true, profile: null }),
    });
    const link = await screen.findByRole('link', { name: 'Sign in with Authentik' });
    expect(link.getAttribute('href')).toBe('/api/auth/oidc/start?invitation=code-1');
  });
});
