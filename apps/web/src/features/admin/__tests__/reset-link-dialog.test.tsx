import type { AdminUser, User } from '@marquee/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '@/lib/session';
import { json, requestsTo, serveApi, testProfile, testUser } from '@/testing/profiles';
import { renderApp, testConfig } from '@/testing/render';
import { AccountRow } from '../components/account-row';

const admin: User = { ...testUser, role: 'admin' };
const sam: AdminUser = {
  id: 'u2',
  email: 'sam@example.com',
  displayName: 'Sam',
  role: 'member',
  configuredAdmin: false,
  disabled: false,
  profiles: ['Sam'],
  createdAt: '2026-01-05T10:00:00.000Z',
  lastSeenAt: null,
  signInMethods: ['password'],
};

function show(resetLink: () => Response, basePath = '') {
  storeSession('token', admin, testProfile());
  const fetchSpy = serveApi({
    'GET /api/auth/me': () => json(200, { ...admin, profile: testProfile() }),
    'POST /api/admin/users/u2/reset-link': resetLink,
  });
  renderApp(
    <ul>
      <AccountRow account={sam} self={false} />
    </ul>,
    { path: '/admin', config: { ...testConfig, basePath } },
  );
  return fetchSpy;
}

describe("An account's reset link", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it('is made on request and shown in a dialog with Copy; Escape closes it and focus goes back', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetchSpy = show(() => json(201, { url: '/reset-password?token=SECRET', expiresAt: '2026-01-06T10:00:00.000Z' }));
    const button = screen.getByRole('button', { name: 'Reset link' });
    fireEvent.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Password reset link for sam@example.com' });
    expect(dialog.textContent).toContain('Give this link to sam@example.com. It works once, for 24 hours.');
    const link = within(dialog).getByLabelText<HTMLInputElement>('Reset link');
    expect(link.value).toBe(`${window.location.origin}/reset-password?token=SECRET`);
    expect(link.readOnly).toBe(true);
    expect(requestsTo(fetchSpy, 'POST /api/admin/users/u2/reset-link')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link.value));

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reset link' }));
  });

  it('is under the base path the app is served at, which the server leaves out of it', async () => {
    show(() => json(201, { url: '/reset-password?token=SECRET', expiresAt: '2026-01-06T10:00:00.000Z' }), '/marquee');
    fireEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Reset link').value).toBe(
      `${window.location.origin}/marquee/reset-password?token=SECRET`,
    );
  });

  it("says the server's refusal in a toast, with no dialog", async () => {
    const failure = vi.spyOn(toast, 'error');
    show(() => json(403, { error: 'You cannot turn off, demote or delete your own account here' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('The reset link was not made', {
        description: 'You cannot turn off, demote or delete your own account here',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
