import { useLingui } from '@lingui/react/macro';
import { mediaCardView, type MediaCardInput } from '@marquee/core';
import { cardText } from '@/lib/core-texts';
import { Star } from 'lucide';
import { Link } from '@/lib/router';
import { PosterImage } from '@/components/poster-image';
import { Skeleton } from '@/components/skeleton';
import { Icon } from '@/components/icon';

/**
 * A title in the list view of the Movies and TV Shows pages: the media card's texts (docs/behaviour.md#media-cards)
 * laid out in a row, with the overview in full view.
 */
export function MediaListItem({ item }: { item: MediaCardInput }) {
  const { t, i18n } = useLingui();
  const view = mediaCardView(item, i18n.locale);
  if (!view.valid) {
    return <div className="rounded-lg border border-line bg-surface p-4 text-sm text-muted">{t`Invalid Media Item`}</div>;
  }
  const title = cardText(i18n, view.title);
  return (
    <Link
      to={view.href}
      className="group flex gap-4 rounded-lg border border-line bg-surface p-3 transition-colors duration-150 hover:bg-surface-2"
    >
      <PosterImage path={view.posterPath} size="w185" className="w-20 shrink-0 md:w-24" />
      <div className="min-w-0 space-y-1 py-1">
        <p className="truncate font-semibold group-hover:text-accent" title={title}>
          {title}
        </p>
        <p className="flex items-center gap-3 text-sm text-muted">
          <span>{cardText(i18n, view.year)}</span>
          {view.rating && (
            <span className="inline-flex items-center gap-1">
              <Icon node={Star} className="size-3.5 fill-current text-accent" aria-hidden="true" />
              <span className="sr-only">{t`Rating`}</span>
              {view.rating}
            </span>
          )}
        </p>
        <p className="line-clamp-3 text-sm text-muted">{cardText(i18n, view.overview)}</p>
      </div>
    </Link>
  );
}

/** A list row's placeholder, of its exact size. */
export function MediaListItemSkeleton() {
  return (
    <div aria-hidden="true" className="flex gap-4 rounded-lg border border-line bg-surface p-3">
      <Skeleton className="aspect-[2/3] w-20 shrink-0 md:w-24" />
      <div className="flex-1 space-y-2 py-1">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-3 w-1/4" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-5/6" />
      </div>
    </div>
  );
}
