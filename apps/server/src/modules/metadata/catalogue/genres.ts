import type { LanguageCode, TmdbGenre } from '@marquee/core';
import { textIn } from '../../../http/texts.ts';

/**
 * TMDB's genre tables (`/genre/movie/list`, `/genre/tv/list`) in English, which the offline catalogue uses as is;
 * their names are texts of the server's catalogues, answered in the request's language as TMDB does.
 */
export const TMDB_MOVIE_GENRES = [
  { id: 28, name: /*i18n*/ 'Action' },
  { id: 12, name: /*i18n*/ 'Adventure' },
  { id: 16, name: /*i18n*/ 'Animation' },
  { id: 35, name: /*i18n*/ 'Comedy' },
  { id: 80, name: /*i18n*/ 'Crime' },
  { id: 99, name: /*i18n*/ 'Documentary' },
  { id: 18, name: /*i18n*/ 'Drama' },
  { id: 10751, name: /*i18n*/ 'Family' },
  { id: 14, name: /*i18n*/ 'Fantasy' },
  { id: 36, name: /*i18n*/ 'History' },
  { id: 27, name: /*i18n*/ 'Horror' },
  { id: 10402, name: /*i18n*/ 'Music' },
  { id: 9648, name: /*i18n*/ 'Mystery' },
  { id: 10749, name: /*i18n*/ 'Romance' },
  { id: 878, name: /*i18n*/ 'Science Fiction' },
  { id: 10770, name: /*i18n*/ 'TV Movie' },
  { id: 53, name: /*i18n*/ 'Thriller' },
  { id: 10752, name: /*i18n*/ 'War' },
  { id: 37, name: /*i18n*/ 'Western' },
] as const satisfies readonly TmdbGenre[];

export const TMDB_TV_GENRES = [
  { id: 10759, name: /*i18n*/ 'Action & Adventure' },
  { id: 16, name: /*i18n*/ 'Animation' },
  { id: 35, name: /*i18n*/ 'Comedy' },
  { id: 80, name: /*i18n*/ 'Crime' },
  { id: 99, name: /*i18n*/ 'Documentary' },
  { id: 18, name: /*i18n*/ 'Drama' },
  { id: 10751, name: /*i18n*/ 'Family' },
  { id: 10762, name: /*i18n*/ 'Kids' },
  { id: 9648, name: /*i18n*/ 'Mystery' },
  { id: 10763, name: /*i18n*/ 'News' },
  { id: 10764, name: /*i18n*/ 'Reality' },
  { id: 10765, name: /*i18n*/ 'Sci-Fi & Fantasy' },
  { id: 10766, name: /*i18n*/ 'Soap' },
  { id: 10767, name: /*i18n*/ 'Talk' },
  { id: 10768, name: /*i18n*/ 'War & Politics' },
  { id: 37, name: /*i18n*/ 'Western' },
] as const satisfies readonly TmdbGenre[];

type Genres = ReadonlyArray<{ id: number; name: string }>;

/** A genre table in `language`, as TMDB answers it (a name without a translation stays English). */
export function genresIn(genres: Genres, language: LanguageCode): TmdbGenre[] {
  return genres.map(({ id, name }) => ({ id, name: textIn(language, name) }));
}

const byId = (genres: Genres) => new Map<number, Genres[number]>(genres.map((genre) => [genre.id, genre]));
const movieGenres = byId(TMDB_MOVIE_GENRES);
const tvGenres = byId(TMDB_TV_GENRES);

/** A title's genres by their ids, in `language`; unknown ids are left out. */
export function genresOf(ids: readonly number[], media: 'movie' | 'tv', language: LanguageCode): TmdbGenre[] {
  const known = media === 'movie' ? movieGenres : tvGenres;
  return genresIn(
    ids.flatMap((id) => known.get(id) ?? []),
    language,
  );
}
