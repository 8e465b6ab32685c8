import { describe, expect, it } from 'vitest';
import {
  CONTENT_RATINGS,
  isLimitedProfile,
  profileMaxRank,
  ratingAllowed,
  ratingRank,
  ratingsUpTo,
  highestFilmRating,
  type ContentRating,
  type ProfileLimitFields,
} from '../content-rating.ts';

const unlimited: ProfileLimitFields = { kids: false, maxRating: null };
const upTo = (maxRating: ContentRating): ProfileLimitFields => ({ kids: false, maxRating });

describe('ratingRank', () => {
  it.each<[string | null | undefined, number | null]>([
    ['TV-Y', 0],
    ['TV-Y7', 1],
    ['G', 2],
    ['TV-G', 2],
    ['PG', 3],
    ['TV-PG', 3],
    ['PG-13', 4],
    ['TV-14', 4],
    ['R', 5],
    ['TV-MA', 5],
    ['NC-17', 6],
    [' PG-13 ', 4],
    ['NR', null],
    ['15', null],
    ['pg', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['constructor', null],
  ])('%s ranks %s', (rating, rank) => {
    expect(ratingRank(rating)).toBe(rank);
  });

  it.each([
    ['films', ['G', 'PG', 'PG-13', 'R', 'NC-17']],
    ['television', ['TV-Y', 'TV-Y7', 'TV-G', 'TV-PG', 'TV-14', 'TV-MA']],
  ])('keeps the order of %s', (_family, order) => {
    const ranks = order.map((rating) => ratingRank(rating)!);
    for (let i = 1; i < ranks.length; i++) expect(ranks[i]).toBeGreaterThan(ranks[i - 1]!);
  });
});

describe('profileMaxRank', () => {
  it.each<[string, ProfileLimitFields, number | null]>([
    ['no limit', unlimited, null],
    ['a maximum rating', upTo('PG-13'), 4],
    ['a Kids profile: PG', { kids: true, maxRating: null }, 3],
    ['a Kids profile with a stricter maximum keeps it', { kids: true, maxRating: 'G' }, 2],
    ['a Kids profile with a looser maximum stays at PG', { kids: true, maxRating: 'R' }, 3],
  ])('%s', (_case, profile, rank) => {
    expect(profileMaxRank(profile)).toBe(rank);
    expect(isLimitedProfile(profile)).toBe(rank !== null);
  });
});

describe('ratingAllowed', () => {
  const pg = profileMaxRank(upTo('PG'));
  it.each<[string, number | null, string | null, boolean, boolean]>([
    ['anything without a limit', null, 'NC-17', false, true],
    ['an unrated title without a limit', null, null, false, true],
    ['an adult title without a limit', null, null, true, true],
    ['G under PG', pg, 'G', false, true],
    ['TV-Y under PG', pg, 'TV-Y', false, true],
    ['PG under PG', pg, 'PG', false, true],
    ['TV-PG under PG (same audience)', pg, 'TV-PG', false, true],
    ['PG-13 under PG', pg, 'PG-13', false, false],
    ['TV-14 under PG', pg, 'TV-14', false, false],
    ['R under PG', pg, 'R', false, false],
    ['an unrated title under a limit', pg, null, false, false],
    ['NR under a limit', pg, 'NR', false, false],
    ["another country's rating under a limit", pg, '12A', false, false],
    ['an adult title under a limit, whatever its rating', pg, 'G', true, false],
    ['R under R', profileMaxRank(upTo('R')), 'R', false, true],
    ['TV-MA under R', profileMaxRank(upTo('R')), 'TV-MA', false, true],
    ['NC-17 under R', profileMaxRank(upTo('R')), 'NC-17', false, false],
    ['TV-Y7 under TV-Y', profileMaxRank(upTo('TV-Y')), 'TV-Y7', false, false],
  ])('%s', (_case, maxRank, rating, adult, allowed) => {
    expect(ratingAllowed(maxRank, rating, adult)).toBe(allowed);
  });
});

describe('ratingsUpTo', () => {
  it('lists each rating at or below a rank, in scale order', () => {
    expect(ratingsUpTo(3)).toEqual(['TV-Y', 'TV-Y7', 'G', 'TV-G', 'PG', 'TV-PG']);
    expect(ratingsUpTo(6)).toEqual([...CONTENT_RATINGS]);
  });
});

describe('highestFilmRating', () => {
  it.each([
    ['TV-Y', null],
    ['TV-Y7', null],
    ['G', 'G'],
    ['TV-G', 'G'],
    ['PG', 'PG'],
    ['TV-PG', 'PG'],
    ['PG-13', 'PG-13'],
    ['TV-14', 'PG-13'],
    ['R', 'R'],
    ['TV-MA', 'R'],
    ['NC-17', 'NC-17'],
  ] as const)('under %s is %s', (limit, film) => {
    expect(highestFilmRating(profileMaxRank(upTo(limit))!)).toBe(film);
  });
});
