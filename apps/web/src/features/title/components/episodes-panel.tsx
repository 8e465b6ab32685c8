import { useLingui } from '@lingui/react/macro';
import { seasonChoices, type TmdbSeasonSummary } from '@marquee/core';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { Skeleton } from '@/components/skeleton';
import { useSeason } from '@/lib/titles/get-season';
import { EpisodeCard } from './episode-card';
import { SeasonWatchedButton } from './watched-buttons';

interface EpisodesPanelProps {
  showId: number;
  seasons: readonly TmdbSeasonSummary[];
  /** The selected season; null when the show has none numbered above 0. */
  season: number | null;
  onSeasonChange(season: number): void;
}

/** The Episodes tab (docs/behaviour.md#tv-details): the season selector (without season 0) and the season's episodes. */
export function EpisodesPanel({ showId, seasons, season, onSeasonChange }: EpisodesPanelProps) {
  const { t } = useLingui();
  const choices = seasonChoices(seasons);
  const episodes = useSeason(showId, season);

  return (
    <div className="space-y-6">
      {choices.length > 0 && season !== null && (
        // The button below the select, not beside it: a remote's ← and → change the season there, so only ↓ reaches it.
        <div className="space-y-3">
          <SelectField
            label={t`Season`}
            inline
            value={season}
            onChange={(event) => onSeasonChange(Number(event.target.value))}
            className="max-w-xs"
          >
            {choices.map(({ season_number: number, name }) => (
              <option key={number} value={number}>
                {name.trim() || t`Season ${number}`}
              </option>
            ))}
          </SelectField>
          <SeasonWatchedButton showId={showId} season={season} />
        </div>
      )}
      {season !== null && episodes.isPending ? (
        <div className="space-y-4" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-48 w-full sm:h-36" />
          ))}
        </div>
      ) : episodes.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-4 rounded-lg border border-line bg-surface p-4">
          <p>{t`Failed to load season episodes.`}</p>
          <Button variant="secondary" size="sm" onClick={() => void episodes.refetch()}>
            {t`Try again`}
          </Button>
        </div>
      ) : !episodes.data?.episodes.length ? (
        <p className="rounded-lg border border-line bg-surface px-4 py-8 text-center text-muted">
          {t`No episodes available for this season.`}
        </p>
      ) : (
        <ul className="space-y-4" aria-label={t`Episodes of season ${season}`}>
          {episodes.data.episodes.map((episode) => (
            <li key={episode.id}>
              <EpisodeCard showId={showId} episode={episode} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
