/**
 * The first bytes of video files, built by hand for the header reader's tests: MP4 boxes and Matroska elements
 * with just the fields it reads (no media). Real files carry more, in the same shape.
 */

const bytes = (...parts: (Uint8Array | number[] | string)[]): Uint8Array =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

const uint32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

/** An MP4 box: its size, its type, its content. */
export function box(type: string, ...content: (Uint8Array | number[] | string)[]): Uint8Array {
  const body = bytes(...content);
  return bytes(uint32(8 + body.length), type, body);
}

const fullBox = (type: string, ...content: (Uint8Array | number[] | string)[]) => box(type, [0, 0, 0, 0], ...content);

/** A visual sample entry: the fields before its boxes (zeros will do), then the boxes. */
const visualEntry = (fourcc: string, ...boxes: Uint8Array[]) => box(fourcc, new Array(78).fill(0), ...boxes);

/** A track of `handler` ('vide', 'soun') whose first sample entry is `entry`. */
export function mp4Track(handler: string, entry: Uint8Array): Uint8Array {
  const stsd = fullBox('stsd', uint32(1), entry);
  return box(
    'trak',
    box('tkhd', new Array(84).fill(0)),
    box('mdia', fullBox('hdlr', uint32(0), handler, new Array(12).fill(0)), box('minf', box('stbl', stsd))),
  );
}

/** The start of an MP4 (or QuickTime, brand 'qt  ') file with its moov first: ftyp, moov with its tracks, mdat. */
export function mp4Header(
  options: { brand?: string; codec?: string; tracks?: Uint8Array[]; mdatBytes?: number } = {},
): Uint8Array {
  const { brand = 'isom', codec = 'avc1', mdatBytes = 64 } = options;
  const tracks = options.tracks ?? [mp4Track('soun', box('mp4a', new Array(28).fill(0))), mp4Track('vide', visualEntry(codec))];
  return bytes(
    box('ftyp', brand, uint32(512), brand, 'mp41'),
    box('moov', box('mvhd', new Array(100).fill(0)), ...tracks),
    box('mdat', new Array(mdatBytes).fill(0)),
  );
}

/** An encrypted video sample entry naming its original format. */
export const encryptedEntry = (original: string) =>
  visualEntry('encv', box('sinf', box('frma', original), fullBox('schm', 'cenc', uint32(0x10000))));

export const visualSampleEntry = visualEntry;

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
export function element(id: number, ...content: (Uint8Array | number[] | string)[]): Uint8Array {
  const body = bytes(...content);
  return bytes(elementId(id), elementSize(body.length), body);
}

/** The start of a Matroska (or WebM) file: the EBML header, then a Segment with Info, Tracks and a cluster. */
export function matroskaHeader(
  options: { docType?: string; codecs?: [trackType: number, codecId: string][]; segmentSize?: 'unknown' } = {},
): Uint8Array {
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
  if (options.segmentSize === 'unknown')
    return bytes(ebml, [0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], content);
  return bytes(ebml, element(0x18538067, content));
}

/** A RIFF AVI file's first bytes. */
export const aviHeader = () => bytes('RIFF', uint32(0x1000).reverse(), 'AVI LIST', uint32(4).reverse(), 'hdrl');
