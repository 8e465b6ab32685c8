import type { FastifyInstance } from 'fastify';
import {
  apiErrorSchema,
  pseudoText,
  tmdbGenreListSchema,
  tmdbMovieDetailsSchema,
  tmdbTvDetailsSchema,
  type LanguageCode,
} from '@marquee/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { readFixture, startTmdbReplay, type TmdbReplay } from '../../../__tests__/support/tmdb-replay.ts';
import { getCatalogue } from '../catalogue/catalogue.ts';
import { genresIn, TMDB_MOVIE_GENRES, TMDB_TV_GENRES } from '../catalogue/genres.ts';
import { parseGatewayRequest, withLanguage } from '../gateway-request.ts';
import { answerOffline } from '../offline/offline-answers.ts';
import { mediaLanguages, tmdbLanguage } from '../tmdb-language.ts';
import { fillFromEnglish, lacksTexts } from '../upstream/english-fallback.ts';

/**
 * The metadata gateway in the viewer's language (docs/behaviour.md#metadata-gateway): titles, overviews, genre names and
 * posters from TMDB in the language the request names (else the page's), English where TMDB has no translation; the
 * offline catalogue's genre names in the language.
 */

/**
 * Languages being translated, which the routes accept once they are offered (in LANGUAGES): the gateway's rules and
 * sources answer them already.
 */
const GERMAN: LanguageCode = 'de';
const JAPANESE: LanguageCode = 'ja';

const query = (text = '') => new URLSearchParams(text);

describe('TMDB’s names of the app’s languages', () => {
  it.each([
    ['en', 'en-US', 'en,null'],
    ['en-XA', 'en-US', 'en,null'],
    ['de', 'de-DE', 'de,en,null'],
    ['es', 'es-ES', 'es,en,null'],
    ['pt-BR', 'pt-BR', 'pt,en,null'],
    ['zh-CN', 'zh-CN', 'zh,en,null'],
    ['uk', 'uk-UA', 'uk,en,null'],
    ['ja', 'ja-JP', 'ja,en,null'],
    ['eo', 'eo', 'eo,en,null'],
  ])('%s is %s, its images and videos %s', (language, tmdb, media) => {
    expect(tmdbLanguage(language)).toBe(tmdb);
    expect(mediaLanguages(language)).toBe(media);
  });
});

describe('a gateway request’s language', () => {
  it.each<[string, string, LanguageCode, LanguageCode]>([
    ['the page’s when the query names none', '', 'en-XA', 'en-XA'],
    ['the query’s over the page’s', 'language=en-XA', 'en', 'en-XA'],
    ['a regional variant as its language', 'language=EN-gb', 'en-XA', 'en'],
    ['the page’s for an empty one', 'language=', 'en-XA', 'en-XA'],
  ])('%s', (_label, search, pageLanguage, language) => {
    expect(parseGatewayRequest('movie/popular', query(search), pageLanguage).language).toBe(language);
  });

  it('is English for the server’s own reads', () => {
    expect(parseGatewayRequest('tv/1399', query()).language).toBe('en');
  });

  it.each(['tlh', 'xx-YY', '<script>', 'e'.repeat(300)])('refuses language=%s', (language) => {
    expect(() => parseGatewayRequest('movie/popular', query(`language=${encodeURIComponent(language)}`))).toThrow(
      /^language must be one of en, es, fr, de, .*, id, en-XA$/,
    );
  });

  it.each<[string, string, LanguageCode, string]>([
    ['a list', 'movie/popular', GERMAN, 'language=de-DE'],
    ['a title’s images', 'movie/5/images', GERMAN, 'include_image_language=de%2Cen%2Cnull&language=de-DE'],
    ['a title’s videos', 'tv/5/videos', JAPANESE, 'include_video_language=ja%2Cen%2Cnull&language=ja-JP'],
    [
      'a title with its images and videos',
      'movie/5?append_to_response=images,videos,release_dates',
      GERMAN,
      'append_to_response=images%2Cvideos%2Crelease_dates&include_image_language=de%2Cen%2Cnull&include_video_language=de%2Cen%2Cnull&language=de-DE',
    ],
    ['reviews, in English whatever the language', 'movie/5/reviews', GERMAN, 'language=en-US'],
    ['English images', 'movie/5/images', 'en', 'include_image_language=en%2Cnull&language=en-US'],
  ])('asks TMDB for %s in the language', (_label, target, language, upstream) => {
    const [path = '', search] = target.split('?');
    const request = withLanguage(parseGatewayRequest(path, query(search)), language);
    expect(request.upstreamParams.toString()).toBe(upstream);
    expect(request.cacheKey).toBe(`${path}?${upstream}`);
  });

  it('keys each language’s answer apart; the pseudo-language reads English’s', () => {
    const english = parseGatewayRequest('movie/5', query('language=en'));
    expect(withLanguage(english, GERMAN).cacheKey).not.toBe(english.cacheKey);
    expect(parseGatewayRequest('movie/5', query('language=en-XA')).cacheKey).toBe(english.cacheKey);
  });
});

describe('genre names offline', () => {
  it.each<[LanguageCode, string, string, string]>([
    ['de', 'Komödie', 'Science-Fiction', 'Krieg & Politik'],
    ['ja', 'コメディ', 'SF', '戦争＆政治'],
    ['en', 'Comedy', 'Science Fiction', 'War & Politics'],
    ['en-XA', pseudoText('Comedy'), pseudoText('Science Fiction'), pseudoText('War & Politics')],
  ])('in %s', (language, comedy, scienceFiction, warAndPolitics) => {
    const movie = genresIn(TMDB_MOVIE_GENRES, language);
    const tv = genresIn(TMDB_TV_GENRES, language);
    expect(movie.map((genre) => genre.id)).toEqual(TMDB_MOVIE_GENRES.map((genre) => genre.id));
    expect(movie.find((genre) => genre.id === 35)?.name).toBe(comedy);
    expect(movie.find((genre) => genre.id === 878)?.name).toBe(scienceFiction);
    expect(tv.find((genre) => genre.id === 10768)?.name).toBe(warAndPolitics);
  });

  it.each<LanguageCode>([
    'es',
    'fr',
    'de',
    'it',
    'pt-BR',
    'nl',
    'pl',
    'sv',
    'tr',
    'ru',
    'uk',
    'ar',
    'hi',
    'ja',
    'ko',
    'zh-CN',
    'id',
  ])('names every genre in %s, each its own name', (language) => {
    for (const genres of [TMDB_MOVIE_GENRES, TMDB_TV_GENRES]) {
      const names = genresIn(genres, language).map((genre) => genre.name);
      expect(names.every((name) => name.trim() !== '')).toBe(true);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('gives a title’s genres in the request’s language and keeps its English title', () => {
    const catalogue = getCatalogue();
    const movie = catalogue.movies.find((m) => m.genreIds.includes(35))!;
    const details = answerOffline(catalogue, withLanguage(parseGatewayRequest(`movie/${movie.id}`, query()), GERMAN), new Date());
    const parsed = tmdbMovieDetailsSchema.parse(details);
    expect(parsed.genres).toContainEqual({ id: 35, name: 'Komödie' });
    expect(parsed.title).toBe(movie.title);
  });
});

describe('texts TMDB has no translation of', () => {
  it.each<[string, unknown, boolean]>([
    ['an empty overview', { id: 1, title: 'Der Pate', overview: '' }, true],
    ['a null genre name', { genres: [{ id: 18, name: null }] }, true],
    ['an empty episode title', { episodes: [{ id: 7, name: '', overview: 'Text' }] }, true],
    ['a list item’s empty overview', { results: [{ id: 3, title: 'A', overview: '' }] }, true],
    ['every text there', { id: 1, title: 'Der Pate', overview: 'Text', genres: [{ id: 18, name: 'Drama' }] }, false],
    ['empty names of items without an id', { spoken_languages: [{ iso_639_1: 'xx', name: '' }] }, false],
    ['other empty fields', { id: 1, title: 'A', overview: 'B', tagline: '', homepage: '' }, false],
  ])('%s: %s', (_label, answer, lacks) => {
    expect(lacksTexts(answer)).toBe(lacks);
  });

  it('are taken from English, field by field, items matched by id and media type', () => {
    const translated = {
      id: 1,
      title: 'Der Pate',
      overview: '',
      tagline: '',
      genres: [{ id: 18, name: null }],
      results: [
        { id: 5, media_type: 'tv', name: '', overview: 'Eine Serie' },
        { id: 5, media_type: 'movie', title: 'Film', overview: '' },
        { id: 9, media_type: 'movie', title: 'Nur hier', overview: '' },
      ],
      spoken_languages: [{ iso_639_1: 'it', name: '' }],
    };
    const english = {
      id: 1,
      title: 'The Godfather',
      overview: 'An overview',
      tagline: 'An offer',
      genres: [{ id: 18, name: 'Drama' }],
      results: [
        { id: 5, media_type: 'movie', title: 'Movie', overview: 'A film' },
        { id: 5, media_type: 'tv', name: 'A show', overview: 'A series' },
      ],
      spoken_languages: [{ iso_639_1: 'it', name: 'Italiano' }],
    };
    expect(fillFromEnglish(translated, english)).toEqual({
      id: 1,
      title: 'Der Pate',
      overview: 'An overview',
      tagline: '',
      genres: [{ id: 18, name: 'Drama' }],
      results: [
        { id: 5, media_type: 'tv', name: 'A show', overview: 'Eine Serie' },
        { id: 5, media_type: 'movie', title: 'Film', overview: 'A film' },
        { id: 9, media_type: 'movie', title: 'Nur hier', overview: '' },
      ],
      spoken_languages: [{ iso_639_1: 'it', name: '' }],
    });
  });
});

describeEachDatabase('the gateway in the viewer’s language, offline', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  const genreNames = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return { names: tmdbGenreListSchema.parse(res.json()).genres.map((genre) => genre.name), vary: res.headers.vary };
  };

  it('names genres in the language the query names, and says the answer varies only by sign-in', async () => {
    const { names, vary } = await genreNames('/api/tmdb/genre/tv/list?language=en-XA');
    expect(names).toContain(pseudoText('Sci-Fi & Fantasy'));
    expect(vary).toBe('authorization');
    expect((await genreNames('/api/tmdb/genre/tv/list?language=en')).names).toContain('Sci-Fi & Fantasy');
  });

  it('without one, in the page’s language (the cookie, else Accept-Language), and says the answer varies by them', async () => {
    const byBrowser = await genreNames('/api/tmdb/genre/movie/list', { 'accept-language': 'en-XA' });
    expect(byBrowser.names).toContain(pseudoText('Comedy'));
    expect(byBrowser.vary).toBe('authorization, cookie, accept-language');
    const byChoice = await genreNames('/api/tmdb/genre/movie/list', {
      cookie: 'marquee-language=en',
      'accept-language': 'en-XA',
    });
    expect(byChoice.names).toContain('Comedy');
  });

  it('gives a title’s genres in the language', async () => {
    const show = getCatalogue().series.find((s) => s.genreIds.includes(18))!;
    const res = await app.inject({ method: 'GET', url: `/api/tmdb/tv/${show.id}?language=en-XA` });
    const details = tmdbTvDetailsSchema.parse(res.json());
    expect(details.genres).toContainEqual({ id: 18, name: pseudoText('Drama') });
    expect(details.name).toBe(show.name);
  });

  it('answers 400 for a language the app does not speak', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/tmdb/movie/popular?language=tlh' });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error).toMatch(/^language must be one of en, es, fr, de, .*, id, en-XA$/);
  });
});

describeEachDatabase('the gateway in the viewer’s language, from TMDB', (database) => {
  const API_KEY = 'language-test-key';
  let replay: TmdbReplay;
  let app: FastifyInstance;
  beforeAll(async () => {
    replay = await startTmdbReplay({ apiKey: API_KEY });
    app = await buildTestApp(database().db, { TMDB_API_KEY: API_KEY, TMDB_BASE_URL: replay.baseUrl });
  });
  afterEach(() => replay.reset());
  afterAll(async () => {
    await app.close();
    await replay.close();
  });

  const languagesAsked = (path: string) =>
    replay.requests.filter((request) => request.path === path).map((request) => request.query.get('language'));
  const details = readFixture('movie-details.json');
  /** TMDB's answer for Fight Club in another language, with or without an overview in it. */
  const translated = (title: string, overview: string) => ({
    status: 200,
    body: JSON.stringify({ ...details, title, overview }),
  });
  const answer = async (language: LanguageCode) =>
    JSON.parse((await app.ctx.metadata.answer(withLanguage(parseGatewayRequest('movie/550', query()), language))).body) as {
      title: string;
      overview: string;
    };

  it('sends TMDB the language and the image and video languages the query names', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/tmdb/tv/1399?append_to_response=images,videos,content_ratings&language=en-XA',
    });
    expect(res.statusCode).toBe(200);
    const sent = replay.requests.at(-1)!.query;
    expect(sent.get('language')).toBe('en-US');
    expect(sent.get('include_image_language')).toBe('en,null');
    expect(sent.get('include_video_language')).toBe('en,null');
  });

  it('fills an overview TMDB has not translated from English, asking English once, and caches both', async () => {
    replay.misbehave('movie/550', translated('Fight Club (DE)', ''));
    const first = await answer(GERMAN);
    expect(first).toMatchObject({ title: 'Fight Club (DE)', overview: details.overview });
    expect(languagesAsked('movie/550')).toEqual(['de-DE', 'en-US']);
    // Both answers are cached: the German one with its English overview, the English one for English readers.
    expect(await answer(GERMAN)).toEqual(first);
    expect((await answer('en')).title).toBe('Fight Club');
    expect(languagesAsked('movie/550')).toEqual(['de-DE', 'en-US']);
  });

  it('asks nothing in English when every text is translated', async () => {
    replay.misbehave('movie/550', translated('ファイト・クラブ', 'クラブの映画。'));
    expect(await answer(JAPANESE)).toMatchObject({ title: 'ファイト・クラブ', overview: 'クラブの映画。' });
    expect(languagesAsked('movie/550')).toEqual(['ja-JP']);
  });
});
