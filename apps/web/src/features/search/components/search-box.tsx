import {
  isSubmittableQuery,
  searchPageSuggestions,
  SUGGESTION_CLOSE_DELAY_MS,
  SUGGESTION_DEBOUNCE_MS,
  wantsSuggestions,
} from '@marquee/core';
import { History, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { cn } from '@/lib/cn';
import { useSlashShortcut } from '@/lib/use-slash-shortcut';
import { useSearchSuggestions } from '../api/search-titles';
import { useCombobox } from '../hooks/use-combobox';
import { useDebouncedValue } from '../hooks/use-debounced-value';

interface SearchBoxProps {
  /** The query in the URL: the box shows it, and follows when it changes (header search, back button). */
  query: string;
  history: readonly string[];
  onSearch(query: string): void;
  /** Placed after the Search button (the Advanced Search toggle). */
  children?: ReactNode;
}

/**
 * The search page's box and Search button (docs/behaviour.md#search). Blank input is not submitted. While
 * typing, after a 300 ms pause from 2 characters, a suggestion list offers up to 2 matching recent
 * searches (with a history icon) and up to 3 result titles; it closes 200 ms after the box loses focus.
 */
export function SearchBox({ query, history, onSearch, children }: SearchBoxProps) {
  const [input, setInput] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setInput(query);
  }
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inputId = useId();
  useSlashShortcut(box);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const settled = useDebouncedValue(input, SUGGESTION_DEBOUNCE_MS);
  const results = useSearchSuggestions(settled);
  const suggestions = searchPageSuggestions(settled, results.data?.items ?? [], history);
  const showList = open && wantsSuggestions(input) && suggestions.length > 0;

  const search = (text: string) => {
    if (!isSubmittableQuery(text)) return;
    setOpen(false);
    onSearch(text);
  };
  const combobox = useCombobox({
    keys: suggestions.map(suggestionKey),
    open: showList,
    onOpenChange: setOpen,
    onSelect: (index) => {
      const suggestion = suggestions[index];
      if (suggestion) search(suggestion.text);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(input);
  };

  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap gap-3">
      <div className="relative min-w-0 flex-1 basis-64">
        <label htmlFor={inputId} className="sr-only">
          Search movies and TV shows
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
        <input
          ref={box}
          id={inputId}
          type="search"
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            setOpen(true);
          }}
          onFocus={() => clearTimeout(closeTimer.current)}
          onBlur={() => {
            closeTimer.current = setTimeout(() => setOpen(false), SUGGESTION_CLOSE_DELAY_MS);
          }}
          placeholder="Search for movies or TV shows..."
          enterKeyHint="search"
          autoComplete="off"
          {...combobox.inputProps}
          className={cn(
            'h-12 w-full rounded-lg border border-line bg-surface-2 pr-3 pl-11 text-base text-fg placeholder:text-muted',
            'focus-visible:border-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent/40',
          )}
        />
        {showList && (
          <div
            {...combobox.listProps}
            aria-label="Suggestions"
            className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-lg border border-line bg-surface py-1 shadow-2xl"
          >
            {suggestions.map((suggestion, index) => {
              const Icon = suggestion.kind === 'history' ? History : Search;
              return (
                // An option of the combobox (its role comes with optionProps): the input handles the list's keys
                // (aria-activedescendant), so an option never takes the focus.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
                <div
                  key={suggestionKey(suggestion)}
                  {...combobox.optionProps(index)}
                  // Keeps the focus in the box, so the click is not lost to the closing list.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => search(suggestion.text)}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 px-4 py-2.5 text-sm',
                    combobox.activeIndex === index && 'bg-surface-2',
                  )}
                >
                  <Icon className="size-4 shrink-0 text-muted" aria-hidden="true" />
                  {suggestion.kind === 'history' && <span className="sr-only">Recent search:</span>}
                  <span className="truncate">{suggestion.text}</span>
                </div>
              );
            })}
          </div>
        )}
      </div>
      <Button type="submit" className="h-12 md:h-12">
        Search
      </Button>
      {children}
    </form>
  );
}

const suggestionKey = (suggestion: { kind: string; text: string }) => `${suggestion.kind}:${suggestion.text}`;
