import { useLingui } from '@lingui/react/macro';
import { playerPath, progressPercent, type ContinueWatchingItem } from '@marquee/core';
import { Play, X } from 'lucide';
import { Link } from '@/lib/router';
import { mediaCardWidth, type MediaCardSize } from '@/components/media-card';
import { PosterImage } from '@/components/poster-image';
import { ProgressBar } from '@/components/progress-bar';
import { cn } from '@/lib/cn';
import { MEDIA_TYPE_LABELS } from '@/lib/core-texts';
import { entryTitle, episodeLabel } from '@/lib/entry-text';
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
  const { t, i18n } = useLingui();
  const title = entryTitle(i18n, item);
  const episode = episodeLabel(i18n, item);
  const percent = progressPercent(item.watch_position, item.duration);
  const details = item.up_next ? t`Up next · ${episode}` : (episode ?? i18n._(MEDIA_TYPE_LABELS[item.media_type]));
  const label = item.up_next
    ? t`Continue, ${title}, up next ${episode}`
    : episode
      ? t`Continue, ${title}, ${episode}, ${percent}% watched`
      : t`Continue, ${title}, ${percent}% watched`;
  return (
    <div className={cn(mediaCardWidth(size), 'relative shrink-0')}>
      <Link
        to={playerPath(item.media_type, item.media_id, item.season, item.episode)}
        aria-label={label}
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
        aria-label={t`Remove ${title} from Continue Watching`}
        title={t`Remove from Continue Watching`}
        className="absolute top-1 end-1 inline-flex size-9 items-center justify-center rounded-full bg-black/75 text-fg hover:bg-black focus-visible:ring-3 focus-visible:ring-accent focus-visible:outline-none"
      >
        <Icon node={X} className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
