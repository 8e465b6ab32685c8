import { fireEvent, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getStoredToken, getStoredUser } from '@/lib/session';
import { json, requestsTo, serveApi, testProfile, testUser } from '@/testing/profiles';
import { renderRoutes } from '@/testing/render';
import ResetPasswordRoute from '../routes/reset-password';

const SPENT = 'This link has expired or has been used. Ask the server’s admin for a new one.';

function show(path: string, check: () => Response = () => json(200, { email: testUser.email })) {
  const fetchSpy = serveApi({
    'GET /api/auth/reset-password/TOKEN-1': check,
    'POST /api/auth/reset-password': () => json(200, { token: 'new-token', user: testUser, profile: testProfile() }),
    'GET /api/profiles': () => json(200, [testProfile()]),
  });
  renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordRoute /> },
      { path: '/', element: <h1>Home screen</h1> },
    ],
    { path },
  );
  return fetchSpy;
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('/reset-password', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it('with a valid link, sets the new password, signs in as sign-in does and goes home', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchSpy = show('/reset-password?token=TOKEN-1');
    expect(await screen.findByText(`Choose a new password for ${testUser.email}`)).toBeTruthy();
    fill('New password', 'correct-horse');
    fill('Confirm new password', 'correct-horse');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy();
    expect(success).toHaveBeenCalledWith('Password changed');
    expect(requestsTo(fetchSpy, 'POST /api/auth/reset-password')).toEqual([
      { body: { token: 'TOKEN-1', password: 'correct-horse' }, authorization: undefined },
    ]);
    expect(getStoredToken()).toBe('new-token');
    expect(getStoredUser()?.email).toBe(testUser.email);
  });

  it('says a mismatch under the confirmation and sends nothing', async () => {
    const fetchSpy = show('/reset-password?token=TOKEN-1');
    await screen.findByRole('button', { name: 'Set password' });
    fill('New password', 'correct-horse');
    fill('Confirm new password', 'correct-horsE');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));

    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('New password').getAttribute('minlength')).toBe('8');
    expect(requestsTo(fetchSpy, 'POST /api/auth/reset-password')).toEqual([]);
    fill('Confirm new password', 'correct-horse');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("with a spent link, says the server's reason and leads home, with no form", async () => {
    show('/reset-password?token=TOKEN-1', () => json(410, { error: SPENT }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeTruthy();
    expect(screen.getByText(SPENT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Set password' })).toBeNull();
  });

  it('without a token, says the link is not complete and asks the server nothing', async () => {
    const fetchSpy = show('/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not complete' })).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
