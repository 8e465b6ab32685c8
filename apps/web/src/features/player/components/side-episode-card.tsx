import { formatAirDate, playerPath, type TmdbEpisode } from '@marquee/core';
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
  const name = episodeName(episode);
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
          E{episode.episode_number}
          <span aria-hidden="true"> · </span>
          {name}
        </p>
        <p className="text-xs text-muted">Air Date: {formatAirDate(episode.air_date)}</p>
        <p className="line-clamp-2 text-xs text-fg/80">{episodeOverview(episode)}</p>
      </div>
    </Link>
  );
}
