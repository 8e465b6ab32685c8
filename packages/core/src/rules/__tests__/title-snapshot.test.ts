import { describe, expect, it } from 'vitest';
import type { MediaType } from '../../api.ts';
import type { MetadataSourceName } from '../../constants.ts';
import {
  TITLE_SNAPSHOT_FIELDS,
  titleSnapshot,
  titleSnapshotOfDetails,
  type TitleDetails,
  type TitleSnapshot,
  type TitleSnapshotBody,
} from '../title-snapshot.ts';

const full: TitleSnapshot = {
  media_id: 550,
  media_type: 'movie',
  source: 'tmdb',
  title: 'Fight Club',
  year: 1999,
  poster_path: '/p.jpg',
  backdrop_path: '/b.jpg',
  overview: 'An overview.',
  rating: 8.4,
};
const { source: _source, ...fullBody } = full;

describe('titleSnapshot', () => {
  it.each<[string, TitleSnapshotBody, MetadataSourceName, TitleSnapshot]>([
    ['every field given', fullBody, 'tmdb', full],
    [
      'optional fields left out',
      { media_id: 1399, media_type: 'tv', title: 'Show' },
      'tmdb',
      {
        media_id: 1399,
        media_type: 'tv',
        source: 'tmdb',
        title: 'Show',
        year: null,
        poster_path: null,
        backdrop_path: null,
        overview: null,
        rating: null,
      },
    ],
    [
      'optional fields null',
      { ...fullBody, year: null, poster_path: null, overview: null, rating: null },
      'tmdb',
      { ...full, year: null, poster_path: null, overview: null, rating: null },
    ],
    // 0 and '' are values, not missing ones.
    [
      'a rating of 0 and an empty overview',
      { ...fullBody, rating: 0, overview: '' },
      'tmdb',
      { ...full, rating: 0, overview: '' },
    ],
    ['no source given: the one the caller names', fullBody, 'catalogue', { ...full, source: 'catalogue' }],
    ['a source given (an imported entry) is kept', { ...fullBody, source: 'tmdb' }, 'catalogue', full],
  ])('%s', (_case, body, source, expected) => {
    expect(titleSnapshot(body, source)).toEqual(expected);
  });

  it('keeps only the snapshot fields, in the order of TITLE_SNAPSHOT_FIELDS', () => {
    const body = { ...fullBody, watch_position: 12, season: 1, episode: 2 };
    expect(Object.keys(titleSnapshot(body, 'tmdb'))).toEqual([...TITLE_SNAPSHOT_FIELDS]);
  });
});

describe('titleSnapshotOfDetails', () => {
  const details = { id: 550, poster_path: '/p.jpg', backdrop_path: null, overview: null, vote_average: 8.4 };
  it.each<[MediaType, TitleDetails, TitleSnapshot]>([
    ['movie', { ...details, title: 'Fight Club', release_date: '1999-10-15' }, { ...full, backdrop_path: null, overview: null }],
    [
      'tv',
      { ...details, id: 1399, name: 'Show', first_air_date: '2011-04-17' },
      { ...full, media_id: 1399, media_type: 'tv', title: 'Show', year: 2011, backdrop_path: null, overview: null },
    ],
    [
      'movie',
      { ...details, title: 'Fight Club', release_date: '' },
      { ...full, year: null, backdrop_path: null, overview: null },
    ],
  ])('%s details', (type, given, expected) => {
    expect(titleSnapshotOfDetails(type, given, 'tmdb')).toEqual(expected);
  });
});
