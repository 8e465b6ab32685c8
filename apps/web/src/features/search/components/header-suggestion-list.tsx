import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { mediaCardView } from '@marquee/core';
import { Link } from '@/lib/router';
import type { MediaListItem } from '@/lib/tmdb';
import { PosterImage } from '@/components/poster-image';
import { cn } from '@/lib/cn';
import { cardText, MEDIA_TYPE_LABELS } from '@/lib/core-texts';
import type { Combobox } from '../hooks/use-combobox';
import { titleKey } from '../suggestion-keys';

interface HeaderSuggestionListProps {
  titles: readonly MediaListItem[];
  /** Whether titles are being fetched, told while there are none to show yet. */
  searching: boolean;
  combobox: Combobox;
  /** A title was clicked (its link navigates). */
  onOpen(): void;
}

/** The header box's list: a status for screen readers, the suggested titles, then 'View all results' (a submit). */
export default function HeaderSuggestionList({ titles, searching, combobox, onOpen }: HeaderSuggestionListProps) {
  const viewAllIndex = titles.length;
  const { t, i18n } = useLingui();
  const count = titles.length;
  return (
    <div className="absolute top-full end-0 z-50 mt-2 w-full min-w-80 overflow-hidden rounded-lg border border-line bg-surface shadow-2xl">
      <p role="status" className={cn('px-4 text-sm text-muted', titles.length > 0 ? 'sr-only' : 'py-3')}>
        {searching && titles.length === 0
          ? t`Searching...`
          : titles.length === 0
            ? t`No results found.`
            : t`${plural(count, { one: '# suggestion', other: '# suggestions' })}`}
      </p>
      <div {...combobox.listProps} aria-label={t`Suggestions`} className="max-h-[70vh] overflow-y-auto py-1">
        {titles.map((title, index) => {
          const view = mediaCardView(title, i18n.locale);
          if (!view.valid) return null;
          return (
            <Link
              key={titleKey(title)}
              to={view.href}
              tabIndex={-1}
              onClick={onOpen}
              {...combobox.optionProps(index)}
              className={cn('flex items-center gap-3 px-3 py-2', combobox.activeIndex === index && 'bg-surface-2')}
            >
              <PosterImage path={view.posterPath} size="w92" className="w-10 shrink-0" />
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold">{cardText(i18n, view.title)}</span>
                <span className="block text-xs text-muted">
                  {cardText(i18n, view.year)} · {i18n._(MEDIA_TYPE_LABELS[view.mediaType])}
                </span>
              </span>
            </Link>
          );
        })}
        <button
          type="submit"
          tabIndex={-1}
          {...combobox.optionProps(viewAllIndex)}
          className={cn(
            'w-full border-t border-line px-4 py-3 text-start text-sm font-semibold text-accent',
            combobox.activeIndex === viewAllIndex && 'bg-surface-2',
          )}
        >
          {t`View all results`}
        </button>
      </div>
    </div>
  );
}
