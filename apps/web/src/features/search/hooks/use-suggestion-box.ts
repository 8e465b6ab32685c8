import { SUGGESTION_DEBOUNCE_MS } from '@marquee/core';
import { useState } from 'react';
import { useSearchSuggestions } from '../api/search-titles';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The state both search boxes share: the text typed, whether the suggestion list is open, and the titles
 * found for the text once it has settled (after the 300 ms pause), so a list never chases every keystroke.
 */
export function useSuggestionBox(initialQuery = '') {
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const settled = useDebouncedValue(query, SUGGESTION_DEBOUNCE_MS);
  const results = useSearchSuggestions(settled);
  return {
    query,
    setQuery,
    /** Typing opens the list again after Escape or a search closed it. */
    type: (text: string) => {
      setQuery(text);
      setOpen(true);
    },
    open,
    setOpen,
    settled,
    items: results.data?.items ?? [],
    isFetching: results.isFetching,
  };
}
