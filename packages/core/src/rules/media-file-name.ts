/**
 * Library file names (docs/behaviour.md#library-file-names): which film or episode a video file of the media
 * library is, read from its path the way Plex, Jellyfin and Kodi users lay their folders out, and which
 * subtitle files sit beside it. Pure: the scanner lists the folder, these rules only read names.
 */

import { foldText } from './text-fold.ts';
import { isExtraOrSample, isIgnoredName } from './media-names/extras.ts';
import { absoluteEpisode, episodeMarker, episodesAlone, markerOf, seasonFolder, SXXEYY } from './media-names/episode-markers.ts';
import { stemOf, isVideoFileName } from './media-names/file-types.ts';
import {
  imdbIdOf,
  isDiscFolder,
  isGenericFolder,
  isObfuscatedName,
  isPartFolder,
  isReleaseName,
  partOf,
  titleAndYear,
  tmdbIdOf,
  tvdbIdOf,
  type TitleYear,
  versionOf,
} from './media-names/film-names.ts';

export { nfoCandidates, nfoFacts, nfoFactsFromText, withNfoFacts, type NfoCandidates, type NfoFacts } from './media-names/nfo.ts';
export { isSubtitleFileName, isVideoFileName, SUBTITLE_EXTENSIONS, VIDEO_EXTENSIONS } from './media-names/file-types.ts';
export {
  isSubtitleFolderName,
  KNOWN_LANGUAGES,
  languageName,
  parseSidecarSubtitle,
  parseSubtitleFolderFile,
  parseVideoSubtitle,
  type SidecarSubtitle,
  subtitleLanguage,
} from './media-names/sidecar-subtitles.ts';

/** Ids a name may carry besides the TMDB id (`{imdb-tt0133093}`, `[tvdbid-81189]`), kept for matching by them. */
interface OtherIds {
  imdbId?: string;
  tvdbId?: number;
}

export type ParsedMediaFile =
  | ({
      kind: 'movie';
      title: string;
      year: number | null;
      tmdbId: number | null;
      /** Which part of a film split over several files (`cd1`, `part2`); the library plays the first. */
      part?: number;
      /** Which of the film's versions side by side ('1080p', '4K', "Director's Cut"). */
      version?: string;
    } & OtherIds)
  | ({
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
      /**
       * Numbered from the show's first episode, as anime releases are (`[Group] One Piece - 1071`), with no season
       * given: `season` is 1 and `episodes` the absolute number until the library maps it to the source's seasons.
       */
      absolute?: true;
    } & OtherIds);

export interface ParseMediaPathOptions {
  /** The year it is now (default: the clock's); a year counts up to the next one. */
  currentYear?: number;
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

/** The nearest id tag of a kind, from the file name up to the library root. */
function nearestId<T>(folders: readonly string[], stem: string, idOf: (name: string) => T | null): T | null {
  for (const name of [stem, ...folders.toReversed()]) {
    const id = idOf(name);
    if (id !== null) return id;
  }
  return null;
}

function nearestTmdbId(folders: readonly string[], stem: string): number | null {
  return nearestId(folders, stem, tmdbIdOf);
}

/** The IMDb and TVDB ids the path carries, only those it has. */
function otherIds(folders: readonly string[], stem: string): { imdbId?: string; tvdbId?: number } {
  const imdbId = nearestId(folders, stem, imdbIdOf);
  const tvdbId = nearestId(folders, stem, tvdbIdOf);
  return { ...(imdbId === null ? {} : { imdbId }), ...(tvdbId === null ? {} : { tvdbId }) };
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
  /** Named without its season (`Show.E07`), and not inside a season folder. */
  seasonless?: boolean;
  /** An absolute number, with no season from a folder or the name. */
  absolute?: boolean;
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
    const inSeason = (marker.airDate !== undefined || marker.seasonless) && season ? season.season : marker.season;
    return { ...marker, season: inSeason, prefix: stem.slice(0, marker.index) };
  }
  const absolute = absoluteEpisode(stem, maxYear);
  if (absolute) {
    const inSeason = season?.season ?? absolute.season;
    return {
      season: inSeason ?? 1,
      episodes: [absolute.episode],
      maybeTitle: false,
      prefix: absolute.prefix,
      absolute: inSeason === undefined,
    };
  }
  if (parent === undefined) return null;
  if (season) {
    const episodes = episodesAlone(stem, season.season);
    return episodes.length === 0 ? null : { season: season.season, episodes, maybeTitle: false, prefix: '' };
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
  const folder = folders.filter((name) => !isPartFolder(name) && !isDiscFolder(name)).at(-1);
  if (folder === undefined || isGenericFolder(folder)) return fromFile;
  const fromFolder = titleAndYear(folder, maxYear);
  // An obfuscated file name in a release folder defers to the folder: `Alice in Wonderland DVDRip.XviD-DiAMOND/dmd-aw.avi`.
  if (fromFolder.title !== '' && isObfuscatedName(stem, maxYear) && isReleaseName(folder, maxYear)) return fromFolder;
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
 * Whether a path is no title by design: not a video, a hidden or system file, a sample or bonus material. Any other
 * video whose name reads as nothing is still the owner's to see and match by hand (docs/behaviour.md#library).
 */
export function isNotATitle(relativePath: string): boolean {
  const folders = relativePath.split('/').filter((segment) => segment !== '' && segment !== '.');
  const fileName = folders.pop();
  if (fileName === undefined || !isVideoFileName(fileName) || [...folders, fileName].some(isIgnoredName)) return true;
  return isExtraOrSample(folders, stemOf(fileName));
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
  // In a films section, an episode number without a season is a film's ('Movies/Star Wars Episode 1 - ….mkv').
  const filmSection = folders.some((folder) => /^(?:movies?|films?)$/i.test(folder));
  const seasonFolderAbove = folders.length > 0 && seasonFolder(folders.at(-1)!) !== null;
  if (episode && !(episode.seasonless && filmSection && !seasonFolderAbove)) {
    const show = showOf(folders, episode.prefix, maxYear);
    const tmdbId = nearestTmdbId(folders, stem);
    if (show.title !== '' || tmdbId !== null) {
      const { season, episodes, airDate, absolute } = episode;
      return {
        kind: 'episode',
        show: show.title,
        year: show.year,
        season,
        episodes,
        tmdbId,
        ...(airDate ? { airDate } : {}),
        ...(absolute ? { absolute: true as const } : {}),
        ...otherIds(folders, stem),
      };
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
  const partFolder = folders.at(-1);
  const part =
    partOf(stem, maxYear) ?? (partFolder !== undefined && isPartFolder(partFolder) ? Number(/\d+/.exec(partFolder)![0]) : null);
  const version = versionOf(stem);
  return {
    kind: 'movie',
    title,
    year,
    tmdbId,
    ...(part === null ? {} : { part }),
    ...(version === null ? {} : { version }),
    ...otherIds(folders, stem),
  };
}
