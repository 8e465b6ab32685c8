import { isYear, tokenise } from './film-names.ts';

/** Seasons and episodes as names state them: markers, air dates, absolute numbers and season folders. */

interface EpisodeMarker {
  season: number;
  episodes: number[];
  /** Where the marker starts in the name: what comes before it is the show. */
  index: number;
  /** A bare `10x10` may be a film's title rather than an episode. */
  maybeTitle: boolean;
  /** The day a daily show's episode aired, when that is what the name gives. */
  airDate?: string;
  /** The name gives an episode but no season (`Show.E07`, `Show.Episode.366`): a season folder's wins over 1. */
  seasonless?: boolean;
}

/**
 * The episodes a marker names: listed ones as they are (`E01E03`), a dash between two a range (`E01-E03` is 1, 2
 * and 3). A range is capped, so that a stray number is not read as hundreds of episodes.
 */
function episodeList(first: number, rest: string): number[] {
  const more = [...rest.matchAll(/[ _]*(-?)[ ._]*(?:s\d{1,4}|\d{1,4}(?=x))?[ex]?(\d{1,4})/gi)].map((m) => ({
    dash: m[1] === '-',
    n: Number(m[2]),
  }));
  const only = more[0];
  if (more.length === 1 && only && only.dash && only.n > first && only.n - first < 50) {
    return Array.from({ length: only.n - first + 1 }, (_, i) => first + i);
  }
  return [...new Set([first, ...more.map((m) => m.n)])];
}

/**
 * `S01E02`, `s1e2`, `S01.E02`, `S01x02`, `S01xE02`, `S01E01E02`, `S01E01-E02`, `S01E01-02`, `S01E01-S01E02`,
 * `S01E01 - S01E02`, `S01E01 & E02`.
 */
export const SXXEYY =
  /(?<![\p{L}\d])s(\d{1,4})[ ._-]?x?e?(?<=[ex])(\d{1,4})((?:[ _]?-?[ _]?e\d{1,4}|[ _]*-[ _]*s\d{1,4}e\d{1,4}|[ _]*&[ _]*e\d{1,4}|-\d{1,4}(?![\dpi]))*)(?!\d)/iu;
/**
 * `1x02`, `2009x02` (a season named by its year), `1x02-03`, `1x02-1x03`, `02x03 - 02x04 - 02x15`, `2009x03-E15`;
 * two digits at least for the episode, so '4x4' stays a title.
 */
const NXNN = /(?<![\p{L}\d])(\d{1,4})x(\d{2,3})((?:[ _]*-[ _]*\d{1,4}x\d{2,3}|x\d{2,3}|-e?\d{2,3}(?![\dpi]))*)(?![\dpi])/iu;
/** `Season 1 Episode 2`. */
const SEASON_EPISODE_WORDS = /(?<![\p{L}\d])season[ ._-]*(\d{1,4})[ ._-]*episode[ ._-]*(\d{1,4})(?!\d)/iu;

export function markerOf(match: RegExpExecArray, maybeTitle = false): EpisodeMarker {
  const season = Number(match[1]);
  const episodes = episodeList(Number(match[2]), match[3] ?? '');
  return { season, episodes, index: match.index, maybeTitle };
}

/** `2024.03.15`, `2024-03-15`, `2024_03_15`, `2024 03 15`: year first, one separator throughout. */
const AIR_DATE = /(?<![\p{L}\d])(\d{4})([ ._-])(\d{2})\2(\d{2})(?!\d)/u;

/** A daily show's air date: a real day, in a plausible year. Its season is the year, its episode unknown. */
function airDateMarker(name: string, maxYear: number): EpisodeMarker | null {
  const match = AIR_DATE.exec(name);
  if (!match || !isYear(match[1]!, maxYear)) return null;
  const [year, month, day] = [Number(match[1]), Number(match[3]), Number(match[4])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { season: year, episodes: [], index: match.index, maybeTitle: false, airDate: date.toISOString().slice(0, 10) };
}

/**
 * An episode named without its season: `Show.2017.E07`, `Show - Ep12`, `Naruto Shippuden Episode 366`,
 * `Show.E01-E03`. Not before a bracketed year: 'Star Wars Episode 4 A New Hope (1977)' is a film.
 */
const EPISODE_ONLY = /(?<![\p{L}\d])(?:e|ep|episode)[ ._-]*(\d{1,4})((?:-e?\d{1,4}|e\d{1,4})*)(?![\d\p{L}])/iu;

function episodeOnlyMarker(name: string, maxYear: number): EpisodeMarker | null {
  const match = EPISODE_ONLY.exec(name);
  if (!match || Number(match[1]) === 0) return null;
  const rest = name.slice(match.index + match[0].length);
  if (tokenise(rest, maxYear).some((token) => token.kind === 'bracketed-year')) return null;
  const episodes = episodeList(Number(match[1]), match[2] ?? '');
  return { season: 1, episodes, index: match.index, maybeTitle: false, seasonless: true };
}

/**
 * A TV release's three-digit number, season then episode: `the.100.109.hdtv-lol`, `new.girl.117.hdtv`. Only just
 * before a TV source, so that 'Fahrenheit.451.1080p' stays a film.
 */
const THREE_DIGIT = /(?<=[._ ])([1-9])(\d{2})(?=[._ -](?:hdtv|pdtv|sdtv|dsr|dsrip|tvrip|hdtvrip)(?![\p{L}\d]))/iu;

/** The season and episodes a name states, the day it aired, or an episode alone; null when none. */
export function episodeMarker(name: string, maxYear: number): EpisodeMarker | null {
  for (const pattern of [SXXEYY, NXNN, SEASON_EPISODE_WORDS, THREE_DIGIT]) {
    const match = pattern.exec(name);
    if (match) return markerOf(match, pattern === NXNN);
  }
  return airDateMarker(name, maxYear) ?? episodeOnlyMarker(name, maxYear);
}

/**
 * Anime releases number episodes from the first without seasons: `[Group] Show - 012 [1080p]`, `Show - 12 (1080p)`,
 * `Show - 12v2`, `Show - 12 - Title`. A spaced dash before the number, and after it only the end, brackets, a
 * version or another spaced dash; a year is no episode number, and a bracketed year after the number makes it a
 * film's ('Movie - 2 (2010)'). A season written after the show (`Show S2 - 05`, `Show Season 2 - 05`) is the
 * season the number counts in.
 */
const ABSOLUTE_EPISODE = /^(.*?[^\s_-])[ _]+-[ _]+(\d{1,4})(?:v\d)?(?=$|[ _]*[[({]|[ _]+-[ _])/u;

export function absoluteEpisode(stem: string, maxYear: number): { episode: number; prefix: string; season?: number } | null {
  const match = ABSOLUTE_EPISODE.exec(stem);
  if (!match) return null;
  const number = match[2]!;
  const rest = stem.slice(match[0].length);
  if (Number(number) === 0 || isYear(number, maxYear)) return null;
  if (tokenise(rest, maxYear).some((token) => token.kind === 'bracketed-year')) return null;
  const withSeason = /^(.*?[^\s_-])[ _]+(?:s|season[ _]*)(\d{1,2})$/iu.exec(match[1]!);
  if (withSeason) return { episode: Number(number), prefix: withSeason[1]!, season: Number(withSeason[2]) };
  return { episode: Number(number), prefix: match[1]! };
}

/** 'Episode' in the languages season folders are named in. */
const EPISODE_WORD =
  /(?<![\p{L}\d])(?:e|ep|episode|épisode|episodio|episódio|folge|aflevering|odcinek|avsnitt|afsnit|jakso|серия|эпизод)[ ._-]*(\d{1,4})(?:[ _]*-[ _]*(?:e|ep)?(\d{1,4}))?(?!\d)/iu;

/** `3화` (Korean), `第3話` (Japanese and Chinese). */
const CJK_EPISODE = /(?<!\d)(\d{1,4})\s*화|第(\d{1,4})[話话集]/u;
/** A number that starts the name, or a range: `05`, `05 - Title`, `02-04`. */
const BARE_EPISODE = /^(\d{1,4})(?:-(\d{1,3}))?(?:$|[ ._-])/u;

/**
 * The episodes a name inside a season folder gives by number alone: `Episode 5`, `Ep05`, `E05`, `Folge 3`,
 * `Episodio 4`, `3화`, `第3話`, `05 - Title`, `05`, a range `02-04` or `Episode 2-4`, or `102` in season 1 (the
 * season's digits, then two for the episode). Empty when none.
 */
export function episodesAlone(name: string, season: number): number[] {
  const range = (first: number, last: string | undefined) => episodeList(first, last === undefined ? '' : `-${last}`);
  const word = EPISODE_WORD.exec(name);
  if (word) return range(Number(word[1]), word[2]);
  const cjk = CJK_EPISODE.exec(name);
  if (cjk) return [Number(cjk[1] ?? cjk[2])];
  const bare = BARE_EPISODE.exec(name.trim());
  if (!bare) return [];
  const digits = bare[1]!;
  const seasonDigits = String(season);
  const inSeason = digits.length === seasonDigits.length + 2 && digits.startsWith(seasonDigits);
  const episode =
    inSeason && Number(digits.slice(seasonDigits.length)) > 0 ? Number(digits.slice(seasonDigits.length)) : Number(digits);
  return range(episode, bare[2]);
}

interface SeasonFolder {
  season: number;
  /** The show a season pack folder names ('Arcane.S01.1080p' → 'Arcane'); null for a plain 'Season 01'. */
  show: string | null;
}

/** 'Season' in the languages season folders are named in. */
const SEASON_WORD =
  'season|series|saison|staffel|temporada|stagione|seizoen|sezon|säsong|sæson|sesong|kausi|сезон|시즌|シーズン|s';

/**
 * `Season 01`, `Series 2`, `Saison 3`, `Staffel 4`, `Temporada 1`, `Сезон 1`, `시즌 1`, `シーズン1`, `S1`, with a
 * year or a title after it (`Season 7 (2016)`, `Season 1 - Title`); `Specials` (season 0); or a season pack
 * `Show.S01.1080p`.
 */
export function seasonFolder(name: string): SeasonFolder | null {
  if (/^specials?$/i.test(name)) return { season: 0, show: null };
  const plain = new RegExp(`^(?:${SEASON_WORD})[ ._-]*(\\d{1,4})(?:$|[ ._]*[([].*$|[ ._]+-[ ._]+.*$)`, 'iu').exec(name);
  if (plain) return { season: Number(plain[1]), show: null };
  const pack = /^(.+?)[ ._-]+(?:s(\d{1,2})|(?:season|series)[ ._-]*(\d{1,2}))(?=$|[ ._\-[(])/i.exec(name);
  if (pack) return { season: Number(pack[2] ?? pack[3]), show: pack[1]! };
  return null;
}
