import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSearchHistory } from '../hooks/use-search-history';

const stored = () => JSON.parse(localStorage.getItem('searchHistory') ?? 'null') as unknown;

describe('useSearchHistory', () => {
  it('keeps the last 5 distinct queries, newest first, in local storage under searchHistory', () => {
    const { result } = renderHook(() => useSearchHistory());
    act(() => {
      for (const query of ['alien', 'star', ' Alien ', 'love', 'dark', 'heat', 'war']) result.current.add(query);
    });
    expect(result.current.history).toEqual(['war', 'heat', 'dark', 'love', 'Alien']);
    expect(stored()).toEqual(['war', 'heat', 'dark', 'love', 'Alien']);
  });

  it('starts from what an earlier visit stored, and ignores a stored value of another shape', () => {
    localStorage.setItem('searchHistory', JSON.stringify(['heat', 'alien']));
    expect(renderHook(() => useSearchHistory()).result.current.history).toEqual(['heat', 'alien']);

    localStorage.setItem('searchHistory', JSON.stringify({ not: 'a list' }));
    expect(renderHook(() => useSearchHistory()).result.current.history).toEqual([]);
  });

  it('clears the list and the stored copy', () => {
    localStorage.setItem('searchHistory', JSON.stringify(['heat']));
    const { result } = renderHook(() => useSearchHistory());
    act(() => result.current.clear());
    expect(result.current.history).toEqual([]);
    expect(localStorage.getItem('searchHistory')).toBeNull();
  });
});
