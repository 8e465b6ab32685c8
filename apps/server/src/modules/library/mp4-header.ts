import type { VideoFormat } from '@marquee/core';

/**
 * The video codec of an MP4 or QuickTime file from its first bytes: the boxes `ftyp` (which of the two) and
 * `moov` → `trak` (the one whose `hdlr` says video) → `mdia` → `minf` → `stbl` → `stsd`, whose first sample entry
 * is named by the codec's fourcc (avc1, hvc1, av01, …). A file whose `moov` comes after its media has no codec
 * in its first bytes: null then. Every size is checked against the bytes at hand; nothing here throws.
 */

/** The boxes a file of the family may start with. */
const FIRST_BOXES = new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'pnot']);

interface Box {
  type: string;
  /** Where its content starts and ends, within the bytes at hand (a box cut short ends with them). */
  start: number;
  end: number;
}

const fourcc = (bytes: Uint8Array, at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
const uint32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;

/** The boxes from `start` to `end`, the last one cut short if the bytes end inside it. */
function* boxes(bytes: Uint8Array, start: number, end: number): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    let size = uint32(bytes, at);
    let header = 8;
    if (size === 1) {
      // A 64-bit size; one beyond 2^53 is only imprecise, and far beyond the bytes at hand either way.
      if (at + 16 > end) return;
      size = uint32(bytes, at + 8) * 2 ** 32 + uint32(bytes, at + 12);
      header = 16;
    } else if (size === 0) size = end - at; // to the end of what holds it
    if (size < header) return; // not a box: garbage
    yield { type: fourcc(bytes, at + 4), start: at + header, end: Math.min(at + size, end) };
    at += size;
  }
}

/** The first box of a type from `start` to `end`. */
function find(bytes: Uint8Array, start: number, end: number, type: string): Box | undefined {
  for (const box of boxes(bytes, start, end)) if (box.type === type) return box;
  return undefined;
}

const child = (bytes: Uint8Array, parent: Box, type: string) => find(bytes, parent.start, parent.end, type);

/** The handler of a track's media ('vide', 'soun', …): after the full box's version, flags and a pre_defined field. */
function handlerOf(bytes: Uint8Array, mdia: Box): string | null {
  const hdlr = child(bytes, mdia, 'hdlr');
  return hdlr && hdlr.start + 12 <= hdlr.end ? fourcc(bytes, hdlr.start + 8) : null;
}

/** Bytes of a visual sample entry before its own boxes: reserved, data reference index, and the picture's fields. */
const VISUAL_ENTRY_FIELDS = 78;

/** The fourcc of a track's first sample entry; of an encrypted one ('encv'), the original format it names. */
function sampleEntryOf(bytes: Uint8Array, mdia: Box): string | null {
  const path = ['minf', 'stbl', 'stsd'];
  let box: Box | undefined = mdia;
  for (const type of path) box = box && child(bytes, box, type);
  // stsd: version and flags, entry count, then the entries.
  const [entry] = box ? boxes(bytes, box.start + 8, box.end) : [];
  if (!entry) return null;
  if (entry.type !== 'encv') return entry.type;
  const sinf = find(bytes, entry.start + VISUAL_ENTRY_FIELDS, entry.end, 'sinf');
  const frma = sinf && child(bytes, sinf, 'frma');
  return frma && frma.start + 4 <= frma.end ? fourcc(bytes, frma.start) : entry.type;
}

/** The format of an MP4 or QuickTime file, or null when the bytes are not one. */
export function mp4VideoFormat(bytes: Uint8Array): VideoFormat | null {
  const [first] = boxes(bytes, 0, bytes.length);
  if (!first || !FIRST_BOXES.has(first.type)) return null;
  let container: VideoFormat['container'] = 'quicktime'; // QuickTime files may have no ftyp
  let codec: string | null = null;
  for (const box of boxes(bytes, 0, bytes.length)) {
    if (box.type === 'ftyp') {
      const quicktime = box.start + 4 <= box.end && fourcc(bytes, box.start) === 'qt  ';
      container = quicktime ? 'quicktime' : 'mp4';
    }
    if (box.type !== 'moov') continue;
    for (const trak of boxes(bytes, box.start, box.end)) {
      const mdia = trak.type === 'trak' ? child(bytes, trak, 'mdia') : undefined;
      if (mdia && handlerOf(bytes, mdia) === 'vide') {
        codec = sampleEntryOf(bytes, mdia);
        break;
      }
    }
    break;
  }
  return { container, codec };
}
