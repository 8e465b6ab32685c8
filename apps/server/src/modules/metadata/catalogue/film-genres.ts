import type { FilmFact } from './film-dataset.ts';

/** The dataset's 'Major Genre' and 'Creative Type' as TMDB movie genre ids. */
const MAJOR_GENRE_IDS: Readonly<Record<string, number[]>> = {
  Action: [28],
  Adventure: [12],
  'Black Comedy': [35],
  Comedy: [35],
  'Concert/Performance': [10402, 99],
  Documentary: [99],
  Drama: [18],
  Horror: [27],
  Musical: [10402],
  'Romantic Comedy': [10749, 35],
  'Thriller/Suspense': [53],
  Western: [37],
};

const CREATIVE_TYPE_IDS: Readonly<Record<string, number[]>> = {
  Fantasy: [14],
  'Historical Fiction': [36],
  'Kids Fiction': [10751],
  'Science Fiction': [878],
  'Super Hero': [28],
};

export function filmGenreIds(film: Pick<FilmFact, 'majorGenre' | 'creativeType'>): number[] {
  const ids = [
    ...(film.majorGenre ? (MAJOR_GENRE_IDS[film.majorGenre] ?? []) : []),
    ...(film.creativeType ? (CREATIVE_TYPE_IDS[film.creativeType] ?? []) : []),
  ];
  return [...new Set(ids)];
}
