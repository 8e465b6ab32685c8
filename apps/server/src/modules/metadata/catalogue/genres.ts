import { isPseudoLanguage, pseudoText, type TmdbGenre } from '@marquee/core';
import { LATIN_SCRIPT_GENRE_NAMES } from './genre-names-latin.ts';
import { OTHER_SCRIPT_GENRE_NAMES } from './genre-names-other.ts';

/** TMDB's genre tables (`/genre/movie/list`, `/genre/tv/list`) in English, which the offline catalogue uses as is. */
export const TMDB_MOVIE_GENRES = [
  { id: 28, name: 'Action' },
  { id: 12, name: 'Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 14, name: 'Fantasy' },
  { id: 36, name: 'History' },
  { id: 27, name: 'Horror' },
  { id: 10402, name: 'Music' },
  { id: 9648, name: 'Mystery' },
  { id: 10749, name: 'Romance' },
  { id: 878, name: 'Science Fiction' },
  { id: 10770, name: 'TV Movie' },
  { id: 53, name: 'Thriller' },
  { id: 10752, name: 'War' },
  { id: 37, name: 'Western' },
] as const satisfies readonly TmdbGenre[];

export const TMDB_TV_GENRES = [
  { id: 10759, name: 'Action & Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 10762, name: 'Kids' },
  { id: 9648, name: 'Mystery' },
  { id: 10763, name: 'News' },
  { id: 10764, name: 'Reality' },
  { id: 10765, name: 'Sci-Fi & Fantasy' },
  { id: 10766, name: 'Soap' },
  { id: 10767, name: 'Talk' },
  { id: 10768, name: 'War & Politics' },
  { id: 37, name: 'Western' },
] as const satisfies readonly TmdbGenre[];

export type GenreId = (typeof TMDB_MOVIE_GENRES)[number]['id'] | (typeof TMDB_TV_GENRES)[number]['id'];

/** Every genre's name in one language (a film genre and a TV genre of the same id have the same name). */
export type GenreNames = Readonly<Record<GenreId, string>>;

type Genres = ReadonlyArray<{ id: GenreId; name: string }>;

/**
 * A genre table in `language` (one of the app's), as TMDB answers it: names in the language, English's in a language
 * without a table, accented ones in the pseudo-language (it finds text left in English).
 */
export function genresIn(genres: Genres, language: string): TmdbGenre[] {
  const names = LATIN_SCRIPT_GENRE_NAMES[language] ?? OTHER_SCRIPT_GENRE_NAMES[language];
  const pseudo = isPseudoLanguage(language);
  return genres.map(({ id, name }) => ({ id, name: pseudo ? pseudoText(name) : (names?.[id] ?? name) }));
}

const byId = (genres: Genres) => new Map<number, Genres[number]>(genres.map((genre) => [genre.id, genre]));
const movieGenres = byId(TMDB_MOVIE_GENRES);
const tvGenres = byId(TMDB_TV_GENRES);

/** A title's genres by their ids, in `language`; unknown ids are left out. */
export function genresOf(ids: readonly number[], media: 'movie' | 'tv', language: string): TmdbGenre[] {
  const known = media === 'movie' ? movieGenres : tvGenres;
  return genresIn(
    ids.flatMap((id) => known.get(id) ?? []),
    language,
  );
}
