import type { Stats } from 'node:fs';
import fs, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/**
 * The one way the server opens anything of MEDIA_DIR (docs/behaviour.md#library): videos, subtitles, headers.
 *
 * A file of the folder is anyone's, and so is its kind. A blocking open of a named pipe waits for a writer that
 * never comes, holding one of libuv's four threads for good: four such requests and every file, database and DNS
 * call of the server waits behind them. So a file is opened without waiting (O_NONBLOCK, which changes nothing
 * for a regular file), checked on its handle to be a regular file, and then read from that same handle only, so
 * nothing can be put in its place in between.
 */

/** An open regular file of the library; its holder closes `handle` (a stream made from it closes it when done). */
export interface OpenLibraryFile {
  handle: FileHandle;
  /** The handle's own stat. */
  stat: Stats;
  /** Where it really is: the path opened, links resolved. */
  realPath: string;
}

// Without O_NOFOLLOW, a link put where the checked path was would be followed out of the folder.
const OPEN_WITHOUT_WAITING = fs.constants.O_RDONLY | fs.constants.O_NONBLOCK | fs.constants.O_NOFOLLOW;

/**
 * Opens `relativePath` of the library for reading: null when it is missing, unreadable, outside the folder (a link
 * out of it included) or anything but a regular file (a pipe, a device, a socket, a folder).
 */
export async function openLibraryFile(mediaDir: string, relativePath: string): Promise<OpenLibraryFile | null> {
  let handle: FileHandle | undefined;
  try {
    const [root, realPath] = await Promise.all([fs.realpath(mediaDir), fs.realpath(path.join(mediaDir, relativePath))]);
    if (!realPath.startsWith(root + path.sep)) return null;
    handle = await fs.open(realPath, OPEN_WITHOUT_WAITING);
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    return { handle, stat, realPath };
  } catch {
    await handle?.close().catch(() => undefined);
    return null; // not there, or not ours to read
  }
}

/**
 * Reads the start of a library file: at most `maxBytes`. With `refuseLonger`, a file holding more than that is
 * refused with 'too large' rather than cut (its size is read on the handle, and the read stops one byte past the
 * limit, in case it grew since).
 */
export async function readLibraryFileStart(
  file: OpenLibraryFile,
  maxBytes: number,
  { refuseLonger = false } = {},
): Promise<Uint8Array | 'too large'> {
  if (refuseLonger && file.stat.size > maxBytes) return 'too large';
  // Room for no more than the file holds (and one byte to tell it grew), not for the limit.
  const buffer = new Uint8Array(refuseLonger ? Math.min(maxBytes, file.stat.size) + 1 : maxBytes);
  let filled = 0;
  while (filled < buffer.length) {
    const { bytesRead } = await file.handle.read(buffer, filled, buffer.length - filled, filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  if (refuseLonger && filled > maxBytes) return 'too large';
  return buffer.subarray(0, filled);
}
