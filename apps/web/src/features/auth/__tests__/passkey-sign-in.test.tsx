import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredToken } from '@/lib/session';
import { json, requestsTo, serveApi, testProfile, testUser } from '@/testing/profiles';
import { renderRoutes, testConfig } from '@/testing/render';
import LoginRoute from '../routes/login';

const browser = vi.hoisted(() => ({ supported: true, startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => browser.supported,
  startAuthentication: browser.startAuthentication,
}));

const OPTIONS = { challenge: 'abc', rpId: 'localhost', allowCredentials: [], userVerification: 'preferred' };
const ANSWER = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {}, clientExtensionResults: {} };

function show(signIn: () => Response, config = testConfig) {
  const fetchSpy = serveApi({
    'POST /api/auth/passkey-sign-in/options': () => json(200, OPTIONS),
    'POST /api/auth/passkey-sign-in': signIn,
    'GET /api/profiles': () => json(200, [testProfile()]),
  });
  renderRoutes(
    [
      { path: '/login', element: <LoginRoute /> },
      { path: '/', element: <h1>Home screen</h1> },
    ],
    { path: '/login', config },
  );
  return fetchSpy;
}

describe('Signing in with a passkey', () => {
  beforeEach(() => {
    browser.supported = true;
    browser.startAuthentication.mockReset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('signs in with no e-mail or password typed, as the password does', async () => {
    const success = vi.spyOn(toast, 'success');
    browser.startAuthentication.mockResolvedValue(ANSWER);
    const fetchSpy = show(() => json(200, { token: 'token-1', user: testUser, profile: testProfile() }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));

    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy();
    expect(success).toHaveBeenCalledWith('Welcome back!');
    expect(getStoredToken()).toBe('token-1');
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(requestsTo(fetchSpy, 'POST /api/auth/passkey-sign-in')[0]?.body).toEqual({ response: ANSWER });
  });

  it('asks for the two-step code after a passkey that did not check who holds it', async () => {
    browser.startAuthentication.mockResolvedValue(ANSWER);
    show(() => json(202, { twoStep: true, ticket: 'ticket-1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByLabelText('Enter the code from your authenticator app')).toBeTruthy();
    expect(getStoredToken()).toBeNull();
  });

  it("says so when the browser's request is cancelled, and shows the server's refusal", async () => {
    const error = vi.spyOn(toast, 'error');
    browser.startAuthentication.mockRejectedValueOnce(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    const fetchSpy = show(() => json(401, { error: 'This passkey is not known on this server.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Authentication Error', {
        description: 'No passkey was used: it was cancelled, or the time ran out. Please try again.',
      }),
    );
    expect(requestsTo(fetchSpy, 'POST /api/auth/passkey-sign-in')).toHaveLength(0);

    browser.startAuthentication.mockResolvedValue(ANSWER);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() =>
      expect(error).toHaveBeenLastCalledWith('Authentication Error', {
        description: 'This passkey is not known on this server.',
      }),
    );
    expect(getStoredToken()).toBeNull();
  });

  it('is not offered without WebAuthn', () => {
    browser.supported = false;
    show(() => json(500));
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });

  it('is not offered where only single sign-on lets people in', () => {
    show(() => json(500), { ...testConfig, signIn: { password: false, sso: 'Sign in with Authentik', resetByEmail: false } });
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });
});
