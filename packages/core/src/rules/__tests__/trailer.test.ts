import { describe, expect, it } from 'vitest';
// The recorded TMDB reply of /movie/550/videos (fixtures/tmdb).
import movieVideos from '../../../../../fixtures/tmdb/movie-videos.json';
import { pickTrailerKey, type VideoFields } from '../trailer.ts';

const yt = (key: string, type: string, official: boolean): VideoFields => ({ key, site: 'YouTube', type, official });

describe('pickTrailerKey', () => {
  it.each<[string, VideoFields[] | null | undefined, string | null]>([
    [
      'an official YouTube trailer wins over earlier ones',
      [yt('teaser', 'Teaser', true), yt('fan', 'Trailer', false), yt('official', 'Trailer', true)],
      'official',
    ],
    [
      'else the first YouTube trailer',
      [yt('clip', 'Clip', true), yt('fan', 'Trailer', false), yt('fan2', 'Trailer', false)],
      'fan',
    ],
    [
      'else the first YouTube video',
      [{ key: 'v', site: 'Vimeo', type: 'Trailer', official: true }, yt('clip', 'Clip', true)],
      'clip',
    ],
    ['never another site', [{ key: 'v', site: 'Vimeo', type: 'Trailer', official: true }], null],
    [
      'never a video without a key',
      [{ key: '', site: 'YouTube', type: 'Trailer', official: true }, yt('b', 'Featurette', false)],
      'b',
    ],
    ['null for an empty list', [], null],
    ['null without a list', null, null],
  ])('%s', (_label, videos, expected) => {
    expect(pickTrailerKey(videos)).toBe(expected);
  });

  it('picks the official trailer from the recorded TMDB reply for movie 550', () => {
    expect(pickTrailerKey(movieVideos.results)).toBe('dfeUzm6KF4g');
  });
});
