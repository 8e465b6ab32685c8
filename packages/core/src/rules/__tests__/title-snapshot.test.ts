import { describe, expect, it } from 'vitest';
import type { ListEntryBody, MediaType } from '../../api.ts';
import { TITLE_SNAPSHOT_FIELDS, titleSnapshot, titleSnapshotOfDetails, type TitleDetails, type TitleSnapshot } from '../title-snapshot.ts';

const full: TitleSnapshot = {
  media_id: 550,
  media_type: 'movie',
  title: 'Fight Club',
  poster_path: '/p.jpg',
  backdrop_path: '/b.jpg',
  overview: 'An overview.',
  rating: 8.4,
};

describe('titleSnapshot', () => {
  it.each<[string, Pick<ListEntryBody, keyof TitleSnapshot>, TitleSnapshot]>([
    ['every field given', full, full],
    [
      'optional fields left out',
      { media_id: 1399, media_type: 'tv', title: 'Show' },
      { media_id: 1399, media_type: 'tv', title: 'Show', poster_path: null, backdrop_path: null, overview: null, rating: null },
    ],
    ['optional fields null', { ...full, poster_path: null, overview: null, rating: null }, { ...full, poster_path: null, overview: null, rating: null }],
    // 0 and '' are values, not missing ones.
    ['a rating of 0 and an empty overview', { ...full, rating: 0, overview: '' }, { ...full, rating: 0, overview: '' }],
  ])('%s', (_case, body, expected) => {
    expect(titleSnapshot(body)).toEqual(expected);
  });

  it('keeps only the snapshot fields, in the order of TITLE_SNAPSHOT_FIELDS', () => {
    const body = { ...full, watch_position: 12, season: 1, episode: 2 };
    expect(Object.keys(titleSnapshot(body))).toEqual([...TITLE_SNAPSHOT_FIELDS]);
  });
});

describe('titleSnapshotOfDetails', () => {
  const details = { id: 550, poster_path: '/p.jpg', backdrop_path: null, overview: null, vote_average: 8.4 };
  it.each<[MediaType, TitleDetails, TitleSnapshot]>([
    ['movie', { ...details, title: 'Fight Club' }, { ...full, backdrop_path: null, overview: null }],
    ['tv', { ...details, id: 1399, name: 'Show' }, { ...full, media_id: 1399, media_type: 'tv', title: 'Show', backdrop_path: null, overview: null }],
  ])('%s details', (type, given, expected) => {
    expect(titleSnapshotOfDetails(type, given)).toEqual(expected);
  });
});
