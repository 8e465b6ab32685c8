import fs from 'node:fs';
import {
  tmdbContentRatingsResponseSchema,
  tmdbCreditsResponseSchema,
  tmdbDatedMoviePageSchema,
  tmdbEpisodeSchema,
  tmdbErrorSchema,
  tmdbGenreListSchema,
  tmdbImagesResponseSchema,
  tmdbMovieDetailsSchema,
  tmdbMoviePageSchema,
  tmdbMultiPageSchema,
  tmdbReleaseDatesResponseSchema,
  tmdbReviewsResponseSchema,
  tmdbSeasonDetailsSchema,
  tmdbTvDetailsSchema,
  tmdbTvPageSchema,
  tmdbVideosResponseSchema,
} from '@marquee/core';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fixturesDir, readFixture } from '../../../__tests__/support/tmdb-replay.ts';

/** Each recorded TMDB response and the core schema the web app decodes it with. */
const SCHEMAS: Record<string, z.ZodType> = {
  'genre-movie-list.json': tmdbGenreListSchema,
  'genre-tv-list.json': tmdbGenreListSchema,
  'invalid-api-key.json': tmdbErrorSchema,
  'resource-not-found.json': tmdbErrorSchema,
  'movie-credits.json': tmdbCreditsResponseSchema,
  'movie-details.json': tmdbMovieDetailsSchema,
  'movie-images.json': tmdbImagesResponseSchema,
  'movie-now-playing.json': tmdbDatedMoviePageSchema,
  'movie-popular.json': tmdbMoviePageSchema,
  'movie-recommendations.json': tmdbMoviePageSchema,
  'movie-release-dates.json': tmdbReleaseDatesResponseSchema,
  'movie-reviews.json': tmdbReviewsResponseSchema,
  'movie-similar.json': tmdbMoviePageSchema,
  'movie-top-rated.json': tmdbMoviePageSchema,
  'movie-upcoming.json': tmdbDatedMoviePageSchema,
  'movie-videos.json': tmdbVideosResponseSchema,
  'search-movie.json': tmdbMoviePageSchema,
  'search-multi.json': tmdbMultiPageSchema,
  'search-tv.json': tmdbTvPageSchema,
  'tv-content-ratings.json': tmdbContentRatingsResponseSchema,
  'tv-details-complex.json': tmdbTvDetailsSchema,
  'tv-details.json': tmdbTvDetailsSchema,
  'tv-episode-details.json': tmdbEpisodeSchema,
  'tv-images.json': tmdbImagesResponseSchema,
  'tv-popular.json': tmdbTvPageSchema,
  'tv-season-details.json': tmdbSeasonDetailsSchema,
  'tv-similar.json': tmdbTvPageSchema,
};

describe('recorded TMDB responses', () => {
  it('has a schema for every recorded file', () => {
    const files = fs.readdirSync(fixturesDir).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(20);
    expect(files.sort()).toEqual(Object.keys(SCHEMAS).sort());
  });

  it.each(Object.entries(SCHEMAS))('decodes %s', (file, schema) => {
    const result = schema.safeParse(readFixture(file));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('keeps what the pages show: search results name their media type, people included', () => {
    const multi = tmdbMultiPageSchema.parse(readFixture('search-multi.json'));
    expect(new Set(multi.results.map((r) => r.media_type))).toEqual(new Set(['movie', 'tv']));
    const tv = tmdbTvDetailsSchema.parse(readFixture('tv-details-complex.json'));
    expect(tv.seasons.find((s) => s.season_number === 0)?.air_date).toBeNull();
  });
});
