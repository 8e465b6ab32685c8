import { useLingui } from '@lingui/react/macro';
import { detailsPath, type ListEntry } from '@marquee/core';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { PosterImage } from '@/components/poster-image';
import { ProgressBar } from '@/components/progress-bar';
import { cn } from '@/lib/cn';
import { entryTitle } from '@/lib/entry-text';
import { useCanOpenEntry } from '@/lib/metadata-source';
import { NotInCatalogueNote } from './not-in-catalogue-note';

interface EntryRowProps {
  entry: Pick<ListEntry, 'media_id' | 'media_type' | 'source' | 'title' | 'poster_path'>;
  /** The line under the title (type, episode, relative time). */
  details: string;
  /** Percentage watched, for history entries. */
  progress?: number;
  /** In selection mode: whether the entry is chosen, and how to change that. */
  selection?: { selected: boolean; onToggle(): void };
  /** Buttons at the end of the row (play, remove). */
  actions?: ReactNode;
}

/**
 * One saved entry of the account screens (history, favourites or watchlist): poster, title linking to the
 * details page, a line of details, the progress for history, a checkbox in selection mode, and actions.
 * An entry of another metadata source than the current one has no page to link to: its title is plain text,
 * with a note saying so.
 */
export function EntryRow({ entry, details, progress, selection, actions }: EntryRowProps) {
  const canOpen = useCanOpenEntry()(entry);
  const { t, i18n } = useLingui();
  const title = entryTitle(i18n, entry);
  return (
    // min-w-0: a row takes the width of its list, never that of its title on one line (which is cut short instead),
    // so its buttons stay on a narrow screen.
    <li
      className={cn(
        'flex min-w-0 items-center gap-3 rounded-lg border bg-surface p-2 pe-3 transition-colors duration-150 md:gap-4',
        selection?.selected ? 'border-accent' : 'border-line',
      )}
    >
      {selection && (
        <input
          type="checkbox"
          checked={selection.selected}
          onChange={selection.onToggle}
          aria-label={t`Select ${title}`}
          className="ms-1 size-5 shrink-0 accent-accent"
        />
      )}
      <PosterImage path={entry.poster_path} size="w154" className="w-12 shrink-0 rounded-md md:w-14" />
      <div className="min-w-0 flex-1 space-y-1">
        {canOpen ? (
          <Link
            to={detailsPath(entry.media_type, entry.media_id)}
            title={title}
            className="block truncate font-semibold hover:underline"
          >
            {title}
          </Link>
        ) : (
          <p title={title} className="truncate font-semibold">
            {title}
          </p>
        )}
        <p className="truncate text-sm text-muted">{details}</p>
        {!canOpen && <NotInCatalogueNote />}
        {progress !== undefined && progress > 0 && (
          <div className="flex items-center gap-2">
            <ProgressBar percent={progress} className="max-w-48 flex-1" />
            <span className="text-xs text-muted">{t`${progress}% watched`}</span>
          </div>
        )}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-1">{actions}</div>}
    </li>
  );
}
