import type { AdminUser, Invitation, User } from '@marquee/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { json, requestsTo, serveApi, testProfile, testUser } from '@/testing/profiles';
import { renderApp } from '@/testing/render';
import AdminRoute from '../routes/admin';

const admin: User = { ...testUser, role: 'admin' };

const account = (fields: Partial<AdminUser>): AdminUser => ({
  id: 'u2',
  email: 'sam@example.com',
  displayName: 'Sam',
  role: 'member',
  configuredAdmin: false,
  disabled: false,
  profiles: ['Sam', 'Robin'],
  createdAt: '2026-01-05T10:00:00.000Z',
  lastSeenAt: null,
  signInMethods: ['password'],
  ...fields,
});

const accounts = [
  account({
    id: 'u1',
    email: admin.email,
    displayName: 'Jane',
    role: 'admin',
    profiles: ['Jane'],
    lastSeenAt: new Date().toISOString(),
  }),
  account({}),
  account({ id: 'u3', email: 'ops@example.com', displayName: null, role: 'admin', configuredAdmin: true }),
];

const invitation = (fields: Partial<Invitation>): Invitation => ({
  id: 'i1',
  createdAt: '2026-01-05T10:00:00.000Z',
  expiresAt: '2026-01-12T10:00:00.000Z',
  maxUses: 1,
  uses: 0,
  state: 'valid',
  profile: null,
  ...fields,
});

function show(answers: Parameters<typeof serveApi>[0] = {}, user = admin, profile = testProfile()) {
  storeSession('token', user, profile);
  const fetchSpy = serveApi({
    'GET /api/auth/me': () => json(200, { ...user, profile }),
    'GET /api/admin/users': () => json(200, accounts),
    'GET /api/admin/invitations': () =>
      json(200, [
        invitation({}),
        invitation({ id: 'i2', state: 'used', uses: 1, profile: { name: 'Robin', kids: true, maxRating: null } }),
      ]),
    'GET /api/admin/settings': () => json(200, { registration: 'invite', twoStepForAdmins: false, siteName: 'Marquee' }),
    ...answers,
  });
  renderApp(<AdminRoute />, { path: '/admin' });
  return fetchSpy;
}

const row = (email: string) => screen.getByRole('listitem', { name: email });

describe('/admin', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells a member that it is not theirs', async () => {
    show({}, testUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Only an admin of this server can manage it' })).toBeTruthy();
  });

  it('tells an admin on a Kids profile the same', async () => {
    show({}, admin, testProfile({ kids: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Only an admin of this server can manage it' })).toBeTruthy();
  });

  it('lists every account with its facts, and no actions on your own or a configured admin', async () => {
    show();
    expect(screen.getByRole('tab', { name: 'Accounts', selected: true })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '3 accounts' })).toBeTruthy();

    const sam = row('sam@example.com');
    expect(sam.textContent).toContain('Sam and Robin');
    expect(sam.textContent).toContain('Last seenNever');
    expect(sam.textContent).toContain('Sign-in methodsPassword');
    expect(within(sam).getByRole('button', { name: 'Make admin' })).toBeTruthy();

    const own = row(admin.email);
    expect(own.textContent).toContain('This is your account.');
    expect(within(own).queryByRole('button')).toBeNull();
    const ops = row('ops@example.com');
    expect(ops.textContent).toContain('Admin by server setting');
    expect(within(ops).queryByRole('button')).toBeNull();
  });

  it('makes an account an admin, turns it off, and says a refusal in a toast', async () => {
    const failure = vi.spyOn(toast, 'error');
    let refuse = false;
    const fetchSpy = show({
      'PATCH /api/admin/users/u2': () =>
        refuse ? json(409, { error: 'The server must keep at least one admin who can sign in' }) : json(204),
    });
    await screen.findByRole('heading', { name: '3 accounts' });
    fireEvent.click(within(row('sam@example.com')).getByRole('button', { name: 'Make admin' }));
    await waitFor(() => expect(requestsTo(fetchSpy, 'PATCH /api/admin/users/u2')).toHaveLength(1));
    await waitFor(() =>
      expect(within(row('sam@example.com')).getByRole('button', { name: 'Turn off' }).hasAttribute('disabled')).toBe(false),
    );

    refuse = true;
    fireEvent.click(within(row('sam@example.com')).getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('The account was not changed', {
        description: 'The server must keep at least one admin who can sign in',
      }),
    );
    expect(requestsTo(fetchSpy, 'PATCH /api/admin/users/u2').map((request) => request.body)).toEqual([
      { role: 'admin' },
      { disabled: true },
    ]);
  });

  it('deletes an account only once the dialog, which says all its data goes, is confirmed', async () => {
    const fetchSpy = show({ 'DELETE /api/admin/users/u2': () => json(204) });
    await screen.findByRole('heading', { name: '3 accounts' });
    fireEvent.click(within(row('sam@example.com')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete sam@example.com?' });
    expect(dialog.textContent).toContain('All its data goes with it');
    expect(requestsTo(fetchSpy, 'DELETE /api/admin/users/u2')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(requestsTo(fetchSpy, 'DELETE /api/admin/users/u2')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('makes an invitation with a Kids first profile and shows its link, with Copy', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetchSpy = show({
      'POST /api/admin/invitations': () =>
        json(201, invitation({ id: 'i3', code: 'SECRET', profile: { name: 'Robin', kids: true, maxRating: null } })),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Invitations' }));
    expect(screen.getByLabelText<HTMLInputElement>('Valid for (days)').value).toBe('7');
    expect(screen.getByLabelText<HTMLInputElement>('Accounts it can make').value).toBe('1');
    fireEvent.change(screen.getByLabelText('Valid for (days)'), { target: { value: '14' } });
    fireEvent.change(screen.getByLabelText('Profile name'), { target: { value: 'Robin' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kids' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make invitation link' }));

    const link = await screen.findByLabelText<HTMLInputElement>('Invitation link');
    expect(link.value).toBe(`${window.location.origin}/signup?invite=SECRET`);
    expect(link.readOnly).toBe(true);
    expect(requestsTo(fetchSpy, 'POST /api/admin/invitations')[0]?.body).toEqual({
      days: 14,
      uses: 1,
      profile: { name: 'Robin', kids: true, maxRating: null },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link.value));
  });

  it('lists the invitations with their uses and state, and withdraws a valid one', async () => {
    const fetchSpy = show({ 'DELETE /api/admin/invitations/i1': () => json(204) });
    fireEvent.click(await screen.findByRole('tab', { name: 'Invitations' }));
    const list = await screen.findByRole('list');
    const [valid, used] = within(list).getAllByRole('listitem');
    expect(valid?.textContent).toContain('StateValid');
    expect(valid?.textContent).toContain('Uses0 of 1');
    expect(used?.textContent).toContain('StateUsed');
    expect(used?.textContent).toContain('Robin, Kids');
    expect(within(used!).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    fireEvent.click(within(valid!).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(requestsTo(fetchSpy, 'DELETE /api/admin/invitations/i1')).toHaveLength(1));
  });

  it('saves who may sign up as soon as it is chosen', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchSpy = show({
      'PATCH /api/admin/settings': () => json(200, { registration: 'open', twoStepForAdmins: false, siteName: 'Marquee' }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: /Only people I invite/ })).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Anyone/ }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Setting saved'));
    expect(requestsTo(fetchSpy, 'PATCH /api/admin/settings')[0]?.body).toEqual({ registration: 'open' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Anyone/ }).checked).toBe(true);
  });

  it('renames the site with its button, and says why when the server refuses', async () => {
    const success = vi.spyOn(toast, 'success');
    const failure = vi.spyOn(toast, 'error');
    let reply = json(400, { error: "The site's name must be plain text on one line" });
    const fetchSpy = show({ 'PATCH /api/admin/settings': () => reply });
    fireEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    const field = await screen.findByLabelText<HTMLInputElement>('Site name');
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save name' });
    expect([field.value, save.disabled]).toEqual(['Marquee', true]);
    fireEvent.change(field, { target: { value: ' Friday Pictures ' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('The name was not saved', {
        description: "The site's name must be plain text on one line",
      }),
    );
    reply = json(200, { registration: 'invite', twoStepForAdmins: false, siteName: 'Friday Pictures' });
    fireEvent.click(save);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Site renamed'));
    expect(requestsTo(fetchSpy, 'PATCH /api/admin/settings').map((request) => request.body)).toEqual([
      { siteName: 'Friday Pictures' },
      { siteName: 'Friday Pictures' },
    ]);
    expect(field.value).toBe('Friday Pictures');
    expect(save.disabled).toBe(true);
  });

  it('asks two-step sign-in of admins, and says why when the server refuses', async () => {
    const failure = vi.spyOn(toast, 'error');
    const fetchSpy = show({
      'PATCH /api/admin/settings': () => json(409, { error: 'Turn on two-step sign-in for your own account first' }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: /Admins sign in with two steps/ });
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('The setting was not saved', {
        description: 'Turn on two-step sign-in for your own account first',
      }),
    );
    expect(requestsTo(fetchSpy, 'PATCH /api/admin/settings')[0]?.body).toEqual({ twoStepForAdmins: true });
    expect(box.checked).toBe(false);
  });
});
