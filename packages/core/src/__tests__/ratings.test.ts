import { describe, expect, it } from 'vitest';
import { importBodySchema, importTooMany } from '../account-data.ts';
import { rateBodySchema, ratingsQuerySchema, unrateBodySchema } from '../ratings.ts';

type Schema = { safeParse(value: unknown): { success: boolean } };

describe('ratings schemas: a whole number from 1 to 10, as JSON', () => {
  const film = { media_type: 'movie', media_id: 550 };
  it.each<[string, Schema, unknown, boolean]>([
    ['a rating', rateBodySchema, { ...film, rating: 7 }, true],
    ['the lowest', rateBodySchema, { ...film, rating: 1 }, true],
    ['the highest', rateBodySchema, { ...film, rating: 10 }, true],
    ['0', rateBodySchema, { ...film, rating: 0 }, false],
    ['11', rateBodySchema, { ...film, rating: 11 }, false],
    ['a half', rateBodySchema, { ...film, rating: 3.5 }, false],
    ['digits as text', rateBodySchema, { ...film, rating: '7' }, false],
    ['no rating', rateBodySchema, film, false],
    ['an unknown field', rateBodySchema, { ...film, rating: 7, title: 'Mine' }, false],
    ['a title to unrate', unrateBodySchema, film, true],
    ['a rating to unrate', unrateBodySchema, { ...film, rating: 7 }, false],
  ])('%s', (_label, schema, value, ok) => {
    expect(schema.safeParse(value).success).toBe(ok);
  });
});

describe("ratingsQuerySchema: one title's rating, or a page of the list", () => {
  it.each<[string, Record<string, string>, boolean]>([
    ['the list', {}, true],
    ['one title', { media_type: 'tv', media_id: '1399' }, true],
    ['films only, by rating, from 6', { media_type: 'movie', sort: 'rating', min: '6' }, true],
    ['a page by title', { sort: 'title', limit: '100', offset: '40' }, true],
    ['an id without its type', { media_id: '1399' }, false],
    ['one title, sorted', { media_type: 'tv', media_id: '1399', sort: 'rating' }, false],
    ['one title, paged', { media_type: 'tv', media_id: '1399', limit: '5' }, false],
    ['another order', { sort: 'popularity' }, false],
    ['min above max', { min: '8', max: '3' }, false],
    ['min equal to max', { min: '8', max: '8' }, true],
    ['a bound past 10', { max: '11' }, false],
    ['a page of 101', { limit: '101' }, false],
  ])('%s', (_label, query, ok) => {
    expect(ratingsQuerySchema.safeParse(query).success).toBe(ok);
  });
});

describe("the import's marks, hidden titles and ratings", () => {
  const at = '2024-01-01T00:00:00Z';
  const mark = { media_type: 'movie', media_id: 1, plays: 1, last_watched_at: at, source: 'tmdb' };
  const episode = { ...mark, media_type: 'tv', season: 0, episode: 3 };
  const rating = { media_type: 'tv', media_id: 1, rating: 10, title: 'Heat', rated_at: at, source: 'tmdb' };
  it.each<[string, unknown, boolean]>([
    ['an export of before them', { version: 1, watchlist: [] }, true],
    ["a film's mark", { version: 1, watched: [mark] }, true],
    ["a film's mark with nulls", { version: 1, watched: [{ ...mark, season: null, episode: null }] }, true],
    ["a film's mark with a season", { version: 1, watched: [{ ...mark, season: 1, episode: 1 }] }, false],
    ["a special's mark", { version: 1, watched: [episode] }, true],
    ["an episode's mark without its season", { version: 1, watched: [{ ...episode, season: null }] }, false],
    ['a mark of no plays', { version: 1, watched: [{ ...mark, plays: 0 }] }, false],
    ['a mark without its source', { version: 1, watched: [{ ...mark, source: undefined }] }, false],
    ['a hidden title', { version: 1, hidden: [{ media_type: 'tv', media_id: 2, hidden_at: at, source: 'catalogue' }] }, true],
    ['a hidden title of no time', { version: 1, hidden: [{ media_type: 'tv', media_id: 2, source: 'catalogue' }] }, false],
    ['a rating', { version: 1, ratings: [rating] }, true],
    ['a rating with a poster', { version: 1, ratings: [{ ...rating, poster_path: '/p.jpg' }] }, true],
    ['a rating of 0', { version: 1, ratings: [{ ...rating, rating: 0 }] }, false],
    ['a rating with NUL in its title', { version: 1, ratings: [{ ...rating, title: 'a\u0000' }] }, false],
  ])('%s', (_label, value, ok) => {
    expect(importBodySchema.safeParse(value).success).toBe(ok);
  });

  it.each([
    ['watched', 'An import holds at most {max, plural, one {# watched mark} other {# watched marks}}', 100_000],
    ['hidden', 'An import holds at most {max, plural, one {# title} other {# titles}} taken off Continue Watching', 10_000],
    ['ratings', 'An import holds at most {max, plural, one {# rating} other {# ratings}}', 10_000],
    ['favourites', 'An import holds at most {max, plural, one {# title} other {# titles}} in its favourites', 10_000],
  ] as const)('names the cap of %s', (list, text, max) => {
    expect(importTooMany(list)).toEqual({ text, values: { max } });
  });
});
