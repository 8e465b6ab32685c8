import { MSG } from '@marquee/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getStoredToken, storeSession } from '@/lib/session';
import { renderApp } from '@/testing/render';
import { SecuritySection } from '../components/security-section';

const user = { uid: 'u1', email: 'jane@example.com', displayName: 'Jane', photoURL: null, role: 'member' as const };
const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: /auth/me confirms the stored user; the other routes answer as `answers` says. */
function serve(answers: Record<string, () => Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url.endsWith('/api/auth/me')) return json(200, user);
    if (url.endsWith('/api/auth/devices')) return json(200, []);
    for (const [path, answer] of Object.entries(answers)) if (url.endsWith(path)) return answer();
    return json(404, { error: `Not found: ${url}` });
  });
}

const calls = (fetchSpy: ReturnType<typeof serve>, path: string) =>
  fetchSpy.mock.calls
    .filter(([input]) => (input instanceof Request ? input.url : input.toString()).endsWith(path))
    .map(([, init]) => init as RequestInit);

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('SecuritySection', () => {
  beforeEach(() => storeSession('t'.repeat(43), user));
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it.each([
    [
      'no current password',
      { current: '', next: 'a new secret', confirmation: 'a new secret' },
      'Current password',
      'Enter your current password',
    ],
    [
      'a short new password',
      { current: 'old secret', next: 'short', confirmation: 'short' },
      'New password',
      'Password must be at least 8 characters',
    ],
    [
      'a confirmation that differs',
      { current: 'old secret', next: 'a new secret', confirmation: 'a new secreT' },
      'Confirm new password',
      MSG.passwordsDoNotMatch,
    ],
  ])('with %s, says so under the field and sends nothing', async (_, values, field, message) => {
    const fetchSpy = serve({});
    renderApp(<SecuritySection />, { path: '/profile' });
    fill('Current password', values.current);
    fill('New password', values.next);
    fill('Confirm new password', values.confirmation);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByLabelText(field).getAttribute('aria-invalid')).toBe('true');
    expect(calls(fetchSpy, '/api/auth/password')).toEqual([]);
    // Editing the field clears its message.
    fill(field, 'something else');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the current and new passwords, confirms with a toast and empties the form', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchSpy = serve({ '/api/auth/password': () => json(204) });
    renderApp(<SecuritySection />, { path: '/profile' });
    fill('Current password', 'old secret');
    fill('New password', 'a new secret');
    fill('Confirm new password', 'a new secret');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Password changed', { description: 'Other devices have been signed out.' }),
    );
    const [sent] = calls(fetchSpy, '/api/auth/password');
    expect(sent?.method).toBe('POST');
    expect(JSON.parse(sent?.body as string)).toEqual({ currentPassword: 'old secret', newPassword: 'a new secret' });
    expect(screen.getByLabelText<HTMLInputElement>('Current password').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe('');
    expect(getStoredToken()).toBe('t'.repeat(43));
  });

  it('shows a wrong current password under its field and keeps the session', async () => {
    serve({ '/api/auth/password': () => json(403, { error: 'Incorrect password' }) });
    renderApp(<SecuritySection />, { path: '/profile' });
    fill('Current password', 'not it');
    fill('New password', 'a new secret');
    fill('Confirm new password', 'a new secret');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect password');
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(getStoredToken()).toBe('t'.repeat(43));
  });

  it("'Sign out everywhere' asks first, then ends every session and signs out here too", async () => {
    const fetchSpy = serve({
      '/api/auth/logout-all': () => json(204),
      '/api/auth/logout': () => json(401, { error: 'Please sign in' }),
    });
    renderApp(<SecuritySection />, { path: '/profile' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    expect(calls(fetchSpy, '/api/auth/logout-all')).toEqual([]);

    const confirm = Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Sign out everywhere')!;
    fireEvent.click(confirm);
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeTruthy();
    expect(calls(fetchSpy, '/api/auth/logout-all').map((init) => init.method)).toEqual(['POST']);
    expect(getStoredToken()).toBeNull();
  });

  it("'Stay signed in' closes the dialog without a request", async () => {
    const fetchSpy = serve({});
    renderApp(<SecuritySection />, { path: '/profile' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetchSpy, '/api/auth/logout-all')).toEqual([]);
    expect(getStoredToken()).toBe('t'.repeat(43));
  });
});
