import type { ActivityReply, ActivityViewer, ServerHealth, User } from '@marquee/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { json, requestsTo, serveApi, testProfile, testUser } from '@/testing/profiles';
import { renderApp } from '@/testing/render';
import AdminRoute from '../routes/admin';

const admin: User = { ...testUser, role: 'admin' };

const viewer = (fields: Partial<ActivityViewer>): ActivityViewer => ({
  id: 'v1',
  account: { id: 'u2', name: 'Sam' },
  profile: 'Robin',
  media: { type: 'movie', id: 603 },
  title: 'The Matrix',
  position: 61,
  duration: 8160,
  paused: false,
  method: 'direct',
  reasons: [],
  node: 'node-a:8080',
  browser: 'Firefox 140',
  system: 'Windows 10',
  startedAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:30.000Z',
  ...fields,
});

const busy: ActivityReply = {
  watching: [
    viewer({}),
    viewer({
      id: 'v2',
      media: { type: 'tv', id: 1399, season: 2, episode: 5 },
      title: 'Breaking Bad',
      paused: true,
      method: 'transcode',
      reasons: ["Your browser can't play HEVC video: converting the video to H.264"],
      node: 'node-b:8080',
      browser: 'Safari 18',
      system: 'iOS 18',
    }),
  ],
  signIns: [
    {
      account: { id: 'u2', name: 'Sam' },
      profile: 'Robin',
      createdAt: new Date().toISOString(),
      lastSeenAt: null,
      browser: 'Firefox 140',
      system: 'Windows 10',
    },
  ],
  failedSignIns: [
    {
      at: new Date().toISOString(),
      email: 'nobody@example.com',
      known: false,
      address: '203.0.113.9',
      reason: 'wrong_password',
      browser: 'Chrome 150',
      system: 'Linux',
    },
    {
      at: new Date().toISOString(),
      email: 'sam@example.com',
      known: true,
      address: '203.0.113.9',
      reason: 'wrong_code',
      browser: null,
      system: null,
    },
  ],
};

const GB = 1024 ** 3;
const health: ServerHealth = {
  database: { ok: true, kind: 'postgres' },
  redis: { ok: true },
  ffmpeg: { ok: false, version: null },
  disks: [
    { folder: 'data', path: '/srv/marquee/data', freeBytes: 40 * GB, totalBytes: 100 * GB, low: false },
    { folder: 'cache', path: '/srv/marquee/cache', freeBytes: 100 * 1024 ** 2, totalBytes: 20 * GB, low: true },
  ],
  diskMinFreeBytes: 256 * 1024 ** 2,
};

function show(activity: ActivityReply = busy, serverHealth: ServerHealth = health) {
  storeSession('token', admin, testProfile());
  const fetchSpy = serveApi({
    'GET /api/auth/me': () => json(200, { ...admin, profile: testProfile() }),
    'GET /api/admin/users': () => json(200, []),
    'GET /api/admin/activity': () => json(200, activity),
    'GET /api/admin/server-health': () => json(200, serverHealth),
  });
  renderApp(<AdminRoute />, { path: '/admin' });
  fireEvent.click(screen.getByRole('tab', { name: 'Activity' }));
  return fetchSpy;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('/admin, Activity', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('comes after Settings and shows who watches what, how it plays, where and on what', async () => {
    show();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs.slice(-2)).toEqual(['Settings', 'Activity']);
    const film = await screen.findByRole('listitem', { name: 'The Matrix' });
    expect(film.textContent).toContain('1:01 of 2:16:00');
    expect(film.textContent).toContain('Playing');
    expect(film.textContent).toContain('WhoRobin (Sam)');
    expect(film.textContent).toContain('HowDirect play');
    expect(film.textContent).toContain('DeviceFirefox 140 on Windows 10');
    expect(film.textContent).toContain('Nodenode-a:8080');
    const episode = screen.getByRole('listitem', { name: 'Breaking Bad · S2 E5' });
    expect(episode.textContent).toContain('Paused');
    expect(episode.textContent).toContain(
      "HowConverted (transcoded): Your browser can't play HEVC video: converting the video to H.264",
    );
    expect(episode.textContent).toContain('Safari 18 on iOS 18');
  });

  it('lists the recent sign-ins and the server health, warning of a low disk', async () => {
    show();
    const signIns = await screen.findByRole('region', { name: 'Recent sign-ins' });
    const [signIn] = await within(signIns).findAllByRole('listitem');
    expect(signIn?.textContent).toContain('Robin (Sam)');
    expect(signIn?.textContent).toContain('Firefox 140 on Windows 10');
    expect(signIn?.textContent).toContain('last seen never');
    const failures = within(screen.getByRole('region', { name: 'Failed sign-ins' })).getAllByRole('listitem');
    expect(failures.map((failure) => failure.textContent)).toEqual([
      expect.stringMatching(/^nobody@example.com \(no such account\)Wrong email or password203.0.113.9 · Chrome 150 on Linux/),
      expect.stringMatching(/^sam@example.comWrong two-step code203.0.113.9 · Unknown device/),
    ]);

    const healthPart = await screen.findByRole('region', { name: 'Server health' });
    await within(healthPart).findByText('PostgreSQL: working');
    expect(healthPart.textContent).toContain('RedisWorking');
    expect(healthPart.textContent).toContain('Not found: files play only as they are');
    expect(healthPart.textContent).toContain('40.0 GB free of 100 GB');
    expect(healthPart.textContent).toContain('100 MB free of 20.0 GB');
    expect(healthPart.textContent).toContain('Low: under 256 MB free');
    expect(healthPart.textContent?.match(/Low:/g)).toHaveLength(1);
  });

  it('says plainly when nobody watches or is signed in, and names a single node and FFmpeg', async () => {
    show(
      { watching: [], signIns: [], failedSignIns: [] },
      { ...health, redis: null, ffmpeg: { ok: true, version: 'ffmpeg version 7.1' }, disks: [] },
    );
    expect(await within(section('Watching now')).findByText('Nobody is watching right now.')).toBeTruthy();
    expect(within(section('Recent sign-ins')).getByText('Nobody is signed in.')).toBeTruthy();
    expect(within(section('Failed sign-ins')).getByText('No failed sign-ins.')).toBeTruthy();
    await within(section('Server health')).findByText('ffmpeg version 7.1');
    expect(section('Server health').textContent).toContain('Not used (one node)');
  });

  it('asks again every 10 s while the tab is open, and no longer once another tab is chosen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchSpy = show();
    await screen.findByRole('listitem', { name: 'The Matrix' });
    const asked = () => requestsTo(fetchSpy, 'GET /api/admin/activity').length;
    expect(asked()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(asked()).toBe(2);
    expect(requestsTo(fetchSpy, 'GET /api/admin/server-health')).toHaveLength(2);
    fireEvent.click(screen.getByRole('tab', { name: 'Accounts' }));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(asked()).toBe(2);
  });

  it('tells a refusal apart from a failure', async () => {
    storeSession('token', admin, testProfile());
    serveApi({
      'GET /api/auth/me': () => json(200, { ...admin, profile: testProfile() }),
      'GET /api/admin/activity': () => json(500, { error: 'boom' }),
      'GET /api/admin/server-health': () => json(403, { error: 'Admins only' }),
    });
    renderApp(<AdminRoute />, { path: '/admin' });
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(await screen.findByText('Failed to load the activity')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Only an admin of this server can manage it' })).toBeTruthy();
  });
});
