import type { ParsedMediaFile } from '../media-file-name.ts';

/**
 * The Kodi / Jellyfin `.nfo` files kept beside a library's videos (docs/behaviour.md#library-file-names): which of
 * them describe a video, what they say of it (ids, title, year, season, episode), and the video's reading with it.
 * What is in an NFO wins over what the file's name says: the owner, or their tools, wrote it for that file.
 *
 * The server parses the XML (with a kept parser and limits); this reads the parsed tree, a plain object of
 * elements by name, as XML parsers give it (`{ movie: { title: 'The Matrix', uniqueid: [{ '#text': '603',
 * '@_type': 'tmdb' }] } }`), or, for an NFO that is not XML, the addresses of the title's pages in it.
 */

/** What an NFO says of its video. Only what it says is set. */
export interface NfoFacts {
  /** Which kind of NFO: a film's, a show's (`tvshow.nfo`), or an episode's. */
  kind: 'movie' | 'tvshow' | 'episode' | null;
  title?: string;
  year?: number;
  tmdbId?: number;
  imdbId?: string;
  tvdbId?: number;
  season?: number;
  episode?: number;
}

/** The NFO files that may describe a video, in the library, by kind. */
export interface NfoCandidates {
  /** `Film (2009).nfo` beside `Film (2009).mkv`: the film's or the episode's own. */
  own: string;
  /** `movie.nfo` in the film's folder. */
  movie: string;
  /** `tvshow.nfo` in the episode's folder, its season folder's parent, or the one above (nearest first). */
  shows: string[];
}

/** Where a video's NFO files may be: `relativePath` uses '/' and is relative to the library's root. */
export function nfoCandidates(relativePath: string): NfoCandidates {
  const folders = relativePath.split('/');
  const fileName = folders.pop() ?? '';
  const stem = fileName.replace(/\.[^.]+$/, '');
  const inFolder = (depth: number, name: string) => [...folders.slice(0, folders.length - depth), name].join('/');
  const shows: string[] = [];
  for (let depth = 0; depth <= Math.min(2, folders.length); depth++) shows.push(inFolder(depth, 'tvshow.nfo'));
  return { own: inFolder(0, `${stem}.nfo`), movie: inFolder(0, 'movie.nfo'), shows };
}

/** An NFO's text that is no XML: the addresses of the title's pages (Kodi reads these too). */
export function nfoFactsFromText(text: string): NfoFacts | null {
  const tmdb = /themoviedb\.org\/(movie|tv)\/(\d+)/i.exec(text);
  const imdb = /imdb\.com\/title\/(tt\d{7,9})/i.exec(text);
  const tvdb = /thetvdb\.com\/[^\s]*?(?:[?&]id=|\/series\/)(\d+)/i.exec(text);
  if (!tmdb && !imdb && !tvdb) return null;
  return {
    kind: tmdb ? (tmdb[1]!.toLowerCase() === 'tv' ? 'tvshow' : 'movie') : null,
    ...(tmdb ? { tmdbId: Number(tmdb[2]) } : {}),
    ...(imdb ? { imdbId: imdb[1]!.toLowerCase() } : {}),
    ...(tvdb ? { tvdbId: Number(tvdb[1]) } : {}),
  };
}

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An element's values: one or several, as the parser gives them. */
const all = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** An element's text: a string or number, or its text node when it has attributes. */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  if (isTree(value)) return textOf(value['#text']);
  return null;
}

const firstText = (tree: Tree, name: string): string | null => {
  for (const value of all(tree[name])) {
    const text = textOf(value);
    if (text !== null) return text;
  }
  return null;
};

/** A whole positive number below a million, as ids and numbers here are; anything else is not one. */
function count(text: string | null, max = 999_999_999): number | undefined {
  if (text === null || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= max ? value : undefined;
}

const IMDB_ID = /^tt\d{7,9}$/i;

/** The ids an NFO gives, by `<uniqueid type="…">` and by the older `<tmdbid>`, `<imdbid>`, `<tvdbid>`, `<id>`. */
function idsOf(tree: Tree): Pick<NfoFacts, 'tmdbId' | 'imdbId' | 'tvdbId'> {
  const ids: Pick<NfoFacts, 'tmdbId' | 'imdbId' | 'tvdbId'> = {};
  for (const unique of all(tree.uniqueid)) {
    const text = textOf(unique);
    const type = isTree(unique) && typeof unique['@_type'] === 'string' ? unique['@_type'].toLowerCase() : '';
    if (text === null) continue;
    if (type === 'tmdb') ids.tmdbId ??= count(text);
    else if (type === 'imdb' && IMDB_ID.test(text)) ids.imdbId ??= text.toLowerCase();
    else if (type === 'tvdb') ids.tvdbId ??= count(text);
  }
  ids.tmdbId ??= count(firstText(tree, 'tmdbid'));
  const imdb = firstText(tree, 'imdbid') ?? firstText(tree, 'imdb_id');
  if (imdb !== null && IMDB_ID.test(imdb)) ids.imdbId ??= imdb.toLowerCase();
  ids.tvdbId ??= count(firstText(tree, 'tvdbid'));
  // `<id>` is an IMDb id in Kodi's films and a TVDB id in its shows.
  const id = firstText(tree, 'id');
  if (id !== null && IMDB_ID.test(id)) ids.imdbId ??= id.toLowerCase();
  return ids;
}

const KINDS = [
  ['movie', 'movie'],
  ['tvshow', 'tvshow'],
  ['episodedetails', 'episode'],
] as const;

/**
 * What a parsed NFO says. Its root element tells the kind (`<movie>`, `<tvshow>`, `<episodedetails>`; an NFO of
 * several episodes gives the first); null for any other document. Text that is not what it should be (a year of
 * letters, an id of 40 digits) is left out, not guessed at.
 */
export function nfoFacts(document: unknown): NfoFacts | null {
  if (!isTree(document)) return null;
  for (const [element, kind] of KINDS) {
    const tree = all(document[element]).find(isTree);
    if (!tree) continue;
    const title = firstText(tree, 'title');
    const year = count(firstText(tree, 'year'), 9999) ?? count(/^(\d{4})-/.exec(firstText(tree, 'premiered') ?? '')?.[1] ?? null);
    const facts: NfoFacts = {
      kind,
      ...(title !== null ? { title: title.slice(0, 500) } : {}),
      ...(year !== undefined && year >= 1880 ? { year } : {}),
      ...idsOf(tree),
    };
    if (kind === 'tvshow') {
      // A show's `<id>` is its TVDB id.
      facts.tvdbId ??= count(firstText(tree, 'id'));
    }
    if (kind === 'episode') {
      const season = count(firstText(tree, 'season'), 9999);
      const episode = count(firstText(tree, 'episode'), 99_999);
      if (season !== undefined) facts.season = season;
      if (episode !== undefined) facts.episode = episode;
    }
    return facts;
  }
  return null;
}

const definedIds = (facts: NfoFacts) => ({
  ...(facts.imdbId !== undefined ? { imdbId: facts.imdbId } : {}),
  ...(facts.tvdbId !== undefined ? { tvdbId: facts.tvdbId } : {}),
});

/**
 * A video's reading with what its NFO files say (`own`: its own or its folder's film NFO; `show`: the nearest
 * `tvshow.nfo`). A film's NFO gives the film's title, year and ids; an episode's gives its season and episode (its
 * title is the episode's, not the show's); a show's gives the show's name, year and ids. A file whose name reads as
 * nothing is a film when its own NFO is a film's and names it. Ids given win over a name's.
 */
export function withNfoFacts(
  parsed: ParsedMediaFile | null,
  own: NfoFacts | null,
  show: NfoFacts | null,
): ParsedMediaFile | null {
  if (own?.kind === 'movie' && (parsed === null || parsed.kind === 'movie')) {
    const title = own.title ?? (parsed?.kind === 'movie' ? parsed.title : '');
    const tmdbId = own.tmdbId ?? parsed?.tmdbId ?? null;
    if (title === '' && tmdbId === null) return parsed;
    return {
      ...(parsed ?? {}),
      kind: 'movie',
      title,
      year: own.year ?? (own.title !== undefined ? null : (parsed?.year ?? null)),
      tmdbId,
      ...definedIds(own),
    };
  }
  if (parsed?.kind !== 'episode') return parsed;
  let episode = parsed;
  if (own?.kind === 'episode' && own.season !== undefined && own.episode !== undefined) {
    const { airDate: _airDate, ...rest } = episode;
    episode = { ...rest, season: own.season, episodes: [own.episode] };
  }
  if (show?.kind === 'tvshow') {
    episode = {
      ...episode,
      show: show.title ?? episode.show,
      year: show.year ?? (show.title !== undefined ? null : episode.year),
      tmdbId: show.tmdbId ?? episode.tmdbId,
      ...definedIds(show),
    };
  }
  return episode;
}
