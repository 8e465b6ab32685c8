import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStoredToken } from '@/lib/session';
import { json, requestsTo, serveApi, testProfile, testUser } from '@/testing/profiles';
import { renderRoutes } from '@/testing/render';
import LoginRoute from '../routes/login';

const CODE_LABEL = 'Enter the code from your authenticator app';
const WRONG_CODE = 'That code is not right. Check that your phone’s clock is right, and try the newest code.';

/** The sign-in screen of an account with two-step sign-in; `codeStep` answers the code. */
function show(codeStep: () => Response) {
  const fetchSpy = serveApi({
    'POST /api/auth/login': () => json(202, { twoStep: true, ticket: 'ticket-1' }),
    'POST /api/auth/login/two-step': codeStep,
    'GET /api/profiles': () => json(200, [testProfile()]),
  });
  renderRoutes(
    [
      { path: '/login', element: <LoginRoute /> },
      { path: '/', element: <h1>Home screen</h1> },
    ],
    { path: '/login' },
  );
  return fetchSpy;
}

async function givePassword() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jane@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return screen.findByLabelText<HTMLInputElement>(CODE_LABEL);
}

describe('Signing in with two-step sign-in', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('asks for the code after the password, then signs in as a one-step sign-in does', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchSpy = show(() => json(200, { token: 'token-2', user: testUser, profile: testProfile() }));
    const input = await givePassword();

    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Lost your phone? Enter one of your recovery codes instead.',
    );
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(getStoredToken()).toBeNull();

    fireEvent.change(input, { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy();
    expect(success).toHaveBeenCalledWith('Welcome back!');
    expect(getStoredToken()).toBe('token-2');
    expect(requestsTo(fetchSpy, 'POST /api/auth/login/two-step')[0]?.body).toEqual({ ticket: 'ticket-1', code: '123456' });
  });

  it("says a wrong code in the server's words and stays on the code step", async () => {
    const error = vi.spyOn(toast, 'error');
    show(() => json(401, { error: WRONG_CODE }));
    const input = await givePassword();
    fireEvent.change(input, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('Authentication Error', { description: WRONG_CODE }));
    expect(screen.getByLabelText(CODE_LABEL)).toBe(input);
    expect(document.activeElement).toBe(input);
    expect(getStoredToken()).toBeNull();
  });

  it("'Use another account' goes back to an empty form, focused on its first field", async () => {
    show(() => json(500));
    await givePassword();
    fireEvent.click(screen.getByRole('button', { name: 'Use another account' }));

    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
    expect(document.activeElement).toBe(email);
    expect(screen.queryByLabelText(CODE_LABEL)).toBeNull();
  });
});
