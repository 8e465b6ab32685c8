import {
  apiErrorSchema,
  movieCertification,
  tmdbContentRatingsResponseSchema,
  tmdbCreditsResponseSchema,
  tmdbDatedMoviePageSchema,
  tmdbEpisodeSchema,
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
  tvCertification,
} from '@marquee/core';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../catalogue/catalogue.ts';
import { MOJIBAKE } from '../catalogue/title-repair.ts';
import { useTestApp } from '../../../__tests__/support/app.ts';

const server = useTestApp();

async function getJson<S extends z.ZodType>(url: string, schema: S): Promise<z.infer<S>> {
  const res = await server.app.inject({ method: 'GET', url: `/api/tmdb/${url}` });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return schema.parse(res.json());
}

const catalogue = getCatalogue();
const leon = catalogue.movies.find((m) => m.title === 'Léon')!;
const breakingBad = catalogue.series.find((s) => s.name === 'Breaking Bad')!;

describe('offline catalogue through the gateway', () => {
  it('answers every gateway path in the shape the recorded TMDB responses have', async () => {
    const m = leon.id;
    const t = breakingBad.id;
    const cases: [string, z.ZodType][] = [
      ['trending/all/day', tmdbMultiPageSchema],
      ['trending/all/week?page=2', tmdbMultiPageSchema],
      ['trending/movie/week', tmdbMultiPageSchema],
      ['trending/tv/day', tmdbTvPageSchema],
      [`movie/${m}`, tmdbMovieDetailsSchema],
      [`movie/${m}/images`, tmdbImagesResponseSchema],
      [`movie/${m}/videos`, tmdbVideosResponseSchema],
      [`movie/${m}/reviews`, tmdbReviewsResponseSchema],
      [`movie/${m}/recommendations`, tmdbMoviePageSchema],
      [`movie/${m}/similar?page=2`, tmdbMoviePageSchema],
      [`movie/${m}/release_dates`, tmdbReleaseDatesResponseSchema],
      [`movie/${m}/credits`, tmdbCreditsResponseSchema],
      [`tv/${t}`, tmdbTvDetailsSchema],
      [`tv/${t}/images`, tmdbImagesResponseSchema],
      [`tv/${t}/videos`, tmdbVideosResponseSchema],
      [`tv/${t}/reviews`, tmdbReviewsResponseSchema],
      [`tv/${t}/recommendations`, tmdbTvPageSchema],
      [`tv/${t}/similar`, tmdbTvPageSchema],
      [`tv/${t}/content_ratings`, tmdbContentRatingsResponseSchema],
      [`tv/${t}/season/2`, tmdbSeasonDetailsSchema],
      [`tv/${t}/season/5/episode/16`, tmdbEpisodeSchema],
      ['movie/popular?page=3', tmdbMoviePageSchema],
      ['movie/top_rated', tmdbMoviePageSchema],
      ['movie/upcoming', tmdbDatedMoviePageSchema],
      ['movie/now_playing', tmdbDatedMoviePageSchema],
      ['tv/popular', tmdbTvPageSchema],
      ['tv/top_rated', tmdbTvPageSchema],
      ['tv/on_the_air', tmdbTvPageSchema],
      ['tv/airing_today', tmdbTvPageSchema],
      ['discover/movie?with_genres=28', tmdbMoviePageSchema],
      ['discover/tv?with_genres=35&sort_by=first_air_date.desc', tmdbTvPageSchema],
      ['search/multi?query=the', tmdbMultiPageSchema],
      ['search/movie?query=star', tmdbMoviePageSchema],
      ['search/tv?query=the', tmdbTvPageSchema],
      ['genre/movie/list', tmdbGenreListSchema],
      ['genre/tv/list', tmdbGenreListSchema],
    ];
    for (const [url, schema] of cases) await getJson(url, schema);
  });

  it('gives a title page in one request with append_to_response', async () => {
    const movie = await getJson(
      `movie/${leon.id}?append_to_response=images,videos,release_dates,credits,similar`,
      tmdbMovieDetailsSchema,
    );
    expect(movie).toMatchObject({ title: 'Léon', release_date: leon.releaseDate, status: 'Released' });
    expect(movie.images?.logos[0]?.iso_639_1).toBe('en');
    expect(movie.videos?.results).toEqual([]);
    expect(movie.similar?.results.length).toBeGreaterThan(0);
    expect(movie.release_dates?.results[0]?.release_dates[0]?.certification).toBe(leon.fact.certification);
    expect(movieCertification(movie.release_dates)).toBe('R');
    const show = await getJson(`tv/${breakingBad.id}?append_to_response=images,content_ratings,videos`, tmdbTvDetailsSchema);
    expect(show).toMatchObject({
      name: 'Breaking Bad',
      first_air_date: '2008-01-20',
      number_of_seasons: 5,
      number_of_episodes: 62,
    });
    expect(show.seasons.map((s) => s.episode_count)).toEqual([7, 13, 13, 13, 16]);
    expect(show.images?.posters).toHaveLength(1);
    expect(tvCertification(show.content_ratings)).toBe('TV-MA');
  });

  it('writes overviews from facts only', async () => {
    const movie = await getJson(`movie/${leon.id}`, tmdbMovieDetailsSchema);
    expect(movie.overview).toMatch(/^A 1994 .*directed by Luc Besson\./);
    const show = await getJson(`tv/${breakingBad.id}`, tmdbTvDetailsSchema);
    expect(show.overview).toBe(
      'A crime drama series created by Vince Gilligan. It aired on AMC from 2008: 5 seasons, 62 episodes.',
    );
  });

  it('names episodes “Episode N” and dates only the premiere', async () => {
    const season = await getJson(`tv/${breakingBad.id}/season/1`, tmdbSeasonDetailsSchema);
    expect(season.episodes.map((e) => e.name)).toEqual(Array.from({ length: 7 }, (_, i) => `Episode ${i + 1}`));
    expect(season.episodes.map((e) => e.air_date)).toEqual(['2008-01-20', null, null, null, null, null, null]);
  });

  it.each([
    [`movie/99999999`, 'Movie not found'],
    [`tv/99999999`, 'TV show not found'],
    [`tv/${breakingBad.id}/season/6`, 'Season not found'],
    [`tv/${breakingBad.id}/season/0`, 'Season not found'],
    [`tv/${breakingBad.id}/season/1/episode/8`, 'Episode not found'],
  ])('answers 404 for %s', async (url, message) => {
    const res = await server.app.inject({ method: 'GET', url: `/api/tmdb/${url}` });
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).error).toBe(message);
  });

  it('pages 20 at a time with true totals', async () => {
    const first = await getJson('movie/popular', tmdbMoviePageSchema);
    expect(first.results).toHaveLength(20);
    expect(first.total_results).toBe(catalogue.movies.length);
    expect(first.total_pages).toBe(Math.ceil(catalogue.movies.length / 20));
    const last = await getJson(`movie/popular?page=${first.total_pages}`, tmdbMoviePageSchema);
    expect(last.results).toHaveLength(catalogue.movies.length - (first.total_pages - 1) * 20);
    const past = await getJson(`movie/popular?page=${first.total_pages + 1}`, tmdbMoviePageSchema);
    expect(past.results).toEqual([]);
    const second = await getJson('movie/popular?page=2', tmdbMoviePageSchema);
    expect(second.results.map((r) => r.id)).not.toEqual(expect.arrayContaining(first.results.map((r) => r.id)));
    expect(first.results[0]!.popularity).toBeGreaterThanOrEqual(second.results[0]!.popularity);
  });

  it('orders top rated by rating among well-voted films, and upcoming by its release window', async () => {
    const top = await getJson('movie/top_rated', tmdbMoviePageSchema);
    const ratings = top.results.map((r) => r.vote_average);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(top.results.every((r) => r.vote_count >= 10_000)).toBe(true);
    const upcoming = await getJson('movie/upcoming', tmdbDatedMoviePageSchema);
    expect(
      upcoming.results.every((r) => r.release_date >= upcoming.dates.minimum && r.release_date <= upcoming.dates.maximum),
    ).toBe(true);
    const nowPlaying = await getJson('movie/now_playing', tmdbDatedMoviePageSchema);
    expect(nowPlaying.dates.maximum <= upcoming.dates.minimum).toBe(true);
  });

  it('mixes films and series in trending, and the day differs from the week', async () => {
    const day = await getJson('trending/all/day', tmdbMultiPageSchema);
    const week = await getJson('trending/all/week', tmdbMultiPageSchema);
    expect(day.results.map((r) => r.id)).not.toEqual(week.results.map((r) => r.id));
    const pool = [...day.results, ...(await getJson('trending/all/day?page=2', tmdbMultiPageSchema)).results];
    expect(new Set(pool.map((r) => r.media_type))).toEqual(new Set(['movie', 'tv']));
    expect(week.total_results).toBe(200);
  });

  it('discovers by genre: comma means all of, pipe means any of', async () => {
    const action = await getJson('discover/movie?with_genres=28&page=2', tmdbMoviePageSchema);
    expect(action.results.every((r) => r.genre_ids.includes(28))).toBe(true);
    const both = await getJson('discover/movie?with_genres=28,878', tmdbMoviePageSchema);
    expect(both.results.every((r) => r.genre_ids.includes(28) && r.genre_ids.includes(878))).toBe(true);
    const either = await getJson('discover/movie?with_genres=28|878', tmdbMoviePageSchema);
    expect(either.total_results).toBeGreaterThan(action.total_results);
    const comedies = await getJson('discover/tv?with_genres=35&sort_by=first_air_date.desc', tmdbTvPageSchema);
    const dates = comedies.results.map((r) => r.first_air_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(comedies.results.every((r) => r.genre_ids.includes(35))).toBe(true);
  });

  it.each(['leon', 'LEON', 'Léon', 'léon', 'leo'])('finds Léon when searching “%s”', async (query) => {
    const found = await getJson(`search/multi?query=${encodeURIComponent(query)}`, tmdbMultiPageSchema);
    expect(found.results.some((r) => r.media_type === 'movie' && r.title === 'Léon')).toBe(true);
    expect(found.results[0]).toMatchObject({ media_type: 'movie', title: 'Léon' });
  });

  it('searches by words and prefixes, films and series together', async () => {
    const knight = await getJson('search/multi?query=dark%20kni', tmdbMultiPageSchema);
    expect(knight.results[0]).toMatchObject({ media_type: 'movie', title: 'The Dark Knight' });
    const office = await getJson('search/multi?query=the%20office', tmdbMultiPageSchema);
    expect(office.results.filter((r) => r.media_type === 'tv').map((r) => ('name' in r ? r.name : ''))).toEqual([
      'The Office',
      'The Office',
    ]);
    const amelie = await getJson('search/movie?query=amelie', tmdbMoviePageSchema);
    expect(amelie.results[0]?.title).toBe("Le Fabuleux destin d'Amélie Poulain");
    const gambit = await getJson('search/tv?query=queen%27s', tmdbTvPageSchema);
    expect(gambit.results[0]?.name).toBe("The Queen's Gambit");
    const none = await getJson('search/multi?query=%20', tmdbMultiPageSchema);
    expect(none).toEqual({ page: 1, results: [], total_pages: 0, total_results: 0 });
  });

  it('has no mis-encoded accent anywhere in the catalogue', async () => {
    const mojibake = new RegExp(`[${Object.keys(MOJIBAKE).join('')}]`);
    const first = await getJson('discover/movie', tmdbMoviePageSchema);
    for (let page = 1; page <= first.total_pages; page++) {
      const res = await server.app.inject({ method: 'GET', url: `/api/tmdb/discover/movie?page=${page}` });
      expect(res.body).not.toMatch(mojibake);
    }
    const series = await server.app.inject({ method: 'GET', url: '/api/tmdb/discover/tv?page=1' });
    expect(series.body).not.toMatch(mojibake);
    const titles = [...catalogue.movies.map((m) => m.title), ...catalogue.series.map((s) => s.name)];
    expect(titles.filter((t) => mojibake.test(t))).toEqual([]);
    expect(titles).toEqual(
      expect.arrayContaining(['Léon', "Le Fabuleux destin d'Amélie Poulain", 'Die Fälscher', 'La Môme', 'Y Tu Mamá También']),
    );
  });

  it('draws every image an answer names, as SVG with long cache headers', async () => {
    const answers = await Promise.all(
      [
        `movie/${leon.id}?append_to_response=images,credits`,
        `tv/${breakingBad.id}?append_to_response=images`,
        `tv/${breakingBad.id}/season/3`,
        'trending/all/week',
      ].map((url) => server.app.inject({ method: 'GET', url: `/api/tmdb/${url}` })),
    );
    const paths = new Set(
      answers.flatMap((a) =>
        [...a.body.matchAll(/"(?:poster|backdrop|still|logo|profile|file)_path":"([^"]+)"/g)].map((m) => m[1]!),
      ),
    );
    expect(paths.size).toBeGreaterThan(40);
    for (const imagePath of paths) {
      const res = await server.app.inject({ method: 'GET', url: `/api/images/w500${imagePath}` });
      expect(res.statusCode, imagePath).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=2592000');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
      expect(res.body.length).toBeLessThan(4_000);
    }
  });

  it('draws the same artwork for the same title every time, and different artwork for different titles', async () => {
    const poster = (id: number) =>
      server.app.inject({ method: 'GET', url: `/api/images/w342/poster-m${id}.svg` }).then((r) => r.body);
    expect(await poster(leon.id)).toBe(await poster(leon.id));
    expect(await poster(leon.id)).not.toBe(await poster(catalogue.movies[0]!.id));
    expect(await poster(leon.id)).toContain('aria-label="Léon"');
  });

  it.each([
    ['w92', false],
    ['w342', false],
    ['w500', true],
    ['w780', true],
    ['original', true],
  ])('draws a %s poster lettered with the title: %s (cards print it beneath small ones)', async (size, lettered) => {
    const res = await server.app.inject({ method: 'GET', url: `/api/images/${size}/poster-m${leon.id}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('aria-label="Léon"');
    expect(res.body.includes('<text'), res.body).toBe(lettered);
  });

  it.each(['poster-m99999999.svg', 'poster-m0123.svg', 'still-t1-s1.svg', `still-t${0}-s1-e1.svg`, 'poster-x1.svg', 'abc.jpg'])(
    'answers 404 for the image %s',
    async (file) => {
      const res = await server.app.inject({ method: 'GET', url: `/api/images/w342/${file}` });
      expect(res.statusCode).toBe(404);
    },
  );
});
