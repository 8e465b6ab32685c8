import type { VideoFormat } from '@marquee/core';
import { openLibraryFile, readLibraryFileStart } from './library-file.ts';
import { matroskaVideoFormat } from './matroska-header.ts';
import { mp4VideoFormat } from './mp4-header.ts';

/**
 * What a library file is, from its first bytes (docs/behaviour.md#library): its container, and for MP4, QuickTime,
 * Matroska and WebM the video codec. The local player judges by it whether a browser can play the file. A file's
 * contents are anyone's: the read is bounded, and bytes that make no sense read as an unknown format.
 */

/** How much of a file is read: the codec of MP4 (moov first) and Matroska comes within the first few kilobytes. */
export const HEADER_BYTES = 512 * 1024;

export const UNKNOWN_FORMAT: VideoFormat = { container: null, codec: null };

const startsWith = (bytes: Uint8Array, at: number, expected: readonly number[]) =>
  expected.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The ASF header object's GUID (Windows Media files). */
const ASF_HEADER = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];
const TS_SYNC = 0x47;

/** Containers told by their signature alone; their codec is not read. */
function otherContainer(bytes: Uint8Array): VideoFormat['container'] {
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('AVI'))) return 'avi';
  if (startsWith(bytes, 0, ASF_HEADER)) return 'asf';
  if (startsWith(bytes, 0, ascii('FLV\x01'))) return 'flv';
  if (startsWith(bytes, 0, ascii('OggS'))) return 'ogg';
  if (startsWith(bytes, 0, [0x00, 0x00, 0x01, 0xba])) return 'mpeg-ps';
  // A transport stream: 188-byte packets, each starting with a sync byte (192 with a 4-byte time code in .m2ts).
  for (const [first, packet] of [
    [0, 188],
    [4, 192],
  ] as const) {
    if ([0, 1, 2].every((n) => bytes[first + n * packet] === TS_SYNC)) return 'mpeg-ts';
  }
  return null;
}

/** The format the bytes at the start of a file tell. Pure. */
export function videoFormatOf(bytes: Uint8Array): VideoFormat {
  return mp4VideoFormat(bytes) ?? matroskaVideoFormat(bytes) ?? { container: otherContainer(bytes), codec: null };
}

/**
 * The format of the library file at `relativePath`: at most HEADER_BYTES of it are read. Anything but a regular
 * file inside the folder (a FIFO, a device), or one that cannot be read, is an unknown format; opening does not
 * wait for a FIFO's writer (library-file.ts).
 */
export async function readVideoFormat(mediaDir: string, relativePath: string, maxBytes = HEADER_BYTES): Promise<VideoFormat> {
  const file = await openLibraryFile(mediaDir, relativePath);
  if (!file) return UNKNOWN_FORMAT;
  try {
    const bytes = await readLibraryFileStart(file, maxBytes);
    return bytes === 'too large' ? UNKNOWN_FORMAT : videoFormatOf(bytes);
  } catch {
    return UNKNOWN_FORMAT;
  } finally {
    await file.handle.close().catch(() => undefined);
  }
}
