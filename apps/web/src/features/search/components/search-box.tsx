import { useLingui } from '@lingui/react/macro';
import { isSubmittableQuery, searchPageSuggestions, SUGGESTION_CLOSE_DELAY_MS, wantsSuggestions } from '@marquee/core';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { useSlashShortcut } from '@/lib/use-slash-shortcut';
import { useCombobox } from '../hooks/use-combobox';
import { useSuggestionBox } from '../hooks/use-suggestion-box';
import { SearchField } from './search-field';
import { SearchBoxSuggestionList, suggestionKey } from './search-box-suggestion-list';

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
  const box = useSuggestionBox(query);
  const { setOpen } = box;
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    box.setQuery(query);
  }
  const input = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useSlashShortcut(input);
  const { t } = useLingui();
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const suggestions = searchPageSuggestions(box.settled, box.items, history);
  const showList = box.open && wantsSuggestions(box.query) && suggestions.length > 0;

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
    search(box.query);
  };

  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap gap-3">
      <div className="relative min-w-0 flex-1 basis-64">
        <SearchField
          inputRef={input}
          size="large"
          value={box.query}
          onValueChange={box.type}
          onFocus={() => clearTimeout(closeTimer.current)}
          onBlur={() => {
            closeTimer.current = setTimeout(() => setOpen(false), SUGGESTION_CLOSE_DELAY_MS);
          }}
          placeholder={t`Search for movies or TV shows...`}
          {...combobox.inputProps}
        />
        {showList && <SearchBoxSuggestionList suggestions={suggestions} combobox={combobox} onChoose={search} />}
      </div>
      <Button type="submit" className="h-12 md:h-12">
        {t({ message: 'Search', context: 'verb' })}
      </Button>
      {children}
    </form>
  );
}
