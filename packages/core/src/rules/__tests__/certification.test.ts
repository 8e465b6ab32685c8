import { describe, expect, it } from 'vitest';
// Recorded TMDB replies for /movie/550/release_dates and /tv/1399/content_ratings (fixtures/tmdb).
import releaseDates from '../../../../../fixtures/tmdb/movie-release-dates.json';
import contentRatings from '../../../../../fixtures/tmdb/tv-content-ratings.json';
import { movieCertification, tvCertification, type ReleaseDatesFields } from '../certification.ts';

const us = (...releases: Array<{ certification: string; type: number }>): ReleaseDatesFields => ({
  results: [
    { iso_3166_1: 'GB', release_dates: [{ certification: '15', type: 3 }] },
    { iso_3166_1: 'US', release_dates: releases },
  ],
});

describe('movieCertification', () => {
  it.each<[string, ReleaseDatesFields | null | undefined, string | null]>([
    ['the theatrical rating, past unrated premieres', us({ certification: '', type: 1 }, { certification: 'R', type: 3 }), 'R'],
    [
      'the theatrical rating over an earlier rated one',
      us({ certification: 'NC-17', type: 2 }, { certification: 'R', type: 3 }),
      'R',
    ],
    ['else the first rated US release', us({ certification: '', type: 3 }, { certification: 'PG', type: 4 }), 'PG'],
    ['trimmed', us({ certification: ' PG-13 ', type: 3 }), 'PG-13'],
    ['null when no US release is rated', us({ certification: '', type: 3 }), null],
    ['null without a US entry', { results: [{ iso_3166_1: 'FR', release_dates: [{ certification: '12', type: 3 }] }] }, null],
    ['null without release dates', undefined, null],
    ['null for an empty reply', { results: [] }, null],
  ])('%s', (_case, input, expected) => {
    expect(movieCertification(input)).toBe(expected);
  });

  it('reads Fight Club as R from its recorded release dates', () => {
    expect(movieCertification(releaseDates)).toBe('R');
  });
});

describe('tvCertification', () => {
  it.each([
    [
      'the US rating',
      {
        results: [
          { iso_3166_1: 'DE', rating: '16' },
          { iso_3166_1: 'US', rating: 'TV-14' },
        ],
      },
      'TV-14',
    ],
    ['null for an empty US rating', { results: [{ iso_3166_1: 'US', rating: '' }] }, null],
    ['null without a US entry', { results: [{ iso_3166_1: 'DE', rating: '16' }] }, null],
    ['null without content ratings', null, null],
  ])('%s', (_case, input, expected) => {
    expect(tvCertification(input)).toBe(expected);
  });

  it('reads Game of Thrones as TV-MA from its recorded content ratings', () => {
    expect(tvCertification(contentRatings)).toBe('TV-MA');
  });
});
