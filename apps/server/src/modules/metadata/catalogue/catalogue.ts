import { TV_SERIES, type SeriesFact } from './tv-series.ts';
import { filmOverview, filmTagline, seriesOverview, seriesTagline } from './descriptions.ts';
import { loadFilmFacts, type FilmFact } from './film-dataset.ts';
import { filmGenreIds } from './film-genres.ts';
import { assignStableIds, TITLE_IDS } from './stable-ids.ts';
import { foldText, titleWords } from '../../../lib/text-fold.ts';

/**
 * The offline catalogue: real films (vega-datasets) and series (our data file) with stable ids,
 * TMDB genre ids, ratings, a popularity signal and text written from their facts. Built once, on
 * first use, in memory (a few thousand titles).
 */

interface TitleCommon {
  id: number;
  genreIds: number[];
  overview: string;
  tagline: string;
  voteAverage: number;
  voteCount: number;
  /** Votes and box office (films) or rating (series), discounted by age: the order of 'popular'. */
  popularity: number;
  /** The title folded for search ('leon'), and its words. */
  foldedTitle: string;
  words: string[];
}

export interface CatalogueMovie extends TitleCommon {
  media: 'movie';
  title: string;
  releaseDate: string;
  fact: FilmFact;
  directorId: number | null;
}

export interface CatalogueSeries extends TitleCommon {
  media: 'tv';
  name: string;
  firstAirDate: string;
  fact: SeriesFact;
  episodeCount: number;
  creatorIds: number[];
  networks: { id: number; name: string }[];
}

export type CatalogueTitle = CatalogueMovie | CatalogueSeries;

export interface Catalogue {
  /** Most popular first. */
  movies: CatalogueMovie[];
  series: CatalogueSeries[];
  movieById: ReadonlyMap<number, CatalogueMovie>;
  seriesById: ReadonlyMap<number, CatalogueSeries>;
  /** Directors and creators, by the person id used in credits and avatar paths. */
  people: ReadonlyMap<number, string>;
  /**
   * The newest release date among the films. The film dataset ends in 2010, so this is the
   * catalogue's 'today' for films (upcoming, now playing), whatever the clock says.
   */
  filmsPresentDate: string;
  /**
   * The ids films and shows had in earlier releases (below a million, where TMDB's are too), to the id
   * each has now: what stored entries and old links made then are read by (modules/title-refs).
   */
  legacyIds: { movie: ReadonlyMap<number, number>; tv: ReadonlyMap<number, number> };
}

let built: Catalogue | undefined;

export function getCatalogue(): Catalogue {
  built ??= buildCatalogue(loadFilmFacts(), TV_SERIES);
  return built;
}

export function titleOf(title: CatalogueTitle): string {
  return title.media === 'movie' ? title.title : title.name;
}

export function dateOf(title: CatalogueTitle): string {
  return title.media === 'movie' ? title.releaseDate : title.firstAirDate;
}

/**
 * A title's US certification as TMDB gives it: a film's MPAA rating ('R', or 'NR' for one released
 * unrated), a show's TV rating ('TV-MA'); null when none is on record.
 */
export function certificationOf(title: CatalogueTitle): string | null {
  const rating = title.media === 'movie' ? title.fact.certification : title.fact.contentRating;
  return rating === '' ? null : rating;
}

/** What a rating limit reads of a title (content-rating.ts's ratingAllowed). */
export interface TitleRating {
  rating: string | null;
  /** TMDB's adult flag; no catalogue title is one. */
  adult: boolean;
}

export function ratingOf(title: CatalogueTitle): TitleRating {
  return { rating: certificationOf(title), adult: false };
}

/**
 * A catalogue title's rating and adult flag by its id, without building an answer; undefined when the
 * catalogue has no title of that id.
 */
export function catalogueRating(mediaType: 'movie' | 'tv', id: number): TitleRating | undefined {
  const catalogue = getCatalogue();
  const title = mediaType === 'movie' ? catalogue.movieById.get(id) : catalogue.seriesById.get(id);
  return title && ratingOf(title);
}

export function buildCatalogue(films: readonly FilmFact[], seriesFacts: readonly SeriesFact[]): Catalogue {
  const filmIds = assignStableIds(films.map(filmKey), TITLE_IDS);
  const seriesIds = assignStableIds(seriesFacts.map(seriesKey), TITLE_IDS);
  const names = [...films.flatMap((f) => (f.director ? [f.director] : [])), ...seriesFacts.flatMap((s) => s.createdBy ?? [])];
  const personIds = assignStableIds(names);
  const networkIds = assignStableIds(seriesFacts.flatMap((s) => s.networks));
  // Each source is a snapshot of its own time, so recency counts from the newest title of each.
  const filmsPresentDate = latest(films.map((f) => f.releaseDate));
  const seriesPresentDate = latest(seriesFacts.map((s) => s.firstAirDate));

  const movies = films.map((fact): CatalogueMovie => {
    const voteAverage = filmRating(fact);
    return {
      media: 'movie',
      id: filmIds.get(filmKey(fact)) ?? 0,
      title: fact.title,
      releaseDate: fact.releaseDate,
      fact,
      genreIds: filmGenreIds(fact),
      overview: filmOverview(fact),
      tagline: filmTagline(fact),
      voteAverage,
      voteCount: fact.imdbVotes ?? 0,
      popularity: round(filmSignal(fact) * recency(fact.releaseDate, filmsPresentDate)),
      directorId: fact.director ? (personIds.get(fact.director) ?? null) : null,
      foldedTitle: foldText(fact.title),
      words: titleWords(fact.title),
    };
  });

  const series = seriesFacts.map((fact): CatalogueSeries => ({
    media: 'tv',
    id: seriesIds.get(seriesKey(fact)) ?? 0,
    name: fact.name,
    firstAirDate: fact.firstAirDate,
    fact,
    genreIds: fact.genres,
    overview: seriesOverview(fact),
    tagline: seriesTagline(fact),
    voteAverage: fact.rating ?? 0,
    voteCount: 0,
    popularity: round(seriesSignal(fact) * recency(fact.firstAirDate, seriesPresentDate)),
    episodeCount: fact.seasons.reduce((a, b) => a + b, 0),
    creatorIds: (fact.createdBy ?? []).flatMap((name) => personIds.get(name) ?? []),
    networks: fact.networks.map((name) => ({ id: networkIds.get(name) ?? 0, name })),
    foldedTitle: foldText(fact.name),
    words: titleWords(fact.name),
  }));

  const byPopularity = (a: TitleCommon, b: TitleCommon) => b.popularity - a.popularity || a.id - b.id;
  movies.sort(byPopularity);
  series.sort(byPopularity);
  return {
    movies,
    series,
    movieById: new Map(movies.map((m) => [m.id, m])),
    seriesById: new Map(series.map((s) => [s.id, s])),
    people: new Map([...personIds].map(([name, id]) => [id, name])),
    filmsPresentDate,
    legacyIds: {
      movie: legacyIdMap(assignStableIds(films.map(filmKey)), filmIds),
      tv: legacyIdMap(assignStableIds(seriesFacts.map(seriesKey)), seriesIds),
    },
  };
}

function legacyIdMap(legacy: Map<string, number>, current: Map<string, number>): Map<number, number> {
  return new Map([...legacy].map(([key, id]) => [id, current.get(key)!]));
}

function latest(dates: string[]): string {
  return dates.reduce((a, b) => (b > a ? b : a), '');
}

const filmKey = (f: FilmFact) => `${f.title}|${f.releaseDate}`;
const seriesKey = (s: SeriesFact) => `${s.name}|${s.firstAirDate}`;

/** IMDb's rating and the Rotten Tomatoes score (out of 100) averaged on TMDB's 0–10 scale. */
function filmRating(film: FilmFact): number {
  const scores = [film.imdbRating, film.rottenTomatoes === null ? null : film.rottenTomatoes / 10].filter(
    (s): s is number => s !== null,
  );
  return scores.length ? round(scores.reduce((a, b) => a + b, 0) / scores.length) : 0;
}

/** How much a film was seen: IMDb votes first, worldwide gross second (both on a log scale). */
function filmSignal(film: FilmFact): number {
  return 10 * Math.log10((film.imdbVotes ?? 0) + 10) + 4 * Math.log10(film.revenue + 10);
}

/**
 * Series carry no vote counts in our data, only well-known ratings; this puts a 9.5 show level
 * with the most seen films and a 7.5 show with a typical one.
 */
function seriesSignal(series: SeriesFact): number {
  return 50 + 25 * ((series.rating ?? 7) - 7.5);
}

/** 1 for the newest titles, halving every 10 years down to a floor, so classics still rank. */
function recency(date: string, presentDate: string): number {
  const years = Math.max(0, (Date.parse(presentDate) - Date.parse(date)) / (365.25 * 86_400_000));
  return 0.35 + 0.65 * 0.5 ** (years / 10);
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
