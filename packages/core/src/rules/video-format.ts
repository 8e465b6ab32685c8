/**
 * Whether a browser can play a library file (docs/behaviour.md#library), from what the server read in its header:
 * the container and the video track's codec id (an MP4 sample entry's fourcc such as `avc1`, or a Matroska
 * CodecID such as `V_MPEGH/ISO/HEVC`). Pure: the server reads the bytes, these rules only name and judge them.
 */

/** Containers the server's reader recognises by their first bytes. */
export const VIDEO_CONTAINERS = [
  'mp4',
  'quicktime',
  'matroska',
  'webm',
  'avi',
  'asf',
  'flv',
  'mpeg-ps',
  'mpeg-ts',
  'ogg',
] as const;
export type VideoContainer = (typeof VIDEO_CONTAINERS)[number];

/** What a file's header says; null for what it does not say (or what could not be read). */
export interface VideoFormat {
  container: VideoContainer | null;
  /** The video track's codec id as the container spells it. */
  codec: string | null;
}

/** 'playable': browsers play it; 'unplayable': surely none does (or almost none); 'unknown': the video is tried. */
export type Playability = 'playable' | 'unplayable' | 'unknown';

/** The message of a file no browser plays, shown in the local player and posted to the player page. */
export const UNPLAYABLE_FORMAT = "This file's format can't be played in the browser";

const CONTAINER_NAMES: Record<VideoContainer, string> = {
  mp4: 'MP4',
  quicktime: 'QuickTime',
  matroska: 'Matroska',
  webm: 'WebM',
  avi: 'AVI',
  asf: 'Windows Media',
  flv: 'Flash Video',
  'mpeg-ps': 'MPEG program stream',
  'mpeg-ts': 'MPEG transport stream',
  ogg: 'Ogg',
};

/** Containers no browser plays from a file, whatever is in them. */
const UNPLAYABLE_CONTAINERS: ReadonlySet<VideoContainer> = new Set(['avi', 'asf', 'flv', 'mpeg-ps']);

/**
 * Which browsers play a codec: 'most' (Chrome, Firefox, Safari and Edge on current systems), 'some' (one of them,
 * e.g. Safari with MPEG-4 Part 2) or 'none'. HEVC counts as 'none': only some browsers on some hardware decode it,
 * so a library offering it would fail for most viewers; the file is better converted.
 */
type Reach = 'most' | 'some' | 'none';

/** Codec ids of MP4 (fourcc, as written) and Matroska (CodecID, upper case), by codec. */
const CODECS: readonly (readonly [name: string, reach: Reach, ids: readonly string[]])[] = [
  ['H.264 (AVC)', 'most', ['avc1', 'avc2', 'avc3', 'avc4', 'V_MPEG4/ISO/AVC']],
  ['HEVC (H.265)', 'none', ['hvc1', 'hev1', 'V_MPEGH/ISO/HEVC']],
  ['Dolby Vision (HEVC)', 'none', ['dvh1', 'dvhe']],
  ['VVC (H.266)', 'none', ['vvc1', 'vvi1', 'V_MPEGI/ISO/VVC']],
  ['AV1', 'most', ['av01', 'V_AV1']],
  ['VP9', 'most', ['vp09', 'V_VP9']],
  ['VP8', 'most', ['vp08', 'V_VP8']],
  ['Theora', 'some', ['V_THEORA']],
  ['MPEG-4 Part 2', 'some', ['mp4v', 'V_MPEG4/ISO/SP', 'V_MPEG4/ISO/ASP', 'V_MPEG4/ISO/AP']],
  ['Microsoft MPEG-4 v3', 'none', ['V_MPEG4/MS/V3']],
  ['MPEG-2', 'none', ['V_MPEG2', 'mp2v']],
  ['MPEG-1', 'none', ['V_MPEG1', 'mp1v']],
  ['VC-1', 'none', ['vc-1', 'wvc1']],
  ['Apple ProRes', 'some', ['apch', 'apcn', 'apcs', 'apco', 'ap4h', 'ap4x', 'V_PRORES']],
  ['Video for Windows', 'none', ['V_MS/VFW/FOURCC']],
  ['RealVideo', 'none', ['V_REAL/RV10', 'V_REAL/RV20', 'V_REAL/RV30', 'V_REAL/RV40']],
];

const CODEC_BY_ID = new Map(CODECS.flatMap(([name, reach, ids]) => ids.map((id) => [id, { name, reach }] as const)));

/** A codec id the player may show as it is: short printable ASCII (a file's header is anyone's text). */
const SHOWABLE_ID = /^[\x21-\x7e][\x20-\x7e]{0,31}$/;

/** The codec's name ('HEVC (H.265)'), the id itself when it is not one of the known ones, null when there is none. */
export function videoCodecName(codecId: string | null): string | null {
  if (codecId === null) return null;
  const known = CODEC_BY_ID.get(codecId);
  if (known) return known.name;
  const id = codecId.trim();
  return SHOWABLE_ID.test(id) ? id : null;
}

export function videoContainerName(container: VideoContainer): string {
  return CONTAINER_NAMES[container];
}

/**
 * The format as the player says it: 'Matroska · HEVC (H.265)', 'MP4 · codec unknown', 'AVI' (a container no browser
 * plays needs no codec), 'Unknown format'.
 */
export function describeVideoFormat(format: VideoFormat): string {
  const codec = videoCodecName(format.codec);
  if (format.container === null) return codec ?? 'Unknown format';
  const container = videoContainerName(format.container);
  if (codec !== null) return `${container} · ${codec}`;
  return UNPLAYABLE_CONTAINERS.has(format.container) ? container : `${container} · codec unknown`;
}

/**
 * Whether browsers play the file: surely not in a container none plays (AVI, Windows Media, Flash, MPEG-PS), nor a
 * codec none plays (HEVC, MPEG-2, …), nor in Matroska or WebM a codec only some browsers play in other containers
 * (Safari, which plays MPEG-4 Part 2 in MP4, plays no Matroska). A codec or container it does not know is tried, and
 * so is Matroska with a codec most browsers play: Chrome and Firefox play it, Safari does not.
 */
export function browserPlayability(format: VideoFormat): Playability {
  if (format.container !== null && UNPLAYABLE_CONTAINERS.has(format.container)) return 'unplayable';
  const codec = format.codec === null ? undefined : CODEC_BY_ID.get(format.codec);
  if (!codec) return 'unknown';
  if (codec.reach === 'none') return 'unplayable';
  const matroska = format.container === 'matroska' || format.container === 'webm';
  if (codec.reach === 'some') return matroska ? 'unplayable' : 'unknown';
  return format.container === 'matroska' ? 'unknown' : 'playable';
}
