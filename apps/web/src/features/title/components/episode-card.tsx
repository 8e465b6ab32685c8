import { useLingui } from '@lingui/react/macro';
import { formatAirDate, formatRating, playerPath, type TmdbEpisode } from '@marquee/core';
import { Play, Star } from 'lucide';
import { Link } from '@/lib/router';
import { buttonStyles } from '@/components/button';
import { EpisodeStill } from '@/components/episode-still';
import { Icon } from '@/components/icon';
import { fallbackText } from '../core-texts';
import { EpisodeWatchedButton } from './watched-buttons';

/**
 * An episode of the Episodes tab (docs/behaviour.md#tv-details): still, number, name, air date, vote and overview, with
 * the fallbacks 'No Image', 'TBA' and 'No description available.', Play and, for a member, its watched tick.
 */
interface EpisodeCardProps {
  showId: number;
  episode: TmdbEpisode;
}

export function EpisodeCard({ showId, episode }: EpisodeCardProps) {
  const { t, i18n } = useLingui();
  const rating = formatRating(episode.vote_average, i18n.locale);
  const number = episode.episode_number;
  // An episode without a name is 'Episode {n}', one without an overview 'No description available.'.
  const name = episode.name.trim() || t`Episode ${number}`;
  const overview = episode.overview.trim() || t`No description available.`;
  return (
    // Phones: a small still beside the name, the rest below; wider: the still beside everything.
    <article className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-3 rounded-lg border border-line bg-surface p-3 sm:grid-cols-[14rem_1fr]">
      <EpisodeStill path={episode.still_path} className="rounded-lg sm:row-span-2" iconClassName="size-5" />
      <div className="min-w-0 space-y-1 self-center sm:self-start">
        <h3 className="font-semibold">
          <span className="text-muted">{t`E${number}`}</span>
          <span aria-hidden="true"> · </span>
          <span translate="no" dir="auto">
            {name}
          </span>
        </h3>
        <p className="flex flex-wrap items-center gap-x-3 text-xs text-muted">
          <span>{fallbackText(i18n, formatAirDate(episode.air_date, i18n.locale))}</span>
          {rating && (
            <span className="inline-flex items-center gap-1">
              <Icon node={Star} className="size-3 fill-current text-accent" aria-hidden="true" />
              <span className="sr-only">{t`Rating`}</span>
              {rating}
            </span>
          )}
        </p>
      </div>
      <div className="col-span-2 flex flex-col gap-3 sm:col-span-1 sm:col-start-2">
        <p className="line-clamp-3 text-sm text-fg/90" translate="no" dir="auto">
          {overview}
        </p>
        <div className="flex flex-wrap gap-3">
          <Link
            to={playerPath('tv', showId, episode.season_number, episode.episode_number)}
            aria-label={t`Play episode ${number}: ${name}`}
            className={buttonStyles('secondary', 'sm')}
          >
            <Icon node={Play} className="size-4 fill-current" aria-hidden="true" />
            {t({ message: 'Play', context: 'verb' })}
          </Link>
          <EpisodeWatchedButton showId={showId} season={episode.season_number} episode={episode.episode_number} />
        </div>
      </div>
    </article>
  );
}
