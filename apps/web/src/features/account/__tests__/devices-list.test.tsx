import type { Device } from '@marquee/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '@/lib/session';
import { json, requestsTo, serveApi, testProfile, testUser } from '@/testing/profiles';
import { renderApp } from '@/testing/render';
import { DevicesList } from '../components/devices-list';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const device = (fields: Partial<Device>): Device => ({
  id: 'aaaaaaaaaaaaaaaa',
  browser: 'Firefox 140',
  system: 'Windows 11',
  profile: 'Jane',
  createdAt: hoursAgo(48),
  lastSeenAt: hoursAgo(0.5),
  current: true,
  ...fields,
});

const phone = device({
  id: 'bbbbbbbbbbbbbbbb',
  browser: 'Safari 18',
  system: 'iOS 18.1',
  profile: 'Robin',
  createdAt: hoursAgo(3),
  current: false,
});
const unknown = device({ id: 'cccccccccccccccc', browser: null, system: null, lastSeenAt: null, current: false });

describe('Where you are signed in', () => {
  beforeEach(() => storeSession('token', testUser, testProfile()));
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it('lists each device with its profile and times, this one marked and without Sign out', async () => {
    serveApi({
      'GET /api/auth/me': () => json(200, { ...testUser, profile: testProfile() }),
      'GET /api/auth/devices': () => json(200, [device({}), phone, unknown]),
    });
    renderApp(<DevicesList />, { path: '/profile' });
    const list = await screen.findByRole('list', { name: "Where you're signed in" });
    const names = ['Firefox 140 on Windows 11', 'Safari 18 on iOS 18.1', 'Unknown browser'];
    const rows = names.map((name) => within(list).getByRole('listitem', { name }));
    expect(within(list).getAllByRole('listitem')).toEqual(rows);
    expect(rows[0]?.textContent).toContain('This device');
    expect(rows[0]?.textContent).toContain('Jane · Signed in 2 days ago · Last seen 30 minutes ago');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]?.textContent).toContain('Robin · Signed in 3 hours ago');
    expect(rows[1]?.textContent).not.toContain('This device');
    expect(rows[2]?.textContent).not.toContain('Last seen');
    expect(within(rows[1]!).getByRole('button', { name: 'Sign out Safari 18 on iOS 18.1' }).textContent).toBe('Sign out');
  });

  it('signs one device out, says so, and reads the list again', async () => {
    const success = vi.spyOn(toast, 'success');
    let signedOut = false;
    const fetchSpy = serveApi({
      'GET /api/auth/me': () => json(200, { ...testUser, profile: testProfile() }),
      'GET /api/auth/devices': () => json(200, signedOut ? [device({})] : [device({}), phone]),
      'DELETE /api/auth/devices/bbbbbbbbbbbbbbbb': () => {
        signedOut = true;
        return json(204);
      },
    });
    renderApp(<DevicesList />, { path: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out Safari 18 on iOS 18.1' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Signed out of that device'));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(requestsTo(fetchSpy, 'DELETE /api/auth/devices/bbbbbbbbbbbbbbbb')).toHaveLength(1);
    expect(requestsTo(fetchSpy, 'GET /api/auth/devices')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: "Where you're signed in" }));
  });
});
