import type { LanguageCode } from '@marquee/core';
import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { recommendationsQueryOptions } from '../api/get-recommendations';
import { reviewsQueryOptions } from '../api/get-reviews';

describe('a title page’s queries', () => {
  it.each<[string, (language: LanguageCode) => { queryKey: QueryKey }]>([
    ['recommendations', (language) => recommendationsQueryOptions('movie', 550, language)],
    ['reviews', (language) => reviewsQueryOptions('tv', 1399, language)],
  ])('%s: one per language, so that another language asks again', (_label, options) => {
    const english = options('en').queryKey;
    expect(english.at(-1)).toBe('en');
    expect(options('en-XA').queryKey).toEqual([...english.slice(0, -1), 'en-XA']);
  });
});
