import { useLingui } from '@lingui/react/macro';
import { mediaCardView, mediaIdOf, mediaKeyOf, type MediaCardInput, type MediaType } from '@marquee/core';
import { HardDrive, Star } from 'lucide';
import { useId } from 'react';
import { Link } from '@/lib/router';
import { cn } from '@/lib/cn';
import { cardText } from '@/lib/core-texts';
import { useInLibrary } from '@/lib/library';
import { useTitleMarks } from '@/lib/watched';
import { Icon } from '@/components/icon';
import { PosterImage } from './poster-image';
import { Skeleton } from './skeleton';

/**
 * How wide a card is: in a scrolling row 160 px on phones and 180 px from the tablet breakpoint up,
 * 220 px when featured (docs/behaviour.md#media-cards); in a grid it fills its column.
 */
export type MediaCardSize = 'row' | 'featured' | 'fill';

const WIDTHS: Record<MediaCardSize, string> = {
  row: 'w-40 md:w-45',
  featured: 'w-55',
  fill: 'w-full',
};

/** The width classes of a card of this size, for cards drawn by other features in the same rows. */
export function mediaCardWidth(size: MediaCardSize): string {
  return WIDTHS[size];
}

interface MediaCardProps {
  item: MediaCardInput;
  /** The type of a list whose items do not name one (TMDB's /movie/... and /tv/... lists). */
  listType?: MediaType;
  size?: MediaCardSize;
  /** The card is above the fold: its poster loads at once (see PosterImage). */
  priority?: boolean;
  className?: string;
}

/**
 * The poster card of docs/ui.md#poster-card with the texts of docs/behaviour.md#media-cards: a link to the title's details page showing
 * the poster (or a placeholder), a rating badge only above 0, the title and the year. The overview
 * shows over the poster on hover or keyboard focus and is the link's description for screen readers.
 */
export function MediaCard({ item, listType, size = 'fill', priority = false, className }: MediaCardProps) {
  const { t, i18n } = useLingui();
  const view = mediaCardView(item, i18n.locale, listType);
  const overviewId = useId();
  const inLibrary = useInLibrary(view.valid ? view.mediaType : 'movie', view.valid ? view.id : 0);
  const { watched, rating } = useTitleMarks(view.valid ? view.mediaType : 'movie', view.valid ? view.id : 0);

  if (!view.valid) {
    return (
      <div className={cn(WIDTHS[size], 'shrink-0', className)}>
        <div className="flex aspect-[2/3] items-center justify-center rounded-lg border border-line bg-surface p-4 text-center text-sm text-muted">
          {t`Invalid Media Item`}
        </div>
      </div>
    );
  }

  const title = cardText(i18n, view.title);
  return (
    <Link
      to={view.href}
      aria-describedby={overviewId}
      className={cn(
        WIDTHS[size],
        'group relative block shrink-0 rounded-lg transition-transform duration-200 ease-out hover:-translate-y-1 focus-visible:-translate-y-1 focus-visible:outline-none',
        className,
      )}
    >
      <div className="relative rounded-lg group-hover:ring-2 group-hover:ring-accent group-focus-visible:ring-3 group-focus-visible:ring-accent">
        <PosterImage path={view.posterPath} priority={priority} />
        <p
          id={overviewId}
          aria-hidden="true"
          className={cn(
            'absolute inset-0 flex items-end overflow-hidden rounded-lg bg-linear-to-t from-black/95 via-black/80 to-black/30 p-3',
            'text-xs text-fg opacity-0 transition-opacity duration-200 ease-out group-hover:opacity-100 group-focus-visible:opacity-100',
          )}
        >
          <span className="line-clamp-6" translate="no" dir="auto">
            {cardText(i18n, view.overview)}
          </span>
        </p>
      </div>
      <span className="mt-2 block truncate text-sm font-semibold" title={title} translate="no" dir="auto">
        {title}
      </span>{' '}
      <span className="block text-xs text-muted">{cardText(i18n, view.year)}</span>{' '}
      {/* Last in the markup, so the link reads 'Heat 1995 7.9': the visible texts in reading order. */}
      {view.rating && (
        <span className="absolute top-2 end-2 inline-flex items-center gap-1 rounded-full bg-black/75 px-2 py-0.5 text-xs font-semibold text-fg">
          <Icon node={Star} className="size-3 fill-current text-accent" aria-hidden="true" />
          {view.rating}
        </span>
      )}
      {(inLibrary || watched || rating !== undefined) && (
        <span className="absolute top-2 start-2 flex gap-1 text-xs font-semibold">
          {inLibrary && (
            <span title={t`In your library`} className="rounded-full bg-black/75 p-1.5 text-fg">
              <Icon node={HardDrive} className="size-3.5 text-accent" aria-hidden="true" />
              <span className="sr-only">{t`In your library`}</span>
            </span>
          )}
          {/* The profile's own marks, on the accent: a tick, and its rating. */}
          {watched && (
            <span title={t`Watched`} className={ACCENT_MARK}>
              <span aria-hidden="true">✓</span>
              <span className="sr-only">{t`Watched`}</span>
            </span>
          )}
          {rating !== undefined && (
            <span title={t`Your rating`} className={ACCENT_MARK}>
              <span className="sr-only">{t`Your rating`} </span>
              {rating}
            </span>
          )}
        </span>
      )}
    </Link>
  );
}

const ACCENT_MARK = 'flex min-w-6 items-center justify-center rounded-full bg-accent px-2 text-accent-fg';

/** A card-shaped placeholder of exactly a card's size (as wide as its container), shown until the card can show. */
export function MediaCardSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="aspect-[2/3] w-full" />
      {/* Bars centred in boxes of the title's and the year's line heights, so the swap shifts nothing. */}
      <div className="mt-2 flex h-5 items-center">
        <Skeleton className="h-3.5 w-3/4" />
      </div>
      <div className="flex h-4 items-center">
        <Skeleton className="h-3 w-1/3" />
      </div>
    </div>
  );
}

/** A React key for a card in a list: the title's identity, or its position for an item without an id. */
export function mediaCardKey(item: MediaCardInput, index: number): string {
  return mediaIdOf(item) === null ? `invalid-${index}` : mediaKeyOf(item);
}
