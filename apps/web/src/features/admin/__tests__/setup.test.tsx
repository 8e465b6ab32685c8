import { STORAGE_KEYS } from '@marquee/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, requestsTo, serveApi, testProfile } from '@/testing/profiles';
import { renderRoutes } from '@/testing/render';
import SetupRoute from '../routes/setup';

const owner = { uid: 'u1', email: 'owner@example.com', displayName: 'Olive', photoURL: null, role: 'admin' };

function show(setupNeeded: boolean, setup = () => json(201, { token: 'tok', user: owner, profile: testProfile() })) {
  const fetchSpy = serveApi({
    'GET /api/auth/registration': () => json(200, { setupNeeded, registration: 'invite' }),
    'POST /api/setup': setup,
  });
  const view = renderRoutes(
    [
      { path: '/setup', element: <SetupRoute /> },
      { path: '/', element: <h1>Home screen</h1> },
    ],
    { path: '/setup' },
  );
  return { fetchSpy, ...view };
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('/setup', () => {
  afterEach(() => vi.restoreAllMocks());

  it("sets the server up with the code, the site's name, the owner and who may sign up, signs in and goes home", async () => {
    const { fetchSpy } = show(true);
    const code = await screen.findByLabelText('Setup code');
    expect(code.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Printed in the server log when it started').id).toBe(code.getAttribute('aria-describedby'));
    // Only people I invite is the default.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Only people I invite/ }).checked).toBe(true);

    // The site's name starts as the server's configured one.
    expect(screen.getByLabelText<HTMLInputElement>('Site name').value).toBe('Marquee');
    fill('Setup code', ' abcd-efgh-jkmn ');
    fill('Site name', ' Friday Pictures ');
    fill('Display name (optional)', 'Olive');
    fill('Email', 'owner@example.com');
    fill('Password', 'correct-horse');
    fireEvent.click(screen.getByRole('radio', { name: /Anyone/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Set up server' }));

    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy();
    expect(requestsTo(fetchSpy, 'POST /api/setup')[0]?.body).toEqual({
      code: 'abcd-efgh-jkmn',
      siteName: 'Friday Pictures',
      displayName: 'Olive',
      email: 'owner@example.com',
      password: 'correct-horse',
      registration: 'open',
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toMatchObject({ role: 'admin' });
  });

  it("says the server's refusal under the form, and stays", async () => {
    show(true, () => json(403, { error: 'That is not the setup code: copy it from the server log' }));
    await screen.findByLabelText('Setup code');
    fill('Setup code', 'WRONG');
    fill('Email', 'owner@example.com');
    fill('Password', 'correct-horse');
    fireEvent.click(screen.getByRole('button', { name: 'Set up server' }));

    expect((await screen.findByRole('alert')).textContent).toBe('That is not the setup code: copy it from the server log');
    expect(screen.queryByRole('heading', { name: 'Home screen' })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('says a server already set up is, with the way to log in and no form', async () => {
    show(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'This server is already set up' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByLabelText('Setup code')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Set up server' })).toBeNull());
  });
});
