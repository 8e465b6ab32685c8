import { formatAirDate, imageUrl, playerPath, type TmdbEpisode } from '@marquee/core';
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';

interface SideEpisodeCardProps {
  showId: number;
  episode: TmdbEpisode;
  /** The episode playing, highlighted. */
  isCurrent: boolean;
}

/** An episode of 'Seasons & Episodes': still or 'No Image', number and name, 'Air Date: …' ('TBA'), overview. */
export function SideEpisodeCard({ showId, episode, isCurrent }: SideEpisodeCardProps) {
  const { images } = useAppConfig();
  const still = imageUrl(images, 'still', episode.still_path, 'w300');
  const name = episode.name.trim() || `Episode ${episode.episode_number}`;
  return (
    <Link
      to={playerPath('tv', showId, episode.season_number, episode.episode_number)}
      aria-current={isCurrent ? 'page' : undefined}
      className={cn(
        'grid grid-cols-[7.5rem_1fr] gap-3 rounded-lg border p-2 transition-colors duration-150 ease-out',
        isCurrent ? 'border-accent bg-accent/10' : 'border-line hover:bg-surface-2',
      )}
    >
      <div className="aspect-video overflow-hidden rounded bg-surface-2">
        {still ? (
          <img src={still} alt="" width={300} height={169} loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1 text-xs text-muted">
            <ImageOff className="size-4" aria-hidden="true" />
            No Image
          </div>
        )}
      </div>
      <div className="min-w-0 space-y-1">
        <p className="truncate text-sm font-semibold" title={name}>
          E{episode.episode_number}
          <span aria-hidden="true"> · </span>
          {name}
        </p>
        <p className="text-xs text-muted">Air Date: {formatAirDate(episode.air_date)}</p>
        <p className="line-clamp-2 text-xs text-fg/80">{episode.overview.trim() || 'No description available.'}</p>
      </div>
    </Link>
  );
}
