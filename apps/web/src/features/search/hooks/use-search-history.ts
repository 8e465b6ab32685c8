import { addRecentSearch, STORAGE_KEYS } from '@marquee/core';
import { useCallback, useState } from 'react';
import { readJson, removeKey, writeJson } from '@/lib/storage';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

const readStored = (): string[] => readJson(STORAGE_KEYS.searchHistory, isStringList) ?? [];

/** Recent searches, kept in local storage under searchHistory: the last 5 distinct queries, newest first. */
export function useSearchHistory() {
  const [history, setHistory] = useState(readStored);

  // Storage is the source of truth, so a search recorded in another tab is not overwritten.
  const add = useCallback((query: string) => {
    const next = addRecentSearch(readStored(), query);
    writeJson(STORAGE_KEYS.searchHistory, next);
    setHistory(next);
  }, []);

  const clear = useCallback(() => {
    removeKey(STORAGE_KEYS.searchHistory);
    setHistory([]);
  }, []);

  return { history, add, clear };
}
