import type { HistoryEntryBody, HistoryRecordReply, ListEntryBody, PlaybackTarget } from '@marquee/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, storeSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { testUser } from '@/testing/profiles';
import { useHistoryRecording } from '../hooks/use-history-recording';

/**
 * A member's history as the server keeps it (docs/behaviour.md#recording): a report for the same title and episode as
 * the title's latest entry updates that entry, any other adds one. Reports are applied when the test delivers them,
 * in the order it chooses, as requests overtake each other on their way.
 */
interface Row {
  season: number | null | undefined;
  episode: number | null | undefined;
  watch_position: number;
}
const server = vi.hoisted(() => ({
  rows: [] as Row[],
  inFlight: [] as Array<{ body: HistoryEntryBody; deliver(): void }>,
  /** The session each report was sent in. */
  tokens: [] as Array<string | undefined>,
  /** Whether the server refuses what arrives. */
  refuses: false,
}));

vi.mock('../api/record-history', () => ({
  recordHistory: (body: HistoryEntryBody, _keepalive: boolean, token?: string) =>
    new Promise<HistoryRecordReply>((resolve, reject) => {
      server.tokens.push(token);
      server.inFlight.push({
        body,
        deliver() {
          if (server.refuses) return reject(new Error('refused'));
          // Newest first: rows[0] is the title's latest entry.
          const latest = server.rows[0];
          if (latest && latest.season === body.season && latest.episode === body.episode) {
            server.rows.splice(0, 1);
            server.rows.unshift({ ...latest, watch_position: body.watch_position ?? latest.watch_position });
          } else {
            server.rows.unshift({ season: body.season, episode: body.episode, watch_position: body.watch_position ?? 0 });
          }
          resolve({ recorded: false });
        },
      });
    }),
}));
vi.mock(import('@/lib/auth'), async (importOriginal) => ({
  ...(await importOriginal()),
  useAuth: () => ({ user: { uid: 'u1' } }) as unknown as ReturnType<typeof import('@/lib/auth').useAuth>,
}));
vi.mock('@/lib/preferences', () => ({ usePreferences: () => ({ preferences: { isWatchHistoryEnabled: true } }) }));
vi.mock('@/lib/metadata-source', () => ({ useMetadataSource: () => 'catalogue' }));

/** Delivers what is on its way, the request sent last first, until nothing is left. */
async function deliverNewestFirst() {
  for (;;) {
    await act(async () => {});
    const next = server.inFlight.pop();
    if (!next) return;
    await act(async () => next.deliver());
  }
}

const show: ListEntryBody = { media_id: 1399, media_type: 'tv', title: 'Breaking Bad' };
const episode = (n: number): PlaybackTarget => ({ type: 'tv', id: 1399, season: 1, episode: n });

describe('useHistoryRecording', () => {
  beforeEach(() => {
    server.rows = [];
    server.inFlight = [];
    server.tokens = [];
    server.refuses = false;
    clearSession();
  });

  it('keeps one row per episode when auto-advance starts the next while the last save of the one before is on its way', async () => {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result, rerender, unmount } = renderHook(
      ({ target }: { target: PlaybackTarget }) =>
        useHistoryRecording(target, `tv:1399:${target.type === 'tv' ? target.episode : 0}`, show),
      { wrapper, initialProps: { target: episode(1) } },
    );
    result.current.reportPlayed();
    await deliverNewestFirst();
    expect(server.rows).toEqual([{ season: 1, episode: 1, watch_position: 0 }]);

    // The episode ends; the player moves on to the next one, which plays.
    result.current.reportProgress({ position: 1390, duration: 1400 });
    rerender({ target: episode(2) });
    result.current.reportPlayed();
    await deliverNewestFirst();

    expect(server.rows).toEqual([
      { season: 1, episode: 2, watch_position: 0 },
      { season: 1, episode: 1, watch_position: 1390 },
    ]);
    unmount();
  });

  it('records nothing for a viewing that never played, not even its progress on leaving', async () => {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result, unmount } = renderHook(() => useHistoryRecording(episode(1), 'tv:1399:1', show), { wrapper });
    // A page that loaded paused reports where it stands, but nothing played.
    result.current.reportProgress({ position: 0, duration: 1400 });
    await deliverNewestFirst();
    unmount();
    await deliverNewestFirst();
    expect(server.rows).toEqual([]);
  });

  it('records a viewing when it first plays, also when the play was reported before the title had loaded', async () => {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(
      ({ media }: { media: ListEntryBody | null }) => useHistoryRecording(episode(1), 'tv:1399:1', media),
      { wrapper, initialProps: { media: null as ListEntryBody | null } },
    );
    result.current.reportPlayed();
    await deliverNewestFirst();
    expect(server.rows).toEqual([]);
    rerender({ media: show });
    await deliverNewestFirst();
    expect(server.rows).toEqual([{ season: 1, episode: 1, watch_position: 0 }]);
  });

  it("writes a profile's viewing to that profile's history, also its last save after a switch to another, which is told nothing", async () => {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    storeSession('session-of-sam', testUser);
    const { result, unmount } = renderHook(() => useHistoryRecording(episode(1), 'tv:1399:1', show), { wrapper });
    result.current.reportPlayed();
    await deliverNewestFirst();
    result.current.reportProgress({ position: 600, duration: 1400 });

    // The viewer switches to the Kids profile, which is sent home: the player closes and saves where Sam was.
    storeSession('session-of-kids', testUser);
    server.refuses = true;
    const told = vi.spyOn(toast, 'error');
    unmount();
    await deliverNewestFirst();
    expect(server.tokens).toEqual(['session-of-sam', 'session-of-sam']);
    expect(told).not.toHaveBeenCalled();
  });
});
