import { isGenericFolder } from './film-names.ts';

/**
 * Files and folders that are never a title: hidden and system files, bonus material and samples.
 */

/** Hidden files and folders, and the ones NAS boxes and Windows keep for themselves (thumbnails, recycle bins). */
export function isIgnoredName(name: string): boolean {
  return name.startsWith('.') || /^(?:@eadir|#recycle|\$recycle\.bin|lost\+found)$/i.test(name);
}

/** Folders of bonus material, as Plex and Jellyfin name them, wherever they are. */
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

/**
 * Folders of bonus material only inside a title's folder: at the top of the library, or in a section ('Movies'),
 * they are as likely to be a collection of the operator's own ('Shorts/Bao (2018).mkv').
 */
const EXTRAS_FOLDERS_IN_A_TITLE = new Set(['shorts', 'scenes', 'clips', 'other']);

/**
 * Bonus material named after its film or alone: `Movie (2009)-trailer.mkv`, `Movie (2009) - Trailer.mkv`,
 * `300.trailer.mp4`, `trailer.mp4`, `Movie.featurette.mkv`, `Making Of-behindthescenes.mkv`, `Opening-scene.mkv`.
 * The words that may end a title ('The Interview', 'Short') count only after a dash or a dot.
 */
const EXTRA_SUFFIX =
  /(?:^|[._-]|\s-\s*)(?:trailer|featurette|behindthescenes|deleted|deletedscene|interview)\d*$|-(?:scene|short|clip|other|extra)\d*$/i;

/** A sample: `sample.mkv`, `movie-sample.mkv`, `movie.2009.1080p.sample.mkv` ('The DNA Sample' is a film). */
const SAMPLE = /(?:^|[._-])sample$/i;

export function isExtraOrSample(folders: readonly string[], stem: string): boolean {
  const inExtrasFolder = folders.some((folder, index) => {
    const name = folder.toLowerCase();
    if (EXTRAS_FOLDERS.has(name)) return true;
    const above = folders[index - 1];
    return EXTRAS_FOLDERS_IN_A_TITLE.has(name) && above !== undefined && !isGenericFolder(above);
  });
  return inExtrasFolder || EXTRA_SUFFIX.test(stem) || SAMPLE.test(stem);
}
