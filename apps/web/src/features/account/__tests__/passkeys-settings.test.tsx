import type { Passkey } from '@marquee/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '@/lib/session';
import { json, requestsTo, serveApi, testProfile, testUser } from '@/testing/profiles';
import { renderApp, testConfig } from '@/testing/render';
import { PasskeysSettings } from '../components/passkeys-settings';

const browser = vi.hoisted(() => ({ supported: true, startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => browser.supported,
  startRegistration: browser.startRegistration,
}));

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const laptop: Passkey = { id: 'cred-1', name: 'Chrome on Linux', createdAt: hoursAgo(48), lastUsedAt: hoursAgo(3) };
const phone: Passkey = { id: 'cred-2', name: 'Safari on iOS 18.1', createdAt: hoursAgo(1), lastUsedAt: null };
const OPTIONS = { challenge: 'abc', rp: { name: 'Marquee', id: 'localhost' } };
const ANSWER = { id: 'cred-2', rawId: 'cred-2', type: 'public-key', response: {}, clientExtensionResults: {} };

function serve(list: () => Passkey[], added: () => Response = () => json(201, phone)) {
  return serveApi({
    'GET /api/auth/me': () => json(200, { ...testUser, profile: testProfile() }),
    'GET /api/auth/passkeys': () => json(200, list()),
    'POST /api/auth/passkeys/options': () => json(200, OPTIONS),
    'POST /api/auth/passkeys': added,
    'DELETE /api/auth/passkeys/cred-1': () => json(204),
  });
}

describe('Passkeys in Security', () => {
  beforeEach(() => {
    storeSession('token', testUser, testProfile());
    browser.supported = true;
    browser.startRegistration.mockReset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it('lists each passkey with when it was added and last used', async () => {
    serve(() => [phone, laptop]);
    renderApp(<PasskeysSettings />, { path: '/profile' });
    const list = await screen.findByRole('list', { name: 'Passkeys' });
    const rows = ['Safari on iOS 18.1', 'Chrome on Linux'].map((name) => within(list).getByRole('listitem', { name }));
    expect(within(list).getAllByRole('listitem')).toEqual(rows);
    expect(rows[0]?.textContent).toContain('Added 1 hour ago · Not used yet');
    expect(rows[1]?.textContent).toContain('Added 2 days ago · Last used 3 hours ago');
    expect(within(rows[1]!).getByRole('button', { name: 'Remove Chrome on Linux' })).toBeTruthy();
  });

  it('adds a passkey with the browser, sends its answer and reads the list again', async () => {
    const success = vi.spyOn(toast, 'success');
    let stored: Passkey[] = [];
    browser.startRegistration.mockResolvedValue(ANSWER);
    const fetchSpy = serve(
      () => stored,
      () => {
        stored = [phone];
        return json(201, phone);
      },
    );
    renderApp(<PasskeysSettings />, { path: '/profile' });
    expect(await screen.findByText('You have no passkeys yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Passkey added'));
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(requestsTo(fetchSpy, 'POST /api/auth/passkeys')[0]?.body).toEqual({ response: ANSWER });
    expect(await screen.findByRole('listitem', { name: 'Safari on iOS 18.1' })).toBeTruthy();
  });

  it.each([
    [
      'cancelled',
      Object.assign(new Error('denied'), { name: 'NotAllowedError' }),
      'It was cancelled, or the time to confirm ran out.',
    ],
    [
      'already on this device',
      Object.assign(new Error('exists'), { name: 'InvalidStateError', code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' }),
      'This device already has a passkey for your account.',
    ],
  ])('says the passkey was not added when the browser refuses (%s)', async (_case, refusal, description) => {
    const error = vi.spyOn(toast, 'error');
    browser.startRegistration.mockRejectedValue(refusal);
    const fetchSpy = serve(() => []);
    renderApp(<PasskeysSettings />, { path: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('The passkey was not added', { description }));
    expect(requestsTo(fetchSpy, 'POST /api/auth/passkeys')).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    const error = vi.spyOn(toast, 'error');
    browser.startRegistration.mockResolvedValue(ANSWER);
    serve(
      () => [],
      () => json(409, { error: 'This passkey is already added' }),
    );
    renderApp(<PasskeysSettings />, { path: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('The passkey was not added', { description: 'This passkey is already added' }),
    );
  });

  it('removes a passkey only after a confirmation, then focuses the heading', async () => {
    let stored = [laptop];
    const fetchSpy = serveApi({
      'GET /api/auth/me': () => json(200, { ...testUser, profile: testProfile() }),
      'GET /api/auth/passkeys': () => json(200, stored),
      'DELETE /api/auth/passkeys/cred-1': () => {
        stored = [];
        return json(204);
      },
    });
    renderApp(<PasskeysSettings />, { path: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Chrome on Linux' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetchSpy, 'DELETE /api/auth/passkeys/cred-1')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Chrome on Linux' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove passkey' }));
    expect(await screen.findByText('You have no passkeys yet.')).toBeTruthy();
    expect(requestsTo(fetchSpy, 'DELETE /api/auth/passkeys/cred-1')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Passkeys' }));
  });

  it('is not shown without WebAuthn, nor where only single sign-on lets people in', () => {
    serve(() => []);
    browser.supported = false;
    const { container } = renderApp(<PasskeysSettings />, { path: '/profile' });
    expect(container.textContent).toBe('');
    browser.supported = true;
    const ssoOnly = renderApp(<PasskeysSettings />, {
      path: '/profile',
      config: { ...testConfig, signIn: { password: false, sso: 'Sign in with Authentik', resetByEmail: false } },
    });
    expect(ssoOnly.container.textContent).toBe('');
  });
});
