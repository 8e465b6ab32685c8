import { describe, expect, it } from 'vitest';
import { searchPageQueryOptions } from '../api/search-titles';

describe('a search page’s query', () => {
  it('is one per language, so that another language asks again', () => {
    expect(searchPageQueryOptions('star', 'all', 1, 'rating', 'en').queryKey).toEqual([
      'search',
      'all',
      'star',
      'rating',
      1,
      'en',
    ]);
    expect(searchPageQueryOptions('star', 'all', 1, 'rating', 'en-XA').queryKey).toEqual([
      'search',
      'all',
      'star',
      'rating',
      1,
      'en-XA',
    ]);
  });
});
