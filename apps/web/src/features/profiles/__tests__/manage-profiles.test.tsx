import type { Profile } from '@marquee/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredProfile, storeSession } from '@/lib/session';
import { json, requestsTo, serveApi, testProfile, testUser } from '@/testing/profiles';
import { renderApp } from '@/testing/render';
import { ManageProfiles } from '../components/manage-profiles';

const parent = testProfile({ id: 'p1', name: 'Jane' });
const kid = testProfile({ id: 'p2', name: 'Sam', kids: true, hasPin: true, avatar: 'rocket' });

function setUp(current: Profile, profiles: Profile[], extra: Parameters<typeof serveApi>[0] = {}) {
  storeSession('token', testUser, current);
  const fetchSpy = serveApi({
    'GET /api/auth/me': () => json(200, { ...testUser, profile: current }),
    'GET /api/profiles': () => json(200, profiles),
    'GET /api/preferences': () => json(200, { accent_color: current.accent_color }),
    ...extra,
  });
  renderApp(<ManageProfiles />, { path: '/profile' });
  return fetchSpy;
}

const section = () => screen.getByRole('region', { name: 'Manage Profiles' });

describe('Manage Profiles', () => {
  // Radix's radio and switch measure themselves; jsdom has no ResizeObserver.
  beforeEach(() =>
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    ),
  );
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('lists the profiles, with edit for each and delete for all but the one in use', async () => {
    setUp(parent, [parent, kid]);
    await screen.findByText('Sam');
    expect(within(section()).getByRole('button', { name: 'Edit Jane' })).toBeTruthy();
    expect(within(section()).getByRole('button', { name: 'Edit Sam' })).toBeTruthy();
    expect(within(section()).getByRole('button', { name: 'Delete Sam' })).toBeTruthy();
    expect(within(section()).queryByRole('button', { name: 'Delete Jane' })).toBeNull();
    expect(within(section()).getByText('Kids')).toBeTruthy();
  });

  it('disables Add profile at 5 profiles and says why', async () => {
    const five = [parent, ...[2, 3, 4, 5].map((n) => testProfile({ id: `p${n}`, name: `Profile ${n}` }))];
    setUp(parent, five);
    await screen.findByText('Profile 5');
    const add = within(section()).getByRole('button', { name: 'Add profile' });
    expect(add.hasAttribute('disabled')).toBe(true);
    const note = document.getElementById(add.getAttribute('aria-describedby')!);
    expect(note?.textContent).toBe('You have 5 profiles, the most an account can have. Delete one to add another.');
  });

  it('checks the new profile before sending, then adds it with the choices made', async () => {
    const created = testProfile({ id: 'p9', name: 'Sam', kids: true, hasPin: true, avatar: 'moon' });
    const fetchSpy = setUp(parent, [parent], { 'POST /api/profiles': () => json(201, created) });
    await screen.findByText('Jane');
    fireEvent.click(within(section()).getByRole('button', { name: 'Add profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a profile' });

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Lock with a PIN' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add profile' }));
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Please enter a name', 'A PIN is 4 digits']);
    expect(requestsTo(fetchSpy, 'POST /api/profiles')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Sam ' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Moon' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Green' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Kids profile' }));
    fireEvent.change(within(dialog).getByLabelText('Maximum rating'), { target: { value: 'TV-Y7' } });
    fireEvent.change(within(dialog).getByLabelText('PIN'), { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add profile' }));

    // The first Kids profile brings the offer to lock Jane, declined here.
    const offer = await screen.findByRole('dialog', { name: 'Lock the other profiles?' });
    fireEvent.click(within(offer).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetchSpy, 'POST /api/profiles').map((request) => request.body)).toEqual([
      { name: 'Sam', avatar: 'moon', accent_color: '#10B981', kids: true, maxRating: 'TV-Y7', pin: '1234' },
    ]);
  });

  it("shows the server's refusal in its words and keeps the dialog open", async () => {
    setUp(parent, [parent], { 'POST /api/profiles': () => json(409, { error: 'An account has at most 5 profiles' }) });
    await screen.findByText('Jane');
    fireEvent.click(within(section()).getByRole('button', { name: 'Add profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a profile' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Sam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add profile' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('An account has at most 5 profiles');
  });

  it('removes a PIN with pin: null, and keeps the profile in use in step with what the server saved', async () => {
    const renamed = { ...parent, name: 'Janet', hasPin: false };
    const fetchSpy = setUp({ ...parent, hasPin: true }, [{ ...parent, hasPin: true }, kid], {
      'PATCH /api/profiles/p1': () => json(200, renamed),
    });
    await screen.findByText('Sam');
    fireEvent.click(within(section()).getByRole('button', { name: 'Edit Jane' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Jane' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('Jane');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Janet' } });
    // A name asks for nothing; removing the PIN unlocks the profile, which takes its PIN (or the password).
    expect(within(dialog).queryByLabelText('Current PIN')).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Remove the PIN' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Enter the 4 digits of the current PIN']);
    expect(requestsTo(fetchSpy, 'PATCH /api/profiles/p1')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Current PIN'), { target: { value: '2468' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetchSpy, 'PATCH /api/profiles/p1').map((request) => request.body)).toEqual([
      { name: 'Janet', avatar: 'smile', accent_color: '#E63462', kids: false, maxRating: null, pin: null, currentPin: '2468' },
    ]);
    expect(await within(section()).findByText('Janet')).toBeTruthy();
    expect(getStoredProfile()).toEqual(renamed);
  });

  it('asks for the account password to lift a limit from a profile without a PIN, or the PIN one has', async () => {
    const openKid = testProfile({ id: 'p3', name: 'Max', kids: true, avatar: 'cat' });
    const fetchSpy = setUp(parent, [parent, openKid, kid], {
      'PATCH /api/profiles/p3': () => json(200, { ...openKid, kids: false }),
      'PATCH /api/profiles/p2': () => json(200, { ...kid, maxRating: 'G' }),
    });
    await screen.findByText('Max');
    fireEvent.click(within(section()).getByRole('button', { name: 'Edit Max' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Max' });
    expect(within(dialog).queryByLabelText('Account password')).toBeNull();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Kids profile' }));
    expect(within(dialog).getByText('This change unlocks the profile, so it needs the account password.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Account password'), { target: { value: 'correct horse' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetchSpy, 'PATCH /api/profiles/p3').map((request) => request.body)).toEqual([
      { name: 'Max', avatar: 'cat', accent_color: '#E63462', kids: false, maxRating: null, password: 'correct horse' },
    ]);

    // A stricter limit locks more, and asks nothing.
    fireEvent.click(within(section()).getByRole('button', { name: 'Edit Sam' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Sam' });
    fireEvent.change(within(dialog).getByLabelText('Maximum rating'), { target: { value: 'G' } });
    expect(within(dialog).queryByLabelText('Current PIN')).toBeNull();
    expect(within(dialog).queryByLabelText('Account password')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetchSpy, 'PATCH /api/profiles/p2').map((request) => request.body)).toEqual([
      { name: 'Sam', avatar: 'rocket', accent_color: '#E63462', kids: true, maxRating: 'G' },
    ]);
  });

  it('offers, once the first Kids profile is added, to set PINs on the profiles without limits that have none', async () => {
    const guest = testProfile({ id: 'p3', name: 'Guest', avatar: 'cat' });
    const locked = testProfile({ id: 'p4', name: 'Alex', hasPin: true, avatar: 'moon' });
    const created = testProfile({ id: 'p9', name: 'Robin', kids: true });
    const fetchSpy = setUp(parent, [parent, guest, locked], {
      'POST /api/profiles': () => json(201, created),
      'PATCH /api/profiles/p1': () => json(200, { ...parent, hasPin: true }),
    });
    await screen.findByText('Guest');
    const add = within(section()).getByRole('button', { name: 'Add profile' });
    add.focus();
    fireEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add a profile' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Robin' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Kids profile' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add profile' }));

    const offer = await screen.findByRole('dialog', { name: 'Lock the other profiles?' });
    expect(offer.textContent).toContain(
      'Robin can switch to a profile without a PIN with the account password. A PIN lets grown-ups switch quickly and keeps the others out.',
    );
    // Only the profiles without limits and without a PIN are offered.
    expect(within(offer).getByLabelText('PIN for Jane')).toBeTruthy();
    expect(within(offer).getByLabelText('PIN for Guest')).toBeTruthy();
    expect(within(offer).queryByLabelText('PIN for Alex')).toBeNull();
    expect(document.activeElement).toBe(within(offer).getByLabelText('PIN for Jane'));

    fireEvent.change(within(offer).getByLabelText('PIN for Jane'), { target: { value: '12' } });
    fireEvent.click(within(offer).getByRole('button', { name: 'Set PINs' }));
    expect((await within(offer).findByRole('alert')).textContent).toBe('A PIN is 4 digits');
    expect(requestsTo(fetchSpy, 'PATCH /api/profiles/p1')).toEqual([]);
    fireEvent.change(within(offer).getByLabelText('PIN for Jane'), { target: { value: '1357' } });
    fireEvent.click(within(offer).getByRole('button', { name: 'Set PINs' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A PIN left empty is not set.
    expect(requestsTo(fetchSpy, 'PATCH /api/profiles/p1').map((request) => request.body)).toEqual([{ pin: '1357' }]);
    expect(requestsTo(fetchSpy, 'PATCH /api/profiles/p3')).toEqual([]);
    expect(document.activeElement).toBe(add);
  });

  it('does not offer PINs when a limited profile was there already, or nothing is left to lock', async () => {
    const created = testProfile({ id: 'p9', name: 'Robin', kids: true });
    setUp(parent, [parent, kid], { 'POST /api/profiles': () => json(201, created) });
    await screen.findByText('Sam');
    fireEvent.click(within(section()).getByRole('button', { name: 'Add profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a profile' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Robin' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Kids profile' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Lock the other profiles?' })).toBeNull();
  });

  it('asks before deleting, then deletes', async () => {
    const fetchSpy = setUp(parent, [parent, kid], { 'DELETE /api/profiles/p2': () => json(204) });
    await screen.findByText('Sam');
    fireEvent.click(within(section()).getByRole('button', { name: 'Delete Sam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Sam?' });
    expect(requestsTo(fetchSpy, 'DELETE /api/profiles/p2')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetchSpy, 'DELETE /api/profiles/p2')).toHaveLength(1);
    expect(within(section()).queryByText('Sam')).toBeNull();
  });

  it('lets a limited profile see the profiles but change nothing', async () => {
    setUp(kid, [parent, kid]);
    await screen.findByText('Jane');
    expect(within(section()).queryByRole('button')).toBeNull();
    expect(within(section()).getByText(/This profile has limits/)).toBeTruthy();
  });
});
