import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import { repairTitle } from './title-repair.ts';

/**
 * The films of the offline catalogue: vega-datasets' movies.json (about 3,200 US releases with
 * box office, ratings, genre and director), read once and cleaned of the dataset's known defects.
 */
export interface FilmFact {
  title: string;
  /** YYYY-MM-DD */
  releaseDate: string;
  /** The dataset's 'Major Genre', 'Creative Type' and 'Source' ('Drama', 'Science Fiction', 'Remake'). */
  majorGenre: string | null;
  creativeType: string | null;
  source: string | null;
  director: string | null;
  distributor: string | null;
  /** Minutes. */
  runtime: number | null;
  /** Dollars; 0 when unknown, as TMDB does. */
  budget: number;
  revenue: number;
  /** US certification ('PG-13', 'NR'), '' when unknown. */
  certification: string;
  imdbRating: number | null;
  imdbVotes: number | null;
  /** Rotten Tomatoes score, 0–100. */
  rottenTomatoes: number | null;
}

const nullableText = z.string().trim().min(1).nullable().catch(null);
const nullableNumber = z.number().finite().nonnegative().nullable().catch(null);

const rawFilmSchema = z.object({
  // A few titles are numbers in the JSON ('1941', '300').
  Title: z.union([z.string(), z.number().transform(String)]).nullable(),
  'Release Date': z.string().nullable(),
  'Worldwide Gross': nullableNumber,
  'Production Budget': nullableNumber,
  'MPAA Rating': nullableText,
  'Running Time min': z.number().int().positive().nullable().catch(null),
  Distributor: nullableText,
  Source: nullableText,
  'Major Genre': nullableText,
  'Creative Type': nullableText,
  Director: nullableText,
  'Rotten Tomatoes Rating': z.number().min(0).max(100).nullable().catch(null),
  'IMDB Rating': z.number().min(0).max(10).nullable().catch(null),
  'IMDB Votes': z.number().int().nonnegative().nullable().catch(null),
});
type RawFilm = z.infer<typeof rawFilmSchema>;

function datasetPath(): string {
  // The package's exports hide data/, so resolve its folder from package.json's neighbour instead.
  const require = createRequire(import.meta.url);
  const entry = require.resolve('vega-datasets');
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return path.join(dir, 'data', 'movies.json');
}

export function loadFilmFacts(file = datasetPath()): FilmFact[] {
  const rows: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(rows)) throw new Error(`${file} is not a list of films`);
  const films = rows.flatMap((row) => {
    const parsed = rawFilmSchema.safeParse(row);
    const fact = parsed.success ? toFilmFact(parsed.data) : null;
    return fact ? [fact] : [];
  });
  return forgetSharedImdbRatings(dropDuplicates(films));
}

/**
 * Single errors of the dataset, each checked against the film's credits, by repaired title and the
 * dataset's year.
 */
const CORRECTIONS: Readonly<Record<string, Partial<Pick<FilmFact, 'releaseDate' | 'director'>>>> = {
  'Good Will Hunting|1987': { releaseDate: '1997-12-05' },
  'The Wizard of Oz|1939': { director: 'Victor Fleming' },
  'Gone with the Wind|1939': { director: 'Victor Fleming' },
};

function toFilmFact(raw: RawFilm): FilmFact | null {
  const title = raw.Title === null ? null : repairTitle(raw.Title);
  const datasetDate = raw['Release Date'] === null ? null : parseReleaseDate(raw['Release Date']);
  if (!title || !datasetDate) return null;
  const correction = CORRECTIONS[`${title}|${datasetDate.slice(0, 4)}`];
  const releaseDate = correction?.releaseDate ?? datasetDate;
  return {
    title,
    releaseDate,
    majorGenre: raw['Major Genre'],
    creativeType: raw['Creative Type'],
    source: raw.Source,
    director: correction?.director ?? raw.Director,
    distributor: raw.Distributor,
    runtime: raw['Running Time min'],
    budget: raw['Production Budget'] ?? 0,
    revenue: raw['Worldwide Gross'] ?? 0,
    certification: certificationAt(raw['MPAA Rating'], releaseDate),
    imdbRating: raw['IMDB Rating'],
    imdbVotes: raw['IMDB Votes'],
    rottenTomatoes: raw['Rotten Tomatoes Rating'],
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/**
 * The dataset was compiled in 2010; its latest films are releases announced for 2011. Later years
 * are films of 1912–1949 whose century was misread ('Gone with the Wind', Dec 15 2039).
 */
const LAST_GENUINE_YEAR = 2011;

/**
 * 'Jun 12 1998' → '1998-06-12'; null when the text is not such a date.
 *
 * Films known only by their year were stored as 1 January and shifted a day back by a time zone,
 * so 'Dec 31 1941' is Casablanca's year, 1942; such dates become 1 January of the next year.
 */
export function parseReleaseDate(text: string): string | null {
  const match = /^([A-Z][a-z]{2}) (\d{2}) (\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, monthName = '', day = '', yearText = ''] = match;
  const month = MONTHS.indexOf(monthName) + 1;
  let year = Number(yearText);
  if (year > LAST_GENUINE_YEAR) year -= 100;
  if (month === 0 || Number(day) < 1 || Number(day) > 31) return null;
  if (month === 12 && day === '31') return `${year + 1}-01-01`;
  return `${year}-${String(month).padStart(2, '0')}-${day}`;
}

/** When each MPAA rating came into use; a rating dated before it is a defect of the dataset. */
const RATING_INTRODUCED: Readonly<Record<string, string>> = {
  G: '1968-11-01',
  PG: '1972-01-01', // GP became PG in 1972
  R: '1968-11-01',
  'PG-13': '1984-07-01',
  'NC-17': '1990-09-27',
};

export function certificationAt(rating: string | null, releaseDate: string): string {
  if (rating === 'Not Rated') return 'NR';
  const since = rating ? RATING_INTRODUCED[rating] : undefined;
  return rating && since && releaseDate >= since ? rating : '';
}

/**
 * The dataset joined IMDb figures by title, so a film and its remake ('King Kong' 1976 and 2005)
 * carry the same rating and votes; nobody can tell whose they are, so both lose them.
 */
function forgetSharedImdbRatings(films: FilmFact[]): FilmFact[] {
  const byImdbKey = new Map<string, number>();
  const imdbKey = (f: FilmFact) => `${f.title.toLowerCase()}|${f.imdbRating}|${f.imdbVotes}`;
  for (const film of films) if (film.imdbVotes !== null) byImdbKey.set(imdbKey(film), (byImdbKey.get(imdbKey(film)) ?? 0) + 1);
  return films.map((film) =>
    film.imdbVotes !== null && (byImdbKey.get(imdbKey(film)) ?? 0) > 1 ? { ...film, imdbRating: null, imdbVotes: null } : film,
  );
}

/** Keeps one film per title and year (the fullest record): 'Fantasia 2000' appears as its IMAX and theatrical releases. */
function dropDuplicates(films: FilmFact[]): FilmFact[] {
  const kept = new Map<string, FilmFact>();
  for (const film of films) {
    const key = `${film.title.toLowerCase()}|${film.releaseDate.slice(0, 4)}`;
    const other = kept.get(key);
    if (!other || completeness(film) > completeness(other)) kept.set(key, film);
  }
  return [...kept.values()];
}

function completeness(film: FilmFact): number {
  return (
    Object.values(film).filter((v) => v !== null && v !== '' && v !== 0).length + (film.revenue > 0 ? film.revenue / 1e12 : 0)
  );
}
