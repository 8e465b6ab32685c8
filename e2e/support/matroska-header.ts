/**
 * The first bytes of a Matroska file, built by hand: the EBML header and a Segment with Info, Tracks and an empty
 * cluster, and no media after them, so no stream in it can be played or converted.
 */

const bytes = (...parts: (Uint8Array | number[] | string)[]): Uint8Array =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

/** A Matroska element id as written (its length marker included): 0x1a45dfa3 → 4 bytes. */
function elementId(id: number): number[] {
  const out: number[] = [];
  for (let n = id; n > 0; n = Math.floor(n / 256)) out.unshift(n & 0xff);
  return out;
}

/** An element size: 8 bytes (0x01 then 7), which every reader must take, not only the shortest. */
function elementSize(size: number): number[] {
  const out = [0x01];
  for (let i = 6; i >= 0; i--) out.push(Math.floor(size / 256 ** i) & 0xff);
  return out;
}

/** A Matroska element: id, size, data (a string is ASCII, a number an unsigned integer of one byte). */
function element(id: number, ...content: (Uint8Array | number[] | string)[]): Uint8Array {
  const body = bytes(...content);
  return bytes(elementId(id), elementSize(body.length), body);
}

/** The start of a Matroska (or WebM) file: the EBML header, then a Segment with Info, Tracks and a cluster. */
export function matroskaHeader(options: { docType?: string; codecs?: [trackType: number, codecId: string][] } = {}): Uint8Array {
  const {
    docType = 'matroska',
    codecs = [
      [2, 'A_AAC'],
      [1, 'V_MPEGH/ISO/HEVC'],
    ],
  } = options;
  const ebml = element(0x1a45dfa3, element(0x4286, [1]), element(0x4282, docType), element(0x4287, [4]), element(0x4285, [2]));
  const entries = codecs.map(([type, codec], i) =>
    element(0xae, element(0xd7, [i + 1]), element(0x83, [type]), element(0x86, codec)),
  );
  const content = bytes(
    element(0x1549a966, element(0x2ad7b1, [0x0f, 0x42, 0x40])),
    element(0x1654ae6b, ...entries),
    element(0x1f43b675, element(0xe7, [0])),
  );
  return bytes(ebml, element(0x18538067, content));
}
