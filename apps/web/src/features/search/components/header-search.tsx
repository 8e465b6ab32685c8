import {
  detailsPath,
  headerSuggestions,
  isSubmittableQuery,
  mediaCardView,
  normaliseQuery,
  SUGGESTION_DEBOUNCE_MS,
  wantsSuggestions,
} from '@marquee/core';
import { Search } from 'lucide-react';
import { useId, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@/lib/router';
import { PosterImage } from '@/components/poster-image';
import { cn } from '@/lib/cn';
import { useSlashShortcut } from '@/lib/use-slash-shortcut';
import { searchPath } from '../search-path';
import { useSearchSuggestions } from '../api/search-titles';
import { useCombobox } from '../hooks/use-combobox';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useKeyboardHint } from '../hooks/use-keyboard-hint';

interface HeaderSearchProps {
  className?: string;
  /** Whether the '/' key focuses this box and the one-time hint tells about it (the header's; not the mobile menu's copy). */
  withShortcut?: boolean;
  /** Called after a search or a suggestion was opened, e.g. to close the mobile menu. */
  onSearch?: () => void;
}

const TYPE_LABELS = { movie: 'Movie', tv: 'TV Show' } as const;

/**
 * The header's search box (docs/behaviour.md#header-search): after a 300 ms pause from 2 characters, up to 6 suggestions
 * linking to their details pages and 'View all results'; Enter searches on /search. A combobox: arrows
 * move through the list, Enter opens the active entry, Escape closes it.
 */
export function HeaderSearch({ className, withShortcut = false, onSearch }: HeaderSearchProps) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const inputId = useId();
  useSlashShortcut(input, withShortcut);
  useKeyboardHint(input, withShortcut);

  const settled = useDebouncedValue(query, SUGGESTION_DEBOUNCE_MS);
  const suggestions = useSearchSuggestions(settled);
  const titles = headerSuggestions(settled, suggestions.data?.items ?? []);
  const showList = open && wantsSuggestions(query) && wantsSuggestions(settled);
  // The titles, then 'View all results'.
  const viewAllIndex = titles.length;

  const finish = () => {
    setOpen(false);
    input.current?.blur();
    onSearch?.();
  };
  const searchAll = () => {
    if (!isSubmittableQuery(query)) return;
    void navigate(searchPath(normaliseQuery(query)));
    finish();
  };
  const combobox = useCombobox({
    // The titles and 'View all results', whenever there is something to suggest (ArrowDown reopens the list).
    keys: wantsSuggestions(settled) ? [...titles.map(titleKey), VIEW_ALL_KEY] : [],
    open: showList,
    onOpenChange: setOpen,
    onSelect: (index) => {
      const title = titles[index];
      if (!title) return searchAll();
      void navigate(detailsPath(title.media_type, title.id));
      finish();
    },
  });

  // The search page has its own box, which '/' then focuses.
  if (pathname === '/search') return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    searchAll();
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <form role="search" onSubmit={submit} onBlur={onBlur} className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search movies and TV shows
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
      <input
        ref={input}
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        placeholder="Search movies & TV"
        enterKeyHint="search"
        autoComplete="off"
        {...combobox.inputProps}
        className={cn(
          'h-10 w-full rounded-lg border border-line bg-surface-2/80 pr-9 pl-9 text-sm text-fg placeholder:text-muted',
          'focus-visible:border-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent/40',
        )}
      />
      {withShortcut && query === '' && (
        <kbd
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 rounded border border-line px-1.5 text-xs text-muted"
        >
          /
        </kbd>
      )}
      {showList && (
        <div className="absolute top-full right-0 z-50 mt-2 w-full min-w-80 overflow-hidden rounded-lg border border-line bg-surface shadow-2xl">
          <p role="status" className={cn('px-4 text-sm text-muted', titles.length > 0 ? 'sr-only' : 'py-3')}>
            {suggestions.isFetching && titles.length === 0
              ? 'Searching...'
              : titles.length === 0
                ? 'No results found.'
                : `${titles.length} suggestion${titles.length === 1 ? '' : 's'}`}
          </p>
          <div {...combobox.listProps} aria-label="Suggestions" className="max-h-[70vh] overflow-y-auto py-1">
            {titles.map((title, index) => {
              const view = mediaCardView(title);
              if (!view.valid) return null;
              return (
                <Link
                  key={titleKey(title)}
                  to={view.href}
                  tabIndex={-1}
                  onClick={finish}
                  {...combobox.optionProps(index)}
                  className={cn('flex items-center gap-3 px-3 py-2', combobox.activeIndex === index && 'bg-surface-2')}
                >
                  <PosterImage path={view.posterPath} size="w92" className="w-10 shrink-0" />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-semibold">{view.title}</span>
                    <span className="block text-xs text-muted">
                      {view.year} · {TYPE_LABELS[view.mediaType]}
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
                'w-full border-t border-line px-4 py-3 text-left text-sm font-semibold text-accent',
                combobox.activeIndex === viewAllIndex && 'bg-surface-2',
              )}
            >
              View all results
            </button>
          </div>
        </div>
      )}
    </form>
  );
}

const VIEW_ALL_KEY = 'view-all';
const titleKey = (title: { media_type: string; id: number }) => `${title.media_type}:${title.id}`;
