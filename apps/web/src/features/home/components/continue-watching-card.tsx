import { playerPath, progressPercent, type ContinueWatchingItem } from '@marquee/core';
import { Play, X } from 'lucide';
import { Link } from '@/lib/router';
import { mediaCardWidth, type MediaCardSize } from '@/components/media-card';
import { PosterImage } from '@/components/poster-image';
import { ProgressBar } from '@/components/progress-bar';
import { cn } from '@/lib/cn';
import { entryTitle, episodeLabel, mediaTypeLabel } from '@/lib/entry-text';
import { Icon } from '@/components/icon';

interface ContinueWatchingCardProps {
  item: ContinueWatchingItem;
  size: MediaCardSize;
  onRemove(): void;
}

/**
 * A Continue Watching card (docs/behaviour.md#continue-watching): opens the player at its film or episode and shows how
 * far the viewer got, or 'Up next' and the show's next episode; beside it, 'Remove from Continue Watching'.
 */
export function ContinueWatchingCard({ item, size, onRemove }: ContinueWatchingCardProps) {
  const title = entryTitle(item);
  const episode = episodeLabel(item);
  const percent = progressPercent(item.watch_position, item.duration);
  const details = item.up_next ? `Up next · ${episode}` : (episode ?? mediaTypeLabel(item.media_type));
  return (
    <div className={cn(mediaCardWidth(size), 'relative shrink-0')}>
      <Link
        to={playerPath(item.media_type, item.media_id, item.season, item.episode)}
        aria-label={['Continue', title, item.up_next ? `up next ${episode}` : episode, !item.up_next && `${percent}% watched`]
          .filter(Boolean)
          .join(', ')}
        className="group block rounded-lg focus-visible:outline-none"
      >
        <div
          className={cn(
            'relative overflow-hidden rounded-lg transition-transform duration-200 ease-out',
            'group-hover:-translate-y-1 group-hover:ring-2 group-hover:ring-accent group-focus-visible:ring-2 group-focus-visible:ring-accent',
          )}
        >
          <PosterImage path={item.poster_path} />
          <span className="absolute inset-0 flex items-center justify-center bg-black/50 opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus-visible:opacity-100">
            <Icon node={Play} className="size-10 fill-current text-fg" aria-hidden="true" />
          </span>
          {!item.up_next && <ProgressBar percent={percent} className="absolute inset-x-2 bottom-2" />}
        </div>
        <span className="mt-2 block truncate text-sm font-semibold" title={title}>
          {title}
        </span>
        <span className="block truncate text-xs text-muted">{details}</span>
      </Link>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${title} from Continue Watching`}
        title="Remove from Continue Watching"
        className="absolute top-1 right-1 inline-flex size-9 items-center justify-center rounded-full bg-black/75 text-fg hover:bg-black focus-visible:ring-3 focus-visible:ring-accent focus-visible:outline-none"
      >
        <Icon node={X} className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
