import { useLingui } from '@lingui/react/macro';
import { countsAsWatched, titleSnapshot, type HistoryEntryBody, type ListEntryBody, type PlaybackTarget } from '@marquee/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { toast } from '@/lib/toast';
import { useAuth } from '@/lib/auth';
import { getStoredToken } from '@/lib/session';
import { useMetadataSource } from '@/lib/metadata-source';
import { usePreferences } from '@/lib/preferences';
import { HISTORY_QUERY_KEY } from '@/lib/watch-history';
import { WATCHED_QUERY_KEY } from '@/lib/watched';
import { recordHistory } from '../api/record-history';
import { recordLocally } from '../lib/local-history';
import type { Progress } from '../lib/player-messages';

/** How often progress goes to the own API while playing; once more when the viewer leaves. */
const PROGRESS_SAVE_INTERVAL_MS = 15_000;

/** The history body of what plays: the title's fields, and season and episode for TV. */
function historyBody(media: ListEntryBody, target: PlaybackTarget): HistoryEntryBody {
  return target.type === 'tv' ? { ...media, season: target.season, episode: target.episode } : media;
}

/**
 * Watch history of the player (docs/behaviour.md#recording). A title is recorded once something actually played
 * (`reportPlayed`: the frame said it plays, or reported a position past the start), never on opening alone, so a title
 * that never played is in no history. From then on the progress the frame reports is saved as watch_position and
 * duration every 15 s and on leaving — to the own API when signed in with history on, to the local copy (10 entries)
 * when signed out, nowhere when history is off. `media` is null while the title loads; `reportProgress` takes the
 * frame's latest position.
 */
export function useHistoryRecording(target: PlaybackTarget, targetKey: string, media: ListEntryBody | null) {
  const { user } = useAuth();
  const { preferences } = usePreferences();
  const queryClient = useQueryClient();
  const source = useMetadataSource();
  const { t } = useLingui();
  const progress = useRef<Progress | null>(null);
  // Whether this viewing played yet, and what to do when it first does (set while the title is known).
  const played = useRef(false);
  const onPlayed = useRef<(() => void) | null>(null);
  const toldFailure = useRef(false);
  // The reports of this player, each sent once the one before is answered. The server takes a report for another
  // episode than the title's latest entry as a new viewing, so an episode's last save overtaken by the next
  // episode's opening (auto-advance sends both at once) would add a second row for the episode before.
  const sent = useRef<Promise<void>>(Promise.resolve());

  /**
   * `leaving`: the page is going away, so the report goes at once (keepalive) rather than wait its turn. `token`: the
   * session the viewing began in, so that what one profile watched is never written to another's history (the last
   * save goes as the player closes, which may be after the viewer switched to another profile).
   */
  const persist = useEffectEvent((body: HistoryEntryBody, keepalive: boolean, token: string | undefined, leaving = false) => {
    if (!user) {
      recordLocally({
        id: `${body.media_type}-${body.media_id}`,
        ...titleSnapshot(body, source),
        watch_position: body.watch_position ?? 0,
        duration: body.duration ?? 0,
        season: body.season ?? null,
        episode: body.episode ?? null,
        created_at: new Date().toISOString(),
      });
      return;
    }
    if (!preferences.isWatchHistoryEnabled) return;
    const send = () =>
      recordHistory(body, keepalive, token)
        .then(() => refreshAfterReport(queryClient, body))
        .catch(() => {
          // Once per page: a server that is down would otherwise toast every 15 s. A profile left meanwhile is not
          // told on the next one's screen.
          if (toldFailure.current || (getStoredToken() ?? undefined) !== token) return;
          toldFailure.current = true;
          const title = body.watch_position === undefined ? t`Error updating watch history` : t`Error updating progress`;
          toast.error(title, { description: t`Failed to add to watch history` });
        });
    if (leaving) void send();
    else sent.current = sent.current.then(send);
  });

  useEffect(() => {
    if (!media) return;
    const body = historyBody(media, target);
    const token = getStoredToken() ?? undefined;
    // The viewing is recorded when it first plays; a play reported before the title loaded counts then.
    let opened = false;
    const open = () => {
      opened = true;
      persist(body, false, token);
    };
    onPlayed.current = () => {
      if (!opened) open();
    };
    if (played.current) open();

    let saved: Progress | null = null;
    const saveProgress = (keepalive: boolean, leaving = false) => {
      const latest = progress.current;
      if (!opened || !latest || (saved?.position === latest.position && saved.duration === latest.duration)) return;
      saved = latest;
      persist({ ...body, watch_position: latest.position, duration: latest.duration }, keepalive, token, leaving);
    };
    const timer = window.setInterval(() => saveProgress(false), PROGRESS_SAVE_INTERVAL_MS);
    const onPageHide = () => saveProgress(true, true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', onPageHide);
      saveProgress(true);
      progress.current = null;
      played.current = false;
      onPlayed.current = null;
    };
    // targetKey names the target; a new one is a new viewing. `media` keeps its identity while the title is cached.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- target is a new object each render; targetKey names it
  }, [targetKey, media]);

  return {
    reportProgress(latest: Progress) {
      progress.current = latest;
    },
    reportPlayed() {
      if (played.current) return;
      played.current = true;
      onPlayed.current?.();
    },
  };
}

/** After a recorded report: the history's screens, and the watched ticks when it marked the title (past 90 %). */
function refreshAfterReport(queryClient: QueryClient, body: HistoryEntryBody): void {
  void queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
  if (countsAsWatched(body.watch_position ?? 0, body.duration ?? 0)) {
    void queryClient.invalidateQueries({ queryKey: WATCHED_QUERY_KEY });
  }
}
