import type { PlaybackTarget, PlayingReport } from '@marquee/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '@/lib/session';
import { json, requestsTo, serveApi, testProfile, testUser } from '@/testing/profiles';
import { useActivityReport } from '../hooks/use-activity-report';

vi.mock(import('@/lib/auth'), async (importOriginal) => ({
  ...(await importOriginal()),
  useAuth: () => ({ user: { uid: 'u1' } }) as unknown as ReturnType<typeof import('@/lib/auth').useAuth>,
}));

const film: PlaybackTarget = { type: 'movie', id: 603 };
const episode: PlaybackTarget = { type: 'tv', id: 1399, season: 2, episode: 5 };

function setUp(target: PlaybackTarget = film, library = true) {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const fetchSpy = serveApi({ 'POST /api/activity/playing': () => json(204) });
  const hook = renderHook(
    ({ target: current }) => useActivityReport(current, JSON.stringify(current), { current: frame }, library),
    { initialProps: { target } },
  );
  /** A PLAYER_EVENT from the frame (or from elsewhere), as the local player page posts them. */
  const post = (data: Record<string, unknown>, from: { origin?: string; source?: MessageEventSource | null } = {}) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: from.origin ?? window.location.origin,
          source: from.source === undefined ? frame.contentWindow : from.source,
          data: { type: 'PLAYER_EVENT', data: { tmdbId: 603, mediaType: 'movie', ...data } },
        }),
      );
    });
  const reports = () => requestsTo(fetchSpy, 'POST /api/activity/playing');
  return { hook, post, reports, frame };
}

describe('useActivityReport', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    storeSession('the-token', testUser, testProfile());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    clearSession();
    document.body.replaceChildren();
  });

  it('reports when the library player starts, every 30 s after, paused too, and a stop when it closes', async () => {
    const { hook, post, reports } = setUp();
    post({ event: 'pause', currentTime: 0, duration: 0 });
    expect(reports()).toEqual([]);
    post({ event: 'play', currentTime: 12, duration: 5400, method: 'transcode', reasons: ["Your browser can't play DTS"] });
    const start: PlayingReport = {
      media: { type: 'movie', id: 603 },
      position: 12,
      duration: 5400,
      paused: false,
      method: 'transcode',
      reasons: ["Your browser can't play DTS"],
      stopped: false,
    };
    expect(reports()).toEqual([{ body: start, authorization: 'Bearer the-token' }]);

    post({ event: 'pause', currentTime: 40, duration: 5400 });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(reports()[1]?.body).toEqual({ ...start, position: 40, paused: true });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(reports()).toHaveLength(3);

    hook.unmount();
    expect(reports()[3]?.body).toMatchObject({ stopped: true });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(reports()).toHaveLength(4);
  });

  it('says the method is unknown when the player does not name it, and stops when the video ends', async () => {
    const { post, reports } = setUp();
    post({ event: 'timeupdate', currentTime: 3, duration: 60 });
    expect(reports()[0]?.body).toMatchObject({ method: null, reasons: [], position: 3 });
    post({ event: 'ended', currentTime: 60, duration: 60 });
    expect(reports()[1]?.body).toMatchObject({ stopped: true });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(reports()).toHaveLength(2);
  });

  it('reports an episode with its season and number, and stops the old one on moving to the next', () => {
    const { hook, post, reports } = setUp(episode);
    post({ event: 'play', tmdbId: 1399, mediaType: 'tv', season: 2, episode: 5, currentTime: 1, duration: 2 });
    expect(reports()[0]?.body).toMatchObject({ media: { type: 'tv', id: 1399, season: 2, episode: 5 } });
    hook.rerender({ target: { ...episode, episode: 6 } });
    expect(reports()[1]?.body).toMatchObject({ stopped: true });
  });

  it('ignores other pages, other titles, and players that are not the library', () => {
    const { post, reports } = setUp();
    post({ event: 'play', currentTime: 1, duration: 2 }, { origin: 'https://player.example' });
    post({ event: 'play', currentTime: 1, duration: 2 }, { source: null });
    post({ event: 'play', tmdbId: 604, currentTime: 1, duration: 2 });
    expect(reports()).toEqual([]);

    const other = setUp(film, false);
    other.post({ event: 'play', currentTime: 1, duration: 2 });
    expect(other.reports()).toEqual([]);
  });
});
