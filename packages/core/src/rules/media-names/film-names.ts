import { foldText } from '../text-fold.ts';
import { noiseKind, type NoiseKind, joinReleaseTags } from './release-noise.ts';

/** The title and year a file or folder name carries: ids, brackets, years and release noise left out. */

/** The earliest year a name may carry. */
const MIN_YEAR = 1900;

/** Library sections and other folders that name no title ('Movies', 'TV Shows'). */
const GENERIC_FOLDERS = new Set([
  'movie',
  'movies',
  'film',
  'films',
  'tv',
  'tv shows',
  'tvshows',
  'shows',
  'series',
  'television',
  'anime',
  'kids',
  'documentaries',
  'media',
  'video',
  'videos',
  'library',
  'downloads',
  'complete',
  'completed',
]);

export function isGenericFolder(name: string): boolean {
  return GENERIC_FOLDERS.has(foldText(name));
}

/** The discs or parts of one film (`CD1`, `Disc 2`): the film's own folder is the one above. */
export function isPartFolder(name: string): boolean {
  return /^(?:cd|dvd|dis[ck]|part|pt)[ ._-]*\d{1,2}$/i.test(name);
}

/** The folders of a copied disc (`BDMV/STREAM`, `VIDEO_TS`): the film's own folder is above them. */
export function isDiscFolder(name: string): boolean {
  return /^(?:bdmv|stream|video_ts|playlist)$/i.test(name);
}

/** A part marker: `cd1`, `disc 2`, `disk2`, `dvd1`, `part1`, `part 2`, `pt1`. */
const PART_MARKER = /(?<=^|[ ._-])(cd|dvd|dis[ck]|part|pt)[ ._-]?(\d{1,2})(?=$|[ ._\-[({])/giu;

/**
 * Which part of a multi-part film a file is: a part marker after the year (`Movie (2010) - part 2`,
 * `Movie.1999.CD1.XviD`), after a dash (`Movie-cd2`), or a cd, disc, dvd or pt one after the title
 * (`Movie CD1`); a 'Part 1' before the year is the title's ('Harry Potter and the Deathly Hallows Part 1 (2010)').
 */
export function partOf(stem: string, maxYear: number): number | null {
  const markers = [...stem.matchAll(PART_MARKER)];
  const marker = markers.at(-1);
  if (!marker || Number(marker[2]) === 0) return null;
  const before = stem.slice(0, marker.index);
  const afterYear = tokenise(before.replace(ID_TAG, ' '), maxYear).some((t) => t.kind === 'year' || t.kind === 'bracketed-year');
  const afterDash = /-\s*$/.test(before);
  const surelyPart = marker[1]!.toLowerCase() !== 'part';
  return afterYear || afterDash || (surelyPart && before.trim() !== '') ? Number(marker[2]) : null;
}

/**
 * Which version of a film a file is, as the layouts name them beside each other: a Plex edition tag
 * (`{edition-Director's Cut}`) or what follows a dash after the bracketed year (`Movie (2010) - 1080p`,
 * `Movie (2010) - 4K`, `Movie (2010) - Extended Edition`). A part marker there is no version
 * (`Movie (2010) - part1 - 1080p` is the 1080p version's first part).
 */
export function versionOf(stem: string): string | null {
  const edition = /\{edition-([^}]+)\}/i.exec(stem);
  if (edition) return edition[1]!.trim();
  const label = /[([]\d{4}[)\]](?:\s*[[{][^\]}]*[\]}])*\s+-\s+([^[\]{}()]+?)\s*(?:[[{][^\]}]*[\]}]\s*)*$/u.exec(stem);
  if (!label) return null;
  const text = label[1]!.replace(/^(?:cd|dvd|dis[ck]|part|pt)[ ._-]?\d{1,2}(?:\s+of\s+\d{1,2})?(?:\s*-\s*|$)/iu, '').trim();
  return text === '' ? null : text;
}

// ---------------------------------------------------------------------------------------------------------------
// Ids, brackets and years

/** `{imdb-tt0133093}`, `[imdbid-tt0133093]`. */
const IMDB_TAG = /[[{(]\s*imdb(?:id)?\s*[-=: ]\s*(tt\d+)\s*[\]})]/i;
/** `{tvdb-81189}`, `[tvdbid-81189]`, `[tvdbid=81189]`. */
const TVDB_TAG = /[[{(]\s*tvdb(?:id)?\s*[-=: ]\s*(\d+)\s*[\]})]/i;

export function imdbIdOf(name: string): string | null {
  return IMDB_TAG.exec(name)?.[1]?.toLowerCase() ?? null;
}

export function tvdbIdOf(name: string): number | null {
  const match = TVDB_TAG.exec(name);
  return match ? Number(match[1]) : null;
}

/** `{tmdb-603}`, `[tmdbid=603]`, `[tmdbid-603]`, `(tmdb 603)`. */
const TMDB_TAG = /[[{(]\s*tmdb(?:id)?\s*[-=: ]\s*(\d+)\s*[\]})]/i;
/** Any id tag (TMDB, IMDb, TVDB): never part of a title. */
const ID_TAG = /[[{(]\s*(?:tmdb|imdb|tvdb)(?:id)?\s*[-=: ]\s*[^\]})]*[\]})]/gi;

export function tmdbIdOf(name: string): number | null {
  const match = TMDB_TAG.exec(name);
  return match ? Number(match[1]) : null;
}

export function isYear(text: string, maxYear: number): boolean {
  if (!/^\d{4}$/.test(text)) return false;
  const year = Number(text);
  return year >= MIN_YEAR && year <= maxYear;
}

/**
 * Bracketed junk goes (`[YTS.MX]`, `{edition-Extended}`, `(1080p BluRay)`); a bracketed year stays, and so do
 * parentheses around words, which may be part of the title ('The Office (US)').
 */
function dropBracketJunk(name: string, maxYear: number): string {
  return name
    .replace(/\[([^\]]*)\]|\{([^}]*)\}/g, (group, square?: string, curly?: string) =>
      isYear((square ?? curly ?? '').trim(), maxYear) ? group : ' ',
    )
    .replace(/\(([^)]*)\)/g, (group, inner: string) => {
      const words = inner.split(/[\s._-]+/).filter(Boolean);
      return words.length > 0 && words.every((word) => noiseKind(word) !== null) ? ' ' : group;
    });
}

/** A website that a release name starts with: `www.Site.com - Title (2001)`, `[ www.Site.org ] Title`. */
function dropWebsite(name: string): string {
  return name.replace(
    /^\s*(?:\[\s*)?(?:www\.)?[\p{L}\p{N}-]+\.(?:com|org|net|to|se|mx|tv|cc|me|io|info|xyz)(?:\s*\]|\s+-\s+)/iu,
    ' ',
  );
}

interface Token {
  text: string;
  start: number;
  kind: 'bracketed-year' | 'year' | NoiseKind | 'word';
}

/** A bracketed year, or a run of characters between separators (dots, underscores, spaces, dashes, punctuation). */
const TOKEN = /[([]\d{4}[)\]]|[^\s._\-–—()[\]{},:;!?]+/gu;

export function tokenise(name: string, maxYear: number): Token[] {
  return [...name.matchAll(TOKEN)].map((match) => {
    const text = match[0];
    const inner = text.replace(/^[([]|[)\]]$/g, '');
    const kind: Token['kind'] =
      text !== inner && isYear(inner, maxYear) ? 'bracketed-year' : isYear(text, maxYear) ? 'year' : (noiseKind(text) ?? 'word');
    return { text, start: match.index, kind };
  });
}

/**
 * Which token is the year, or -1. A bracketed year wins (the last one: 'Wonder Woman 1984 (2020)'); else the last
 * bare year before the release noise that is followed by noise or ends the name ('1917.2019.1080p'), or by one
 * unknown tag and then noise in a release name ('Gravity.2013.3D.1080p'). Never the
 * first token: a number that starts the name is its title ('1917', '2001 A Space Odyssey').
 */
function yearTokenIndex(tokens: readonly Token[]): number {
  for (let i = tokens.length - 1; i >= 1; i--) if (tokens[i]!.kind === 'bracketed-year') return i;
  const firstStrong = tokens.findIndex((token) => token.kind === 'strong');
  const searchEnd = firstStrong === -1 ? tokens.length : firstStrong;
  for (let i = searchEnd - 1; i >= 1; i--) {
    if (tokens[i]!.kind !== 'year') continue;
    const next = tokens[i + 1];
    if (!next || next.kind === 'strong' || next.kind === 'weak') return i;
    // One tag the lists do not know may sit between the year and the noise ('chucky.2013.stv.unrated.1080p').
    const afterNext = tokens[i + 2];
    if (firstStrong !== -1 && (afterNext?.kind === 'strong' || afterNext?.kind === 'weak')) return i;
  }
  return -1;
}

function isCapitals(text: string): boolean {
  return /\p{Lu}/u.test(text) && text === text.toUpperCase();
}

/**
 * Where the title of a name without a year ends: before the first word that is surely noise ('1080p', 'x264'),
 * and before the weak noise just ahead of it ('Movie.Extended.1080p'); without such a word, before capitalised
 * weak noise at the end ('Movie PROPER'). At least one token stays the title.
 */
function titleTokenCount(tokens: readonly Token[]): number {
  const firstStrong = tokens.findIndex((token) => token.kind === 'strong');
  let count = firstStrong === -1 ? tokens.length : firstStrong;
  const counts = (token: Token) => token.kind === 'weak' && (firstStrong !== -1 || isCapitals(token.text));
  while (count > 1 && counts(tokens[count - 1]!)) count--;
  return count;
}

/** Letters joined by dots, an acronym ('S.W.A.T', 'E.T'), or any dot or underscore. */
const ACRONYM_OR_SEPARATOR = /((?<![\p{L}\p{N}])\p{L}(?:\.\p{L})+(?![\p{L}\p{N}]))|[._]/gu;
/** A dot between two words of two characters or more ('Movie.Name'), not in 'Mr. Smith' or 'Vol.1'. */
const DOT_BETWEEN_WORDS = /(?<=[\p{L}\p{N}]{2})\.(?=[\p{L}\p{N}]{2})/gu;

/**
 * The title as written before the cut. A name without spaces uses dots and underscores as spaces, but for the
 * dots of an acronym; a name with spaces keeps the dots that end an abbreviation ('Mr. & Mrs. Smith',
 * 'S.W.A.T.'), but not one that joins two words or the title to what was cut.
 */
function tidyTitle(text: string, spaced: boolean): string {
  const joined = spaced
    ? text.replace(/[._]$/, '').replace(DOT_BETWEEN_WORDS, ' ').replace(/_/g, ' ')
    : text.replace(ACRONYM_OR_SEPARATOR, (_, acronym?: string) => acronym ?? ' ');
  return joined
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-–—,:;]+|[\s\-–—,:;]+$/g, '')
    .trim();
}

export interface TitleYear {
  title: string;
  year: number | null;
}

/** The title and year a file or folder name carries, its id tags and release noise left out. */
export function titleAndYear(name: string, maxYear: number): TitleYear {
  const cleaned = dropBracketJunk(joinReleaseTags(dropWebsite(name.replace(ID_TAG, ' '))), maxYear);
  // Whether the name is written with spaces: the spaces that bracketed junk leaves do not count.
  const spaced = /\s/.test(name.replace(/\[[^\]]*\]|\{[^}]*\}/g, '').trim());
  const tokens = tokenise(cleaned, maxYear);
  const yearAt = yearTokenIndex(tokens);
  if (yearAt !== -1) {
    const token = tokens[yearAt]!;
    return { title: tidyTitle(cleaned.slice(0, token.start), spaced), year: Number(token.text.replace(/\D/g, '')) };
  }
  const count = titleTokenCount(tokens);
  const end = count < tokens.length ? tokens[count]!.start : cleaned.length;
  return { title: tidyTitle(cleaned.slice(0, end), spaced), year: null };
}

/** Whether a name is a release name: it carries a tag that surely is release noise ('DVDRip', '1080p', 'x264'). */
export function isReleaseName(name: string, maxYear: number): boolean {
  return tokenise(joinReleaseTags(name), maxYear).some((token) => token.kind === 'strong');
}

/**
 * Whether a file name reads as no title words, as release groups obfuscate them (`dmd-aw`, `grp-br1080`): one word
 * or a few joined by dashes or underscores, in lower case, without a year or a release tag.
 */
export function isObfuscatedName(stem: string, maxYear: number): boolean {
  if (!/^[a-z0-9]+(?:[-_][a-z0-9]+){0,3}$/.test(stem)) return false;
  return tokenise(stem, maxYear).every((token) => token.kind === 'word');
}
