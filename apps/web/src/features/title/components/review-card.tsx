import { Trans, useLingui } from '@lingui/react/macro';
import { formatAirDate, formatReviewRating, isLongReview, reviewAvatarUrl, type TmdbReview } from '@marquee/core';
import { ExternalLink, Star } from 'lucide';
import { useAppConfig } from '@/lib/app-config';
import { Icon } from '@/components/icon';
import { fallbackText } from '../core-texts';

/**
 * One review (docs/behaviour.md#reviews): avatar, author, date, the reviewer's 'n/10', and the text. Text over 300
 * characters is clamped to 4 lines on desktop, where 'Read full review' opens it on its site in a new tab.
 */
export function ReviewCard({ review }: { review: TmdbReview }) {
  const { images } = useAppConfig();
  const { t, i18n } = useLingui();
  const avatar = reviewAvatarUrl(images, review.author_details.avatar_path);
  const author = review.author_details.name?.trim() || review.author;
  const rating = formatReviewRating(review.author_details.rating, i18n.locale);
  const long = isLongReview(review.content);
  return (
    <article className="rounded-lg border border-line bg-surface p-4 md:p-5">
      <header className="mb-3 flex items-center gap-3">
        {avatar ? (
          <img src={avatar} alt="" width={40} height={40} loading="lazy" className="size-10 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-2 font-semibold text-fg"
          >
            {author.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold" title={author}>
            {author}
          </h3>
          {/* The same 'MMM d, yyyy' format as air dates. */}
          <p className="text-xs text-muted">{fallbackText(i18n, formatAirDate(review.created_at, i18n.locale))}</p>
        </div>
        {rating && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-surface-2 px-2.5 py-1 text-sm font-semibold">
            <Icon node={Star} className="size-3.5 fill-current text-accent" aria-hidden="true" />
            <Trans>
              <span className="sr-only">Rated </span>
              {rating}
            </Trans>
          </span>
        )}
      </header>
      <p className={long ? 'whitespace-pre-line md:line-clamp-4' : 'whitespace-pre-line'}>{review.content}</p>
      {long && (
        <a
          href={review.url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 hidden items-center gap-1 text-sm font-semibold underline decoration-accent underline-offset-4 hover:decoration-2 md:inline-flex"
        >
          {t`Read full review`}
          <Icon node={ExternalLink} className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{t`(opens in a new tab)`}</span>
        </a>
      )}
    </article>
  );
}
