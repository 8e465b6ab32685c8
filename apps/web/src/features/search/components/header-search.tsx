import { useLingui } from '@lingui/react/macro';
import { detailsPath, headerSuggestions, isSubmittableQuery, normaliseQuery, wantsSuggestions } from '@marquee/core';
import { lazy, Suspense, useRef, type FocusEvent, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { cn } from '@/lib/cn';
import { useSlashShortcut } from '@/lib/use-slash-shortcut';
import { searchPath } from '../search-path';
import { useCombobox } from '../hooks/use-combobox';
import { useKeyboardHint } from '../hooks/use-keyboard-hint';
import { useSuggestionBox } from '../hooks/use-suggestion-box';
import { titleKey, VIEW_ALL_KEY } from '../suggestion-keys';
import { SearchField } from './search-field';

// The list loads when the box is first focused: most visits never open it, and the home page's JavaScript budget
// (docs/architecture.md#figures) has no room for it.
const loadList = () => import('./header-suggestion-list');
const HeaderSuggestionList = lazy(loadList);

interface HeaderSearchProps {
  className?: string;
  /** Whether the '/' key focuses this box and the one-time hint tells about it (the header's; not the mobile menu's copy). */
  withShortcut?: boolean;
  /** Called after a search or a suggestion was opened, e.g. to close the mobile menu. */
  onSearch?: () => void;
}

/**
 * The header's search box (docs/behaviour.md#header-search): after a 300 ms pause from 2 characters, up to 6 suggestions
 * linking to their details pages and 'View all results'; Enter searches on /search. A combobox: arrows
 * move through the list, Enter opens the active entry, Escape closes it.
 */
export function HeaderSearch({ className, withShortcut = false, onSearch }: HeaderSearchProps) {
  const box = useSuggestionBox();
  const { query, settled, setOpen } = box;
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useLingui();
  useSlashShortcut(input, withShortcut);
  useKeyboardHint(input, withShortcut);

  const titles = headerSuggestions(settled, box.items);
  const showList = box.open && wantsSuggestions(query) && wantsSuggestions(settled);

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
      <SearchField
        inputRef={input}
        size="compact"
        value={query}
        onValueChange={box.type}
        onFocus={() => {
          void loadList();
          setOpen(true);
        }}
        // One word: the header gives the box what the links leave, which a longer language leaves little of.
        placeholder={t`Search`}
        {...combobox.inputProps}
      />
      {withShortcut && query === '' && (
        <kbd
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 end-2.5 -translate-y-1/2 rounded border border-line px-1.5 text-xs text-muted"
        >
          /
        </kbd>
      )}
      {showList && (
        <Suspense fallback={null}>
          <HeaderSuggestionList titles={titles} searching={box.isFetching} combobox={combobox} onOpen={finish} />
        </Suspense>
      )}
    </form>
  );
}
