import { useLingui } from '@lingui/react/macro';
import type { MediaType } from '@marquee/core';
import { Check } from 'lucide';
import { Button } from '@/components/button';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icon';
import { useMarkWatched, useTitleWatched } from '../api/watched-marks';

/*
 * Each button reads the title's marks itself: their arrival (or a change) redraws the buttons, not the title page
 * around them. A button waits for the marks and is not shown to a visitor.
 */

/** 'Mark as Watched' / 'Watched' for a film or a whole show (docs/behaviour.md#watched-marks). */
export function TitleWatchedButton({ mediaType, id }: { mediaType: MediaType; id: number }) {
  const state = useTitleWatched(mediaType, id);
  const mark = useMarkWatched(mediaType, id);
  const { t } = useLingui();
  if (!state) return null;
  return (
    <Button variant="secondary" onClick={() => mark.mutate({ watched: !state.watched })} sending={mark.isPending}>
      <Icon node={Check} className={cn('size-5', state.watched && 'text-accent')} aria-hidden="true" />
      {state.watched ? t`Watched` : t`Mark as Watched`}
    </Button>
  );
}

/** 'Mark Season 2 Watched' / 'Season 2 Watched' above a season's episodes. */
export function SeasonWatchedButton({ showId, season }: { showId: number; season: number }) {
  const state = useTitleWatched('tv', showId);
  const mark = useMarkWatched('tv', showId);
  const progress = state?.seasons.find((entry) => entry.season === season);
  const { t } = useLingui();
  if (!state || !progress) return null;
  const watched = progress.watched === progress.total;
  return (
    <Button variant="secondary" size="sm" onClick={() => mark.mutate({ watched: !watched, season })} sending={mark.isPending}>
      <Icon node={Check} className={cn('size-4', watched && 'text-accent')} aria-hidden="true" />
      {watched ? t`Season ${season} Watched` : t`Mark Season ${season} Watched`}
    </Button>
  );
}

interface EpisodeWatchedButtonProps {
  showId: number;
  season: number;
  episode: number;
}

/** An episode's 'Mark Watched' / 'Watched', named with its season and episode (docs/behaviour.md#watched-marks). */
export function EpisodeWatchedButton({ showId, season, episode }: EpisodeWatchedButtonProps) {
  const state = useTitleWatched('tv', showId);
  const mark = useMarkWatched('tv', showId);
  const { t } = useLingui();
  if (!state) return null;
  const watched = state.episodes.some((entry) => entry.season === season && entry.episode === episode);
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => mark.mutate({ watched: !watched, season, episode })}
      sending={mark.isPending}
    >
      <Icon node={Check} className={cn('size-4', watched && 'text-accent')} aria-hidden="true" />
      {watched ? t`Watched` : t`Mark Watched`}
      <span className="sr-only"> {t`S${season} E${episode}`}</span>
    </Button>
  );
}
