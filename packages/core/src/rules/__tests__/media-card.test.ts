import { describe, expect, it } from 'vitest';
import type { MediaType } from '../../api.ts';
import { mediaCardView, type MediaCardInput, type MediaCardView } from '../media-card.ts';

const invalid: MediaCardView = { valid: false, message: 'Invalid Media Item' };

describe('mediaCardView', () => {
  it.each<[string, MediaCardInput, MediaType | undefined, MediaCardView]>([
    [
      'a complete TMDB movie',
      {
        id: 550,
        media_type: 'movie',
        title: 'Fight Club',
        overview: 'A ticking-time-bomb insomniac...',
        poster_path: '/poster.jpg',
        release_date: '1999-10-15',
        vote_average: 8.433,
      },
      undefined,
      {
        valid: true,
        id: 550,
        mediaType: 'movie',
        title: 'Fight Club',
        year: '1999',
        overview: 'A ticking-time-bomb insomniac...',
        posterPath: '/poster.jpg',
        rating: '8.4',
        href: '/movie/550',
      },
    ],
    [
      'a bare TV show: every fallback',
      { id: 1399, media_type: 'tv', name: '', overview: '  ', poster_path: null, first_air_date: '', vote_average: 0 },
      undefined,
      {
        valid: true,
        id: 1399,
        mediaType: 'tv',
        title: 'Untitled',
        year: 'N/A',
        overview: 'No description available',
        posterPath: null,
        rating: null,
        href: '/tv/1399',
      },
    ],
    [
      'a saved entry: media_id and rating',
      { id: 'doc-1', media_id: 1399, media_type: 'tv', title: 'Game of Thrones', rating: 8.4 },
      undefined,
      {
        valid: true,
        id: 1399,
        mediaType: 'tv',
        title: 'Game of Thrones',
        year: 'N/A',
        overview: 'No description available',
        posterPath: null,
        rating: '8.4',
        href: '/tv/1399',
      },
    ],
    [
      'an item of a /movie/... list, typed by the list',
      { id: 603, title: 'The Matrix', release_date: '1999-03-31', vote_average: 8.2 },
      'movie',
      {
        valid: true,
        id: 603,
        mediaType: 'movie',
        title: 'The Matrix',
        year: '1999',
        overview: 'No description available',
        posterPath: null,
        rating: '8.2',
        href: '/movie/603',
      },
    ],
    ['no id', { media_type: 'movie', title: 'X' }, undefined, invalid],
    ['tmdb_id only is enough', { tmdb_id: 1, media_type: 'movie' }, undefined, expect.objectContaining({ valid: true, id: 1 })],
    ['no media type', { id: 550, title: 'Fight Club' }, undefined, invalid],
    ['a person from a multi search', { id: 287, media_type: 'person', name: 'Brad Pitt' }, undefined, invalid],
    ['a person even inside a typed list', { id: 287, media_type: 'person' }, 'movie', invalid],
    ['a document id only', { id: 'doc-1', media_type: 'movie' }, undefined, invalid],
  ])('%s', (_label, item, listType, expected) => {
    expect(mediaCardView(item, 'en', listType)).toEqual(expected);
  });
});

describe("mediaCardView's rating", () => {
  it.each<[string, string]>([
    ['en', '7.5'],
    ['de', '7,5'],
    ['ar', '7.5'],
    ['ja', '7.5'],
  ])('in %s is %s', (locale, rating) => {
    expect(mediaCardView({ id: 1, media_type: 'movie', vote_average: 7.46 }, locale)).toMatchObject({ rating });
  });
});
