import type { Dirent, Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  isSubtitleFileName,
  isSubtitleFolderName,
  isVideoFileName,
  LIBRARY_SKIPPED_SHOWN,
  type SkippedFile,
} from '@marquee/core';

/** A video file of the library as found on disk. */
export interface FoundFile {
  /** Inside the library, with '/'. */
  path: string;
  size: number;
  mtimeMs: number;
  /**
   * The subtitle files of the same folder, by their path from it: those beside the video (`Film.en.srt`), and those
   * in its `Subs/` or `Subtitles/` folder and that folder's folders (`Subs/2_English.srt`, `Subs/Show.S01E01/2_English.srt`).
   * Which of them belong to the video is the parser's to say (parseVideoSubtitle).
   */
  folderSubtitles: string[];
  /** How many videos the folder holds: a `Subs/` file named for a language only is the video's when it is alone. */
  folderVideos: number;
}

/** What a walk found: the video files, and the names it passed over that the owner should hear of. */
export interface LibraryWalk {
  files: FoundFile[];
  /** At most LIBRARY_SKIPPED_SHOWN, in the order met. */
  skipped: SkippedFile[];
  /** The NFO files (`.nfo`), by path inside the library, with what tells a changed one. */
  nfos: Map<string, FileStamp>;
}

/** What tells a changed file: its size and modification time. */
export interface FileStamp {
  size: number;
  mtimeMs: number;
}

/** Folders deeper than this are not walked: a library is a few levels deep, a loop of links is not. */
const MAX_DEPTH = 12;

export const NOT_UTF8 = 'The name is not UTF-8 text';

// Fatal: a name that is not UTF-8 is told apart rather than read with U+FFFD in it, which would make two files
// one path (and one row). ignoreBOM keeps a leading U+FEFF as the name's own.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function textOf(bytes: Uint8Array): string | null {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * A name as the owner's screen can show it: its UTF-8 as text, any other byte and every control character written
 * out (`\xff`, `\x1b`), and `\` as `\\`, so nothing in it is taken for anything but text.
 */
export function shownName(bytes: Uint8Array): string {
  let shown = '';
  let at = 0;
  while (at < bytes.length) {
    let length = 1;
    let text: string | null = null;
    // A UTF-8 sequence is 1 to 4 bytes: the shortest that decodes to one character is the one at hand.
    for (; length <= 4 && at + length <= bytes.length; length++) {
      text = textOf(bytes.subarray(at, at + length));
      if (text !== null) break;
    }
    if (text === null) {
      shown += `\\x${bytes[at]!.toString(16).padStart(2, '0')}`;
      at += 1;
      continue;
    }
    const code = text.codePointAt(0)!;
    if (text === '\\') shown += '\\\\';
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) shown += `\\x${code.toString(16).padStart(2, '0')}`;
    else shown += text;
    at += length;
  }
  return shown;
}

/** A folder's entry with what it really is: links resolved (inside the library only), stat taken. */
interface Entry {
  name: string;
  /** The path to stat and walk: a link's target. */
  real: string;
  stat: Stats;
}

/** A folder's entry with what it is; null for a broken link, a link out of the library, or one that cannot be read. */
async function entryOf(realRoot: string, folder: string, name: string, dirent: Dirent<Buffer>): Promise<Entry | null> {
  const full = path.join(folder, name);
  let real = full;
  if (dirent.isSymbolicLink()) {
    try {
      real = await fs.realpath(full);
    } catch {
      return null; // a broken link
    }
    if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return null; // a link out of the library
  }
  try {
    return { name, real, stat: await fs.stat(real) };
  } catch {
    return null;
  }
}

/** The subtitle files among a folder's entries, by their name after `prefix`. */
const subtitleNames = (entries: Entry[], prefix: string) =>
  entries.filter((e) => e.stat.isFile() && isSubtitleFileName(e.name)).map((e) => prefix + e.name);

/**
 * Every video file under the library's root, with what tells a changed one (size, modification time). As
 * strict as the file route: nothing outside the root is ever listed. A symbolic link is followed only when
 * what it points to is inside the root; hidden files and folders are skipped. Only regular files are videos or
 * subtitles: a pipe, a device or a socket is passed over. Names are read as bytes: one that is not UTF-8 (a file,
 * or a folder and all it holds) is skipped and reported. A missing root is an empty library. The NFO files met are
 * listed too, for the scan to read those that describe a video.
 */
export async function walkLibrary(root: string): Promise<LibraryWalk> {
  let realRoot: string;
  try {
    realRoot = await fs.realpath(root);
  } catch {
    return { files: [], skipped: [], nfos: new Map() };
  }
  const files: FoundFile[] = [];
  const nfos = new Map<string, FileStamp>();
  const skipped: SkippedFile[] = [];
  const seenFolders = new Set<string>();
  const skip = (file: SkippedFile) => {
    if (skipped.length < LIBRARY_SKIPPED_SHOWN) skipped.push(file);
  };

  /** A folder's entries, hidden ones left out; a name that is not UTF-8 is reported when `report` says so. */
  async function entriesOf(folder: string, relative: string, report: boolean): Promise<Entry[]> {
    let dirents: Dirent<Buffer>[];
    try {
      dirents = await fs.readdir(folder, { withFileTypes: true, encoding: 'buffer' });
    } catch {
      return []; // unreadable: as if empty
    }
    const inside = (name: string) => (relative ? `${relative}/${name}` : name);
    const entries: Entry[] = [];
    for (const dirent of dirents) {
      if (dirent.name[0] === 0x2e) continue; // hidden ('.')
      const name = textOf(dirent.name);
      if (name === null) {
        if (report) skip({ path: inside(shownName(dirent.name)) + (dirent.isDirectory() ? '/' : ''), reason: NOT_UTF8 });
        continue;
      }
      const entry = await entryOf(realRoot, folder, name, dirent);
      if (entry) entries.push(entry);
    }
    return entries;
  }

  /**
   * The subtitle files of a `Subs/` folder and of its folders, by their path from the folder above it. Its names
   * that are not UTF-8 are reported when the walk goes through it as any folder.
   */
  async function subtitleFolderFiles(folder: Entry): Promise<string[]> {
    const entries = await entriesOf(folder.real, '', false);
    const found = subtitleNames(entries, `${folder.name}/`);
    for (const entry of entries.filter((e) => e.stat.isDirectory())) {
      found.push(...subtitleNames(await entriesOf(entry.real, '', false), `${folder.name}/${entry.name}/`));
    }
    return found;
  }

  async function walk(folder: string, relative: string, depth: number): Promise<void> {
    if (depth > MAX_DEPTH || seenFolders.has(folder)) return;
    seenFolders.add(folder);
    const inside = (name: string) => (relative ? `${relative}/${name}` : name);
    const entries = await entriesOf(folder, relative, true);
    const videos = entries.filter((e) => e.stat.isFile() && isVideoFileName(e.name));
    const subtitles = subtitleNames(entries, '');
    if (videos.length > 0) {
      for (const entry of entries.filter((e) => e.stat.isDirectory() && isSubtitleFolderName(e.name))) {
        subtitles.push(...(await subtitleFolderFiles(entry)));
      }
    }
    for (const entry of entries) {
      if (entry.stat.isDirectory()) await walk(entry.real, inside(entry.name), depth + 1);
      else if (videos.includes(entry)) {
        const { size, mtimeMs } = entry.stat;
        files.push({
          path: inside(entry.name),
          size,
          mtimeMs: Math.trunc(mtimeMs),
          folderSubtitles: subtitles,
          folderVideos: videos.length,
        });
      } else if (entry.stat.isFile() && /\.nfo$/i.test(entry.name)) {
        nfos.set(inside(entry.name), { size: entry.stat.size, mtimeMs: Math.trunc(entry.stat.mtimeMs) });
      }
    }
  }

  await walk(realRoot, '', 0);
  return { files, skipped, nfos };
}
