import fs from 'node:fs/promises';
import path from 'node:path';
import { isSubtitleFileName, isVideoFileName } from '@marquee/core';

/** A video file of the library as found on disk. */
export interface FoundFile {
  /** Inside the library, with '/'. */
  path: string;
  size: number;
  mtimeMs: number;
  /** The names of the subtitle files in the same folder (which of them belong to it is the parser's to say). */
  folderSubtitles: string[];
}

/** Folders deeper than this are not walked: a library is a few levels deep, a loop of links is not. */
const MAX_DEPTH = 12;

/**
 * Every video file under the library's root, with what tells a changed one (size, modification time). As
 * strict as the file route: nothing outside the root is ever listed. A symbolic link is followed only when
 * what it points to is inside the root; hidden files and folders are skipped. A missing root is an empty
 * library.
 */
export async function walkLibrary(root: string): Promise<FoundFile[]> {
  let realRoot: string;
  try {
    realRoot = await fs.realpath(root);
  } catch {
    return [];
  }
  const found: FoundFile[] = [];
  const seenFolders = new Set<string>();

  async function walk(folder: string, relative: string, depth: number): Promise<void> {
    if (depth > MAX_DEPTH || seenFolders.has(folder)) return;
    seenFolders.add(folder);
    let entries: import('node:fs').Dirent[];
    try {
      entries = await fs.readdir(folder, { withFileTypes: true });
    } catch {
      return; // unreadable: as if empty
    }
    const subtitles = entries.filter((entry) => !entry.isDirectory() && isSubtitleFileName(entry.name)).map((e) => e.name);
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      const inside = relative ? `${relative}/${entry.name}` : entry.name;
      let real = full;
      if (entry.isSymbolicLink()) {
        try {
          real = await fs.realpath(full);
        } catch {
          continue; // a broken link
        }
        if (real !== realRoot && !real.startsWith(realRoot + path.sep)) continue; // a link out of the library
      }
      let stat: import('node:fs').Stats;
      try {
        stat = await fs.stat(real);
      } catch {
        continue;
      }
      if (stat.isDirectory()) await walk(real, inside, depth + 1);
      else if (stat.isFile() && isVideoFileName(entry.name)) {
        found.push({ path: inside, size: stat.size, mtimeMs: Math.trunc(stat.mtimeMs), folderSubtitles: subtitles });
      }
    }
  }

  await walk(realRoot, '', 0);
  return found;
}
