import type { VideoFormat } from '@marquee/core';

/**
 * The video codec of a Matroska or WebM file from its first bytes: the EBML header's DocType ('matroska' or
 * 'webm'), then Segment → Tracks → the TrackEntry whose TrackType is video (1) → its CodecID ('V_MPEGH/ISO/HEVC').
 * Elements are an id and a size, both variable-length integers; every size is checked against the bytes at hand,
 * and nothing here throws.
 */

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const CODEC_ID = 0x86;
const VIDEO_TRACK = 1;

/** Longer strings are not an id worth reading (codec ids are a few characters). */
const MAX_STRING = 64;

interface Element {
  id: number;
  /** Where its data starts and ends, within the bytes at hand (an element cut short ends with them). */
  start: number;
  end: number;
}

/**
 * A variable-length integer at `at`: its length is told by the first byte's leading zeros (1 to 8 bytes). An id
 * keeps its length marker, a size does not; a size whose bits are all ones is 'unknown' (to the end of its parent).
 */
function vint(
  bytes: Uint8Array,
  at: number,
  end: number,
  keepMarker: boolean,
): { value: number; length: number; unknown: boolean } | null {
  if (at >= end) return null;
  const first = bytes[at]!;
  if (first === 0) return null; // a length past 8 bytes
  const length = Math.clz32(first) - 23;
  if (at + length > end) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!; // not a shift: sizes go past 32 bits
    allOnes &&= bytes[at + i] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/** The elements from `start` to `end`, the last one cut short if the bytes end inside it. */
function* elements(bytes: Uint8Array, start: number, end: number): Generator<Element> {
  let at = start;
  while (at < end) {
    const id = vint(bytes, at, end, true);
    if (!id || id.length > 4) return;
    const size = vint(bytes, at + id.length, end, false);
    if (!size) return;
    const dataStart = at + id.length + size.length;
    const dataEnd = size.unknown ? end : dataStart + size.value;
    yield { id: id.value, start: dataStart, end: Math.min(dataEnd, end) };
    at = dataEnd;
  }
}

function find(bytes: Uint8Array, parent: { start: number; end: number }, id: number): Element | undefined {
  for (const element of elements(bytes, parent.start, parent.end)) if (element.id === id) return element;
  return undefined;
}

/** A string element: ASCII, without the NULs that may pad it. */
function text(bytes: Uint8Array, element: Element): string {
  const end = Math.min(element.end, element.start + MAX_STRING);
  return String.fromCharCode(...bytes.subarray(element.start, end)).replace(/\0+$/, '');
}

/** An unsigned integer element (at most 8 bytes). */
function uint(bytes: Uint8Array, element: Element): number | null {
  if (element.end - element.start > 8) return null;
  let value = 0;
  for (let i = element.start; i < element.end; i++) value = value * 256 + bytes[i]!;
  return value;
}

/** The CodecID of the first video track in a Segment's data, null when the bytes at hand do not reach it. */
function videoCodec(bytes: Uint8Array, segment: Element): string | null {
  for (const element of elements(bytes, segment.start, segment.end)) {
    if (element.id !== TRACKS) continue;
    for (const entry of elements(bytes, element.start, element.end)) {
      if (entry.id !== TRACK_ENTRY) continue;
      const type = find(bytes, entry, TRACK_TYPE);
      const codec = find(bytes, entry, CODEC_ID);
      if (type && codec && uint(bytes, type) === VIDEO_TRACK) return text(bytes, codec);
    }
    return null;
  }
  return null;
}

/** The format of a Matroska or WebM file, or null when the bytes are not one. */
export function matroskaVideoFormat(bytes: Uint8Array): VideoFormat | null {
  const [header] = elements(bytes, 0, bytes.length);
  if (!header || header.id !== EBML) return null;
  const docType = find(bytes, header, DOC_TYPE);
  const kind = docType && text(bytes, docType);
  // EBML carries other formats than video too.
  if (kind !== 'matroska' && kind !== 'webm') return null;
  const segment = find(bytes, { start: header.end, end: bytes.length }, SEGMENT);
  return { container: kind, codec: segment ? videoCodec(bytes, segment) : null };
}
