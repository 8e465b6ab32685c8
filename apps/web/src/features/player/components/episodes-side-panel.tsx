import { useLingui } from '@lingui/react/macro';
import { seasonChoices, type EpisodeRef, type TmdbSeasonSummary } from '@marquee/core';
import { useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { Skeleton } from '@/components/skeleton';
import { useSeason } from '@/lib/titles/get-season';
import { useScreenToasts } from '@/lib/use-screen-toasts';
import { SideEpisodeCard } from './side-episode-card';

interface EpisodesSidePanelProps {
  showId: number;
  seasons: readonly TmdbSeasonSummary[];
  current: EpisodeRef;
}

/**
 * 'Seasons & Episodes' beside the TV player (docs/behaviour.md#episodes): a season selector (seasons above 0) opening on the
 * season playing, and its episodes with the current one highlighted. A season that fails to load says 'Error' /
 * 'Failed to load season episodes.'.
 */
export function EpisodesSidePanel({ showId, seasons, current }: EpisodesSidePanelProps) {
  // Follows the episode playing into another season; the viewer may look at any season meanwhile.
  const [shown, setShown] = useState({ season: current.season, following: current.season });
  if (shown.following !== current.season) setShown({ season: current.season, following: current.season });
  const season = shown.season;
  const episodes = useSeason(showId, season);
  const toast = useScreenToasts();
  const { t } = useLingui();

  useEffect(() => {
    if (episodes.isError) toast.error(t`Error`, { id: 'season-episodes', description: t`Failed to load season episodes.` });
  }, [episodes.isError, toast, t]);

  return (
    // Beside the player on wide screens it stays in view, its list scrolling on its own.
    <aside
      aria-labelledby="seasons-and-episodes"
      className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 lg:sticky lg:top-20 lg:self-start lg:max-h-[calc(100dvh-6rem)]"
    >
      <h2 id="seasons-and-episodes" className="text-lg font-semibold">
        {t`Seasons & Episodes`}
      </h2>
      <SelectField
        label={t`Season`}
        value={season}
        onChange={(event) => setShown({ ...shown, season: Number(event.target.value) })}
      >
        {seasonChoices(seasons).map(({ season_number: number, name }) => (
          <option key={number} value={number}>
            {name.trim() || t`Season ${number}`}
          </option>
        ))}
      </SelectField>
      {episodes.isPending ? (
        <div className="space-y-3" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </div>
      ) : episodes.isError ? (
        <div className="space-y-3 text-center">
          <p className="text-muted">{t`Failed to load season episodes.`}</p>
          <Button variant="secondary" size="sm" onClick={() => void episodes.refetch()}>
            {t`Try again`}
          </Button>
        </div>
      ) : episodes.data.episodes.length === 0 ? (
        <p className="text-center text-muted">{t`No episodes available for this season.`}</p>
      ) : (
        <ol className="-mx-1 space-y-3 overflow-y-auto px-1 py-1" aria-label={t`Episodes of season ${season}`}>
          {episodes.data.episodes.map((episode) => (
            <li key={episode.id}>
              <SideEpisodeCard
                showId={showId}
                episode={episode}
                isCurrent={episode.season_number === current.season && episode.episode_number === current.episode}
              />
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
