import { useLingui } from '@lingui/react/macro';
import { formatAirDate, INVALID_DATE, playerPath, TBA, type TmdbEpisode } from '@marquee/core';
import { Link } from '@/lib/router';
import { EpisodeStill } from '@/components/episode-still';
import { cn } from '@/lib/cn';
import { episodeName, episodeOverview } from '@/lib/episode-text';

interface SideEpisodeCardProps {
  showId: number;
  episode: TmdbEpisode;
  /** The episode playing, highlighted. */
  isCurrent: boolean;
}

/** An episode of 'Seasons & Episodes': still or 'No Image', number and name, 'Air Date: …' ('TBA'), overview. */
export function SideEpisodeCard({ showId, episode, isCurrent }: SideEpisodeCardProps) {
  const { t, i18n } = useLingui();
  const name = episodeName(episode, i18n);
  const number = episode.episode_number;
  // Core's words for a missing or unreadable date, in the page's language; a date itself is in the page's format.
  const formatted = formatAirDate(episode.air_date, i18n.locale);
  const airDate = formatted === TBA ? t`TBA` : formatted === INVALID_DATE ? t`Invalid date` : formatted;
  return (
    <Link
      to={playerPath('tv', showId, episode.season_number, episode.episode_number)}
      aria-current={isCurrent ? 'page' : undefined}
      className={cn(
        'grid grid-cols-[7.5rem_1fr] gap-3 rounded-lg border p-2 transition-colors duration-150 ease-out',
        isCurrent ? 'border-accent bg-accent/10' : 'border-line hover:bg-surface-2',
      )}
    >
      <EpisodeStill path={episode.still_path} className="rounded" iconClassName="size-4" />
      <div className="min-w-0 space-y-1">
        <p className="truncate text-sm font-semibold" title={name}>
          {t({ message: `E${number}`, comment: "An episode's number, abbreviated: 'E2' is episode 2" })}
          <span aria-hidden="true"> · </span>
          {name}
        </p>
        <p className="text-xs text-muted">{t`Air Date: ${airDate}`}</p>
        <p className="line-clamp-2 text-xs text-fg/80">{episodeOverview(episode, i18n)}</p>
      </div>
    </Link>
  );
}
