import { foldText } from './text-fold.ts';

/**
 * Library file names (docs/behaviour.md#library-file-names): which film or episode a video file of the media
 * library is, read from its path the way Plex, Jellyfin and Kodi users lay their folders out, and which
 * subtitle files sit beside it. Pure: the scanner lists the folder, these rules only read names.
 */

/** Video files the library recognises, lower case without the dot. */
export const VIDEO_EXTENSIONS: readonly string[] = [
  'mp4',
  'm4v',
  'webm',
  'mov',
  'mkv',
  'avi',
  'ts',
  'm2ts',
  'mts',
  'wmv',
  'mpg',
  'mpeg',
  'flv',
  'ogv',
  '3gp',
];

/** Subtitle files recognised beside a video; only srt and vtt can be turned into WebVTT for the player. */
export const SUBTITLE_EXTENSIONS: readonly string[] = ['srt', 'vtt', 'ass', 'ssa'];

export type ParsedMediaFile =
  | { kind: 'movie'; title: string; year: number | null; tmdbId: number | null }
  | {
      kind: 'episode';
      show: string;
      year: number | null;
      season: number;
      episodes: number[];
      tmdbId: number | null;
      /**
       * A daily show's episode named by the day it aired ('YYYY-MM-DD'). Its season is the date's year (or its
       * season folder's) and `episodes` is empty: which episode a day is takes the show's episode list.
       */
      airDate?: string;
    };

export interface ParseMediaPathOptions {
  /** The year it is now (default: the clock's); a year counts up to the next one. */
  currentYear?: number;
}

/** The earliest year a name may carry. */
const MIN_YEAR = 1900;

// ---------------------------------------------------------------------------------------------------------------
// Files and folders that are never a title

/** The extension of a file name, lower case without the dot ('' when none). */
function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function stemOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? fileName : fileName.slice(0, dot);
}

export function isVideoFileName(fileName: string): boolean {
  return VIDEO_EXTENSIONS.includes(extensionOf(fileName));
}

export function isSubtitleFileName(fileName: string): boolean {
  return SUBTITLE_EXTENSIONS.includes(extensionOf(fileName));
}

/** Hidden files and folders, and the ones NAS boxes and Windows keep for themselves (thumbnails, recycle bins). */
function isIgnoredName(name: string): boolean {
  return name.startsWith('.') || /^(?:@eadir|#recycle|\$recycle\.bin|lost\+found)$/i.test(name);
}

/**
 * Folders of bonus material, as Plex and Jellyfin name them. 'Other', 'Shorts' and 'Scenes' are left out: they
 * are as likely to be a collection of the operator's own.
 */
const EXTRAS_FOLDERS = new Set([
  'extras',
  'extra',
  'featurettes',
  'featurette',
  'behind the scenes',
  'deleted scenes',
  'interviews',
  'trailers',
  'trailer',
  'bonus',
  'sample',
  'samples',
]);

/** A trailer or sample named after its film: `Movie (2009)-trailer.mkv`, `movie.2009.1080p-sample.mkv`. */
const EXTRA_SUFFIX = /(?:^|[ ._-])sample$|-(?:trailer|featurette|behindthescenes|deleted|deletedscene|interview|extra)$/i;

function isExtraOrSample(folders: readonly string[], stem: string): boolean {
  return folders.some((folder) => EXTRAS_FOLDERS.has(folder.toLowerCase())) || EXTRA_SUFFIX.test(stem);
}

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

function isGenericFolder(name: string): boolean {
  return GENERIC_FOLDERS.has(foldText(name));
}

/** The discs or parts of one film (`CD1`, `Disc 2`): the film's own folder is the one above. */
function isPartFolder(name: string): boolean {
  return /^(?:cd|dvd|dis[ck]|part|pt)[ ._-]*\d{1,2}$/i.test(name);
}

// ---------------------------------------------------------------------------------------------------------------
// Release noise

/** Words that never name a title: resolutions, sources, codecs, audio formats, streaming services, parts. */
const STRONG_NOISE = new Set([
  '4k',
  '8k',
  'uhd',
  'fhd',
  'bluray',
  'blu',
  'bdrip',
  'brrip',
  'bdremux',
  'remux',
  'webdl',
  'dl',
  'webrip',
  'hdtv',
  'pdtv',
  'dvdrip',
  'dvdscr',
  'hdrip',
  'hdcam',
  'telesync',
  'x264',
  'x265',
  'h264',
  'h265',
  'hevc',
  'avc',
  'xvid',
  'divx',
  'av1',
  'vp9',
  'hdr',
  'hdr10',
  'hdr10plus',
  'dovi',
  'sdr',
  'aac',
  'ac3',
  'eac3',
  'dts',
  'dtshd',
  'truehd',
  'atmos',
  'flac',
  'lpcm',
  'ddp',
  'dd',
  'amzn',
  'dsnp',
  'hmax',
  'atvp',
  'nf',
]);

const STRONG_NOISE_PATTERN =
  /^(?:\d{3,4}[pi]|\d{1,2}bit|(?:ddp?|e?ac3|aac|dts|truehd|flac|opus)\d{1,2}|(?:cd|dvd|dis[ck]|part|pt)\d{1,2})$/;

/**
 * Words that are release tags in a release name but may also be part of a title ('The Web', 'Extended Stay'):
 * editions, release flags, languages. They count as noise next to other noise, or in the capitals release
 * names write them in.
 */
const WEAK_NOISE = new Set([
  'web',
  'dvd',
  'cam',
  'dv',
  'imax',
  'extended',
  'unrated',
  'uncut',
  'remastered',
  'restored',
  'theatrical',
  'directorscut',
  'criterion',
  'limited',
  'proper',
  'repack',
  'rerip',
  'real',
  'internal',
  'multi',
  'multisubs',
  'subbed',
  'dubbed',
  'dual',
  'complete',
  'english',
  'french',
  'truefrench',
  'german',
  'italian',
  'spanish',
  'castellano',
  'latino',
  'russian',
  'japanese',
  'korean',
  'chinese',
  'hindi',
  'nordic',
  'vostfr',
  'vost',
  'vff',
  'vfq',
  'vf',
  'eng',
  'ita',
  'ger',
  'fre',
  'spa',
  'rus',
  'swesub',
  'hc',
]);

type NoiseKind = 'strong' | 'weak';

function noiseKind(token: string): NoiseKind | null {
  const word = token.toLowerCase();
  if (STRONG_NOISE.has(word) || STRONG_NOISE_PATTERN.test(word)) return 'strong';
  if (WEAK_NOISE.has(word) || /edition$/.test(word)) return 'weak';
  return null;
}

/**
 * Release tags written in several pieces joined into one token ('H.264' → 'H264', 'DDP5.1' → 'DDP51',
 * "Director's Cut" → 'DirectorsCut'), so that each is one noise word.
 */
function joinReleaseTags(name: string): string {
  return name
    .replace(/\b([hx])[ .]?(26[45])\b/gi, '$1$2')
    .replace(/\b(ddp?|e?ac3|aac|dts|truehd|flac|opus)[ .]?(\d)[ .](\d)\b/gi, '$1$2$3')
    .replace(/\bweb[ ._-]?dl\b/gi, 'WEBDL')
    .replace(/\bblu[ ._-]?ray\b/gi, 'BluRay')
    .replace(/\bdts[ ._-]hd(?:[ ._-]ma)?\b/gi, 'DTSHD')
    .replace(/\bhdr10\+/gi, 'HDR10Plus')
    .replace(/\bdd\+/gi, 'DDP')
    .replace(/\bdirector'?s[ ._-]cut\b/gi, 'DirectorsCut')
    .replace(
      /\b(extended|special|collector'?s|ultimate|anniversary|deluxe)[ ._-]edition\b/gi,
      (_, word: string) => `${word.replace("'", '')}Edition`,
    );
}

// ---------------------------------------------------------------------------------------------------------------
// Ids, brackets and years

/** `{tmdb-603}`, `[tmdbid=603]`, `[tmdbid-603]`, `(tmdb 603)`. */
const TMDB_TAG = /[[{(]\s*tmdb(?:id)?\s*[-=: ]\s*(\d+)\s*[\]})]/i;
/** Any id tag (TMDB, IMDb, TVDB): never part of a title. */
const ID_TAG = /[[{(]\s*(?:tmdb|imdb|tvdb)(?:id)?\s*[-=: ]\s*[^\]})]*[\]})]/gi;

function tmdbIdOf(name: string): number | null {
  const match = TMDB_TAG.exec(name);
  return match ? Number(match[1]) : null;
}

function isYear(text: string, maxYear: number): boolean {
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

function tokenise(name: string, maxYear: number): Token[] {
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
 * bare year before the release noise that is followed by noise or ends the name ('1917.2019.1080p'). Never the
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

interface TitleYear {
  title: string;
  year: number | null;
}

/** The title and year a file or folder name carries, its id tags and release noise left out. */
function titleAndYear(name: string, maxYear: number): TitleYear {
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

// ---------------------------------------------------------------------------------------------------------------
// Seasons and episodes

interface EpisodeMarker {
  season: number;
  episodes: number[];
  /** Where the marker starts in the name: what comes before it is the show. */
  index: number;
  /** A bare `10x10` may be a film's title rather than an episode. */
  maybeTitle: boolean;
  /** The day a daily show's episode aired, when that is what the name gives. */
  airDate?: string;
}

/**
 * The episodes a marker names: listed ones as they are (`E01E03`), a dash between two a range (`E01-E03` is 1, 2
 * and 3). A range is capped, so that a stray number is not read as hundreds of episodes.
 */
function episodeList(first: number, rest: string): number[] {
  const more = [...rest.matchAll(/(-?)[ ._]?(?:s\d{1,4}|\d{1,2}(?=x))?[ex]?(\d{1,4})/gi)].map((m) => ({
    dash: m[1] === '-',
    n: Number(m[2]),
  }));
  const only = more[0];
  if (more.length === 1 && only && only.dash && only.n > first && only.n - first < 50) {
    return Array.from({ length: only.n - first + 1 }, (_, i) => first + i);
  }
  return [...new Set([first, ...more.map((m) => m.n)])];
}

/** `S01E02`, `s1e2`, `S01.E02`, `S01E01E02`, `S01E01-E02`, `S01E01-02`, `S01E01-S01E02`. */
const SXXEYY =
  /(?<![\p{L}\d])s(\d{1,4})[ ._-]?e(\d{1,4})((?:[ _]?-?[ _]?e\d{1,4}|-s\d{1,4}e\d{1,4}|-\d{1,4}(?![\dpi]))*)(?!\d)/iu;
/** `1x02`, `1x02-03`, `1x02-1x03`; two digits at least for the episode, so '4x4' stays a title. */
const NXNN = /(?<![\p{L}\d])(\d{1,2})x(\d{2,3})((?:-\d{1,2}x\d{2,3}|x\d{2,3}|-\d{2,3}(?![\dpi]))*)(?![\dpi])/iu;
/** `Season 1 Episode 2`. */
const SEASON_EPISODE_WORDS = /(?<![\p{L}\d])season[ ._-]*(\d{1,4})[ ._-]*episode[ ._-]*(\d{1,4})(?!\d)/iu;

function markerOf(match: RegExpExecArray, maybeTitle = false): EpisodeMarker {
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

/** The season and episodes a name states in full, or the day it aired; null when neither. */
function episodeMarker(name: string, maxYear: number): EpisodeMarker | null {
  for (const pattern of [SXXEYY, NXNN, SEASON_EPISODE_WORDS]) {
    const match = pattern.exec(name);
    if (match) return markerOf(match, pattern === NXNN);
  }
  return airDateMarker(name, maxYear);
}

/**
 * Anime releases number episodes from the first without seasons: `[Group] Show - 012 [1080p]`, `Show - 12 (1080p)`,
 * `Show - 12v2`, `Show - 12 - Title`. A spaced dash before the number, and after it only the end, brackets, a
 * version or another spaced dash; a year is no episode number, and a bracketed year after the number makes it a
 * film's ('Movie - 2 (2010)').
 */
const ABSOLUTE_EPISODE = /^(.*?[^\s_-])[ _]+-[ _]+(\d{1,4})(?:v\d)?(?=$|[ _]*[[({]|[ _]+-[ _])/u;

function absoluteEpisode(stem: string, maxYear: number): { episode: number; prefix: string } | null {
  const match = ABSOLUTE_EPISODE.exec(stem);
  if (!match) return null;
  const number = match[2]!;
  const rest = stem.slice(match[0].length);
  if (Number(number) === 0 || isYear(number, maxYear)) return null;
  if (tokenise(rest, maxYear).some((token) => token.kind === 'bracketed-year')) return null;
  return { episode: Number(number), prefix: match[1]! };
}

/** An episode number alone, as named inside a season folder: `Episode 5`, `Ep05`, `E05`, `05 - Title`, `05`. */
function episodeNumberAlone(name: string): number | null {
  const match =
    /(?<![\p{L}\d])e(?:p(?:isode)?)?[ ._-]*(\d{1,4})(?!\d)/iu.exec(name) ?? /^(\d{1,3})(?:$|[ ._-])/u.exec(name.trim());
  return match ? Number(match[1]) : null;
}

interface SeasonFolder {
  season: number;
  /** The show a season pack folder names ('Arcane.S01.1080p' → 'Arcane'); null for a plain 'Season 01'. */
  show: string | null;
}

/** `Season 01`, `Series 2`, `Saison 3`, `Staffel 4`, `S1`, `Specials` (season 0), or a season pack `Show.S01.1080p`. */
function seasonFolder(name: string): SeasonFolder | null {
  if (/^specials?$/i.test(name)) return { season: 0, show: null };
  const plain = /^(?:season|series|saison|staffel|temporada|stagione|s)[ ._-]*(\d{1,4})$/i.exec(name);
  if (plain) return { season: Number(plain[1]), show: null };
  const pack = /^(.+?)[ ._-]+(?:s(\d{1,2})|(?:season|series)[ ._-]*(\d{1,2}))(?=$|[ ._\-[(])/i.exec(name);
  if (pack) return { season: Number(pack[2] ?? pack[3]), show: pack[1]! };
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Films and episodes from a path

/**
 * The id-named layout the library used first, exactly: `movie/550.mp4` (a film by TMDB id) and `tv/1399/s01e01.mp4`
 * (an episode of a show by TMDB id). Lower-case folders and a bare marker only, so that a show called '24' in
 * `TV/24/24 - S01E01.mkv` is read by name.
 */
function idNamedFile(folders: readonly string[], stem: string): ParsedMediaFile | null {
  if (folders.length === 1 && folders[0] === 'movie' && /^\d+$/.test(stem)) {
    return { kind: 'movie', title: '', year: null, tmdbId: Number(stem) };
  }
  if (folders.length !== 2 || folders[0] !== 'tv' || !/^\d+$/.test(folders[1]!)) return null;
  const match = SXXEYY.exec(stem);
  if (match?.[0] !== stem) return null;
  const marker = markerOf(match);
  return { kind: 'episode', show: '', year: null, season: marker.season, episodes: marker.episodes, tmdbId: Number(folders[1]) };
}

/** The nearest TMDB id tag, from the file name up to the library root. */
function nearestTmdbId(folders: readonly string[], stem: string): number | null {
  for (const name of [stem, ...folders.toReversed()]) {
    const id = tmdbIdOf(name);
    if (id !== null) return id;
  }
  return null;
}

/** The show a folder names: the part before its episode or season marker, nothing for a library section. */
function showOfFolder(folder: string, maxYear: number): string | null {
  if (isGenericFolder(folder)) return null;
  const marker = episodeMarker(folder, maxYear);
  if (marker) return folder.slice(0, marker.index);
  return seasonFolder(folder)?.show ?? folder;
}

/**
 * The names the show may be read from, best first: the folder above a season folder (curated, as the layouts
 * want it) or a season pack folder's name, then what comes before the marker in the file name; without a season
 * folder, the file name's part first, then the folder the file is in.
 */
function showNames(folders: readonly string[], stemPrefix: string, maxYear: number): string[] {
  const parent = folders.at(-1);
  const season = parent === undefined ? null : seasonFolder(parent);
  const above = folders.at(-2);
  const names = season
    ? [season.show ?? (above === undefined ? null : showOfFolder(above, maxYear)), stemPrefix]
    : [stemPrefix, parent === undefined ? null : showOfFolder(parent, maxYear)];
  return names.filter((name) => name !== null);
}

/**
 * The show's name and year from the first name that gives one. A year missing from it is taken from another
 * name of the same show (`Doctor Who/Season 1/Doctor Who (2005) - S01E01.mkv`).
 */
function showOf(folders: readonly string[], stemPrefix: string, maxYear: number): TitleYear {
  const candidates = showNames(folders, stemPrefix, maxYear)
    .map((name) => titleAndYear(name, maxYear))
    .filter((candidate) => candidate.title !== '');
  const chosen = candidates[0];
  if (!chosen) return { title: '', year: null };
  const key = foldText(chosen.title);
  const year = chosen.year ?? candidates.find((c) => c.year !== null && foldText(c.title) === key)?.year ?? null;
  return { title: chosen.title, year };
}

interface FoundEpisode {
  season: number;
  episodes: number[];
  maybeTitle: boolean;
  /** What comes before the marker in the name it was found in (the show, in a release name). */
  prefix: string;
  airDate?: string;
}

/**
 * The episode a file is: a full marker or an air date in its name (or, for an obfuscated file name, in its
 * release folder's), an absolute episode number (season 1, or its season folder's), or an episode number alone
 * inside a season folder. A season folder's number wins over an air date's year: the operator chose it.
 */
function findEpisode(folders: readonly string[], stem: string, maxYear: number): FoundEpisode | null {
  const parent = folders.at(-1);
  const season = parent === undefined ? null : seasonFolder(parent);
  const marker = episodeMarker(stem, maxYear);
  if (marker) {
    const inSeason = marker.airDate !== undefined && season ? season.season : marker.season;
    return { ...marker, season: inSeason, prefix: stem.slice(0, marker.index) };
  }
  const absolute = absoluteEpisode(stem, maxYear);
  if (absolute) return { season: season?.season ?? 1, episodes: [absolute.episode], maybeTitle: false, prefix: absolute.prefix };
  if (parent === undefined) return null;
  if (season) {
    const episode = episodeNumberAlone(stem);
    return episode === null ? null : { season: season.season, episodes: [episode], maybeTitle: false, prefix: '' };
  }
  const folderMarker = episodeMarker(parent, maxYear);
  return folderMarker ? { ...folderMarker, prefix: '' } : null;
}

/**
 * A film's title and year: from its file name, or from its folder when the folder names a film with its year and
 * the file does not (`The Matrix (1999)/movie.mkv`), or names the same film (the folder's spelling is the curated
 * one: `Amélie (2001)/Amelie.2001.1080p.mkv`). A section with a year ('Movies 2023') names no film.
 */
function movieTitle(folders: readonly string[], stem: string, maxYear: number): TitleYear {
  const fromFile = titleAndYear(stem, maxYear);
  const folder = folders.filter((name) => !isPartFolder(name)).at(-1);
  if (folder === undefined || isGenericFolder(folder)) return fromFile;
  const fromFolder = titleAndYear(folder, maxYear);
  if (fromFolder.year === null || fromFolder.title === '' || isGenericFolder(fromFolder.title)) return fromFile;
  if (fromFile.year === null || fromFile.title === '') return fromFolder;
  const sameFilm = fromFile.year === fromFolder.year && foldText(fromFile.title) === foldText(fromFolder.title);
  return sameFilm ? fromFolder : fromFile;
}

/** Whether a path is of the id-named layout (`movie/550.mp4`, `tv/1399/s01e01.mp4`), whose ids are the server's source's own. */
export function isIdNamedPath(relativePath: string): boolean {
  const folders = relativePath.split('/').filter((segment) => segment !== '' && segment !== '.');
  const fileName = folders.pop();
  return fileName !== undefined && isVideoFileName(fileName) && idNamedFile(folders, stemOf(fileName)) !== null;
}

/**
 * What a video file of the library is (docs/behaviour.md#library-file-names). `relativePath` uses '/' and is
 * relative to the library root. Null for anything but a film or an episode: another kind of file, a hidden or
 * system file, a sample, bonus material, a file in a season folder without an episode number, or a name with
 * nothing left to match.
 */
export function parseMediaPath(relativePath: string, options: ParseMediaPathOptions = {}): ParsedMediaFile | null {
  const maxYear = (options.currentYear ?? new Date().getFullYear()) + 1;
  const folders = relativePath.split('/').filter((segment) => segment !== '' && segment !== '.');
  const fileName = folders.pop();
  if (fileName === undefined || !isVideoFileName(fileName) || [...folders, fileName].some(isIgnoredName)) return null;
  const stem = stemOf(fileName);
  if (isExtraOrSample(folders, stem)) return null;

  const idNamed = idNamedFile(folders, stem);
  if (idNamed) return idNamed;

  const episode = findEpisode(folders, stem, maxYear);
  if (episode) {
    const show = showOf(folders, episode.prefix, maxYear);
    const tmdbId = nearestTmdbId(folders, stem);
    if (show.title !== '' || tmdbId !== null) {
      const { season, episodes, airDate } = episode;
      return { kind: 'episode', show: show.title, year: show.year, season, episodes, tmdbId, ...(airDate ? { airDate } : {}) };
    }
    // With no show to belong to, `S01E01.mkv` is nothing, but `10x10.2018.mkv` is the film '10x10'.
    if (!episode.maybeTitle) return null;
  }
  // A file in a season folder that names no episode is no film either.
  const parent = folders.at(-1);
  if (parent !== undefined && seasonFolder(parent)?.show === null) return null;

  const { title, year } = movieTitle(folders, stem, maxYear);
  const tmdbId = nearestTmdbId(folders, stem);
  if (title === '' && tmdbId === null) return null;
  return { kind: 'movie', title, year, tmdbId };
}

// ---------------------------------------------------------------------------------------------------------------
// Subtitles

export interface SidecarSubtitle {
  language: string | null;
  forced: boolean;
  sdh: boolean;
  format: 'srt' | 'vtt' | 'other';
}

/** ISO 639-1 code, English name, ISO 639-2 codes (bibliographic and terminology) and other names it goes by. */
const LANGUAGES: readonly (readonly [string, string, readonly string[], readonly string[]])[] = [
  ['af', 'Afrikaans', ['afr'], []],
  ['ar', 'Arabic', ['ara'], ['العربية']],
  ['bg', 'Bulgarian', ['bul'], ['български']],
  ['bn', 'Bengali', ['ben'], ['bangla']],
  ['bs', 'Bosnian', ['bos'], []],
  ['ca', 'Catalan', ['cat'], ['català']],
  ['cs', 'Czech', ['cze', 'ces'], ['čeština']],
  ['cy', 'Welsh', ['wel', 'cym'], ['cymraeg']],
  ['da', 'Danish', ['dan'], ['dansk']],
  ['de', 'German', ['ger', 'deu'], ['deutsch']],
  ['el', 'Greek', ['gre', 'ell'], ['ελληνικά']],
  ['en', 'English', ['eng'], []],
  ['es', 'Spanish', ['spa'], ['español', 'castellano', 'latino']],
  ['et', 'Estonian', ['est'], ['eesti']],
  ['eu', 'Basque', ['baq', 'eus'], ['euskara']],
  ['fa', 'Persian', ['per', 'fas'], ['farsi', 'فارسی']],
  ['fi', 'Finnish', ['fin'], ['suomi']],
  ['fil', 'Filipino', ['fil'], ['tagalog']],
  ['fr', 'French', ['fre', 'fra'], ['français']],
  ['ga', 'Irish', ['gle'], ['gaeilge']],
  ['gl', 'Galician', ['glg'], ['galego']],
  ['he', 'Hebrew', ['heb'], ['עברית', 'iw']],
  ['hi', 'Hindi', ['hin'], ['हिन्दी']],
  ['hr', 'Croatian', ['hrv'], ['hrvatski']],
  ['hu', 'Hungarian', ['hun'], ['magyar']],
  ['hy', 'Armenian', ['arm', 'hye'], []],
  ['id', 'Indonesian', ['ind'], ['bahasa indonesia']],
  ['is', 'Icelandic', ['ice', 'isl'], ['íslenska']],
  ['it', 'Italian', ['ita'], ['italiano']],
  ['ja', 'Japanese', ['jpn'], ['日本語', 'jp']],
  ['ka', 'Georgian', ['geo', 'kat'], []],
  ['kk', 'Kazakh', ['kaz'], []],
  ['km', 'Khmer', ['khm'], []],
  ['kn', 'Kannada', ['kan'], []],
  ['ko', 'Korean', ['kor'], ['한국어']],
  ['ku', 'Kurdish', ['kur'], []],
  ['lt', 'Lithuanian', ['lit'], ['lietuvių']],
  ['lv', 'Latvian', ['lav'], ['latviešu']],
  ['mk', 'Macedonian', ['mac', 'mkd'], []],
  ['ml', 'Malayalam', ['mal'], []],
  ['mn', 'Mongolian', ['mon'], []],
  ['mr', 'Marathi', ['mar'], []],
  ['ms', 'Malay', ['may', 'msa'], ['bahasa melayu']],
  ['my', 'Burmese', ['bur', 'mya'], []],
  ['nb', 'Norwegian Bokmål', ['nob'], ['bokmål']],
  ['ne', 'Nepali', ['nep'], []],
  ['nl', 'Dutch', ['dut', 'nld'], ['nederlands', 'flemish']],
  ['nn', 'Norwegian Nynorsk', ['nno'], ['nynorsk']],
  ['no', 'Norwegian', ['nor'], ['norsk']],
  ['pa', 'Punjabi', ['pan'], []],
  ['pl', 'Polish', ['pol'], ['polski']],
  ['pt', 'Portuguese', ['por', 'pob'], ['português', 'brazilian', 'brazilian portuguese']],
  ['ro', 'Romanian', ['rum', 'ron'], ['română']],
  ['ru', 'Russian', ['rus'], ['русский']],
  ['si', 'Sinhala', ['sin'], []],
  ['sk', 'Slovak', ['slo', 'slk'], ['slovenčina']],
  ['sl', 'Slovenian', ['slv'], ['slovene', 'slovenščina']],
  ['sq', 'Albanian', ['alb', 'sqi'], ['shqip']],
  ['sr', 'Serbian', ['srp'], ['srpski', 'српски']],
  ['sv', 'Swedish', ['swe'], ['svenska']],
  ['sw', 'Swahili', ['swa'], ['kiswahili']],
  ['ta', 'Tamil', ['tam'], []],
  ['te', 'Telugu', ['tel'], []],
  ['th', 'Thai', ['tha'], ['ไทย']],
  ['tr', 'Turkish', ['tur'], ['türkçe']],
  ['uk', 'Ukrainian', ['ukr'], ['українська']],
  ['ur', 'Urdu', ['urd'], []],
  ['vi', 'Vietnamese', ['vie'], ['tiếng việt']],
  ['zh', 'Chinese', ['chi', 'zho', 'chs', 'cht'], ['中文', 'mandarin', 'cantonese', 'simplified', 'traditional']],
];

/** Every code and name, lower case, to its ISO 639-1 code. */
const LANGUAGE_BY_TAG = new Map<string, string>(
  LANGUAGES.flatMap(([code, name, codes, names]) =>
    [code, name, ...codes, ...names].map((tag) => [tag.toLowerCase(), code] as [string, string]),
  ),
);

const LANGUAGE_NAMES = new Map<string, string>(LANGUAGES.map(([code, name]) => [code, name]));

/**
 * The ISO 639-1 code of a language tag: a two- or three-letter code ('en', 'eng', 'ger', 'deu'), a name ('English',
 * 'Français'), or a code with a region or script ('pt-BR', 'zh_Hans'). Null when unknown, and for 'und'.
 */
export function subtitleLanguage(tag: string): string | null {
  const text = tag.trim().toLowerCase();
  return LANGUAGE_BY_TAG.get(text) ?? LANGUAGE_BY_TAG.get(text.split(/[-_]/)[0]!) ?? null;
}

/** The languages the library reads, as ISO 639-1 codes with their English names, by name. */
export const KNOWN_LANGUAGES: readonly { code: string; name: string }[] = LANGUAGES.map(([code, name]) => ({ code, name })).sort(
  (a, b) => a.name.localeCompare(b.name, 'en'),
);

/** A language's name in English ('en' → 'English'); any other tag read as above; the tag itself when unknown. */
export function languageName(code: string): string {
  const known = subtitleLanguage(code);
  return (known && LANGUAGE_NAMES.get(known)) ?? code;
}

function subtitleFormat(extension: string): SidecarSubtitle['format'] {
  return extension === 'srt' || extension === 'vtt' ? extension : 'other';
}

/** Tags that say which subtitles a file holds rather than its language. */
const FORCED_TAGS = new Set(['forced', 'foreign']);
const SDH_TAGS = new Set(['sdh', 'cc', 'hi', 'hoh']);
/** A tag that says nothing the player needs. */
const IGNORED_TAGS = new Set(['default']);

/**
 * A subtitle file beside a video (docs/behaviour.md#library-file-names): the video's name without its extension,
 * then tags after a dot — a language, `forced`, `sdh`/`cc`/`hi`, `default` — in any order, separated by dots, spaces
 * or brackets (`.English (SDH)`), then the subtitle extension.
 * 'hi' is Hindi as the first language tag and "hearing impaired" after one. Null when the file is not a subtitle,
 * does not start with the video's name, or carries a tag that is none of these (then it belongs to another video:
 * `Movie.Part2.en.srt` is not `Movie.mkv`'s).
 */
export function parseSidecarSubtitle(videoFileName: string, subtitleFileName: string): SidecarSubtitle | null {
  const video = videoFileName.split('/').at(-1)!;
  const subtitle = subtitleFileName.split('/').at(-1)!;
  const extension = extensionOf(subtitle);
  if (!SUBTITLE_EXTENSIONS.includes(extension)) return null;
  const base = stemOf(video);
  const rest = stemOf(subtitle);
  if (base === '' || rest.length < base.length || rest.slice(0, base.length).toLowerCase() !== base.toLowerCase()) return null;
  const tail = rest.slice(base.length);
  if (tail !== '' && !tail.startsWith('.')) return null;

  const result: SidecarSubtitle = { language: null, forced: false, sdh: false, format: subtitleFormat(extension) };
  for (const word of tail
    .toLowerCase()
    .split(/[.\s()[\]]+/)
    .filter(Boolean)) {
    if (FORCED_TAGS.has(word)) result.forced = true;
    else if (SDH_TAGS.has(word) && (word !== 'hi' || result.language !== null)) result.sdh = true;
    else if (IGNORED_TAGS.has(word)) continue;
    else if (result.language === null && subtitleLanguage(word) !== null) result.language = subtitleLanguage(word);
    else return null;
  }
  return result;
}
