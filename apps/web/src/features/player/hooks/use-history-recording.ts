import { titleSnapshot, type HistoryEntryBody, type ListEntryBody, type PlaybackTarget } from '@marquee/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { toast } from '@/lib/toast';
import { useAuth } from '@/lib/auth';
import { useMetadataSource } from '@/lib/metadata-source';
import { usePreferences } from '@/lib/preferences';
import { HISTORY_QUERY_KEY } from '@/lib/watch-history';
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
 * Watch history of the player (docs/behaviour.md#recording). Opening a title records it, and the progress the frame
 * reports is saved as watch_position and duration every 15 s and on leaving — to the own API when signed in with
 * history on, to the local copy (10 entries) when signed out, nowhere when history is off. `media` is null while the
 * title loads; `reportProgress` takes the frame's latest position.
 */
export function useHistoryRecording(target: PlaybackTarget, targetKey: string, media: ListEntryBody | null) {
  const { user } = useAuth();
  const { preferences } = usePreferences();
  const queryClient = useQueryClient();
  const source = useMetadataSource();
  const progress = useRef<Progress | null>(null);
  const toldFailure = useRef(false);

  const persist = useEffectEvent((body: HistoryEntryBody, keepalive: boolean) => {
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
    recordHistory(body, keepalive)
      .then(() => queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }))
      .catch(() => {
        // Once per page: a server that is down would otherwise toast every 15 s.
        if (toldFailure.current) return;
        toldFailure.current = true;
        const title = body.watch_position === undefined ? 'Error updating watch history' : 'Error updating progress';
        toast.error(title, { description: 'Failed to add to watch history' });
      });
  });

  useEffect(() => {
    if (!media) return;
    const body = historyBody(media, target);
    persist(body, false);

    let saved: Progress | null = null;
    const saveProgress = (keepalive: boolean) => {
      const latest = progress.current;
      if (!latest || (saved?.position === latest.position && saved.duration === latest.duration)) return;
      saved = latest;
      persist({ ...body, watch_position: latest.position, duration: latest.duration }, keepalive);
    };
    const timer = window.setInterval(() => saveProgress(false), PROGRESS_SAVE_INTERVAL_MS);
    const onPageHide = () => saveProgress(true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', onPageHide);
      saveProgress(true);
      progress.current = null;
    };
    // targetKey names the target; a new one is a new viewing. `media` keeps its identity while the title is cached.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- target is a new object each render; targetKey names it
  }, [targetKey, media]);

  return {
    reportProgress(latest: Progress) {
      progress.current = latest;
    },
  };
}
