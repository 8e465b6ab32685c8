import { playerPath, progressPercent, type HistoryEntry } from '@marquee/core';
import { Play } from 'lucide-react';
import { Link } from '@/lib/router';
import { mediaCardWidth, type MediaCardSize } from '@/components/media-card';
import { PosterImage } from '@/components/poster-image';
import { ProgressBar } from '@/components/progress-bar';
import { cn } from '@/lib/cn';
import { entryTitle, episodeLabel, mediaTypeLabel } from '@/lib/entry-text';

/**
 * A Continue Watching card (docs/behaviour.md#continue-watching): opens the player at the saved season and episode (1 and 1 when
 * none was saved) and shows how far the viewer got, from watch_position over duration.
 */
export function ContinueWatchingCard({ entry, size }: { entry: HistoryEntry; size: MediaCardSize }) {
  const title = entryTitle(entry);
  const episode = episodeLabel(entry);
  const percent = progressPercent(entry.watch_position, entry.duration);
  return (
    <Link
      to={playerPath(entry.media_type, entry.media_id, entry.season, entry.episode)}
      aria-label={['Continue', title, episode, `${percent}% watched`].filter(Boolean).join(', ')}
      className={cn(mediaCardWidth(size), 'group block shrink-0 rounded-lg focus-visible:outline-none')}
    >
      <div
        className={cn(
          'relative overflow-hidden rounded-lg transition-transform duration-200 ease-out',
          'group-hover:-translate-y-1 group-hover:ring-2 group-hover:ring-accent group-focus-visible:ring-2 group-focus-visible:ring-accent',
        )}
      >
        <PosterImage path={entry.poster_path} />
        <span className="absolute inset-0 flex items-center justify-center bg-black/50 opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus-visible:opacity-100">
          <Play className="size-10 fill-current text-fg" aria-hidden="true" />
        </span>
        <ProgressBar percent={percent} className="absolute inset-x-2 bottom-2" />
      </div>
      <span className="mt-2 block truncate text-sm font-semibold" title={title}>
        {title}
      </span>
      <span className="block text-xs text-muted">{episode ?? mediaTypeLabel(entry.media_type)}</span>
    </Link>
  );
}
