import { fireEvent, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, requestsTo, serveApi } from '@/testing/profiles';
import { renderRoutes, testConfig } from '@/testing/render';
import ForgotPasswordRoute from '../routes/forgot-password';
import LoginRoute from '../routes/login';

const ON_ITS_WAY = 'If an account uses this address, a link to choose a new password is on its way.';
const mailing = { ...testConfig, signIn: { ...testConfig.signIn, resetByEmail: true } };

function show(path: string, answer: () => Response, config = mailing) {
  const fetchSpy = serveApi({ 'POST /api/auth/forgot-password': answer });
  renderRoutes(
    [
      { path: '/login', element: <LoginRoute /> },
      { path: '/forgot-password', element: <ForgotPasswordRoute /> },
    ],
    { path, config },
  );
  return fetchSpy;
}

describe('/forgot-password', () => {
  afterEach(() => vi.restoreAllMocks());

  it("is reached from the sign-in screen's 'Forgot password?' when the server sends mail", async () => {
    show('/login', () => json(202, { message: ON_ITS_WAY }));
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
  });

  it("has no 'Forgot password?' where the server sends no mail", () => {
    show('/login', () => json(404), testConfig);
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
  });

  it('sends the address and shows the server’s answer in a status region', async () => {
    const fetchSpy = show('/forgot-password', () => json(202, { message: ON_ITS_WAY }));
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' jane@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(ON_ITS_WAY)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(ON_ITS_WAY);
    expect(requestsTo(fetchSpy, 'POST /api/auth/forgot-password')).toEqual([
      { body: { email: 'jane@example.com' }, authorization: undefined },
    ]);
  });

  it("toasts the server's refusal and shows no message", async () => {
    const error = vi.spyOn(toast, 'error');
    show('/forgot-password', () => json(429, { error: 'Too many attempts. Please wait a minute and try again.' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jane@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Reset link not sent', {
        description: 'Too many attempts. Please wait a minute and try again.',
      }),
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says the server sends no mail instead of the form when it does not', () => {
    show('/forgot-password', () => json(404), testConfig);
    expect(screen.getByText('This server does not send email: ask its admin for a reset link.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
  });
});
