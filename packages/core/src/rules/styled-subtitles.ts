import type { SubtitleTrackInfo } from '../playback.ts';

/**
 * Styled subtitles (docs/playback.md#subtitles): ASS and SSA, whose authors set fonts, positions, colours and
 * karaoke. The player draws them with a renderer of their own (libass); it needs the file's attached fonts, and,
 * where the browser cannot run it, the same lines as plain WebVTT.
 */

/** The codecs of styled tracks, as ffprobe names them. */
const STYLED_CODECS: ReadonlySet<string> = new Set(['ass', 'ssa']);

/** Whether the player draws this track of the file with the styled renderer. */
export const isStyledSubtitleTrack = (track: Pick<SubtitleTrackInfo, 'codec'>): boolean =>
  STYLED_CODECS.has(track.codec.toLowerCase());

/** The font types a renderer reads, by the MIME type the file gives them under and the type the server sends. */
const FONT_TYPES: ReadonlyMap<string, string> = new Map([
  ['font/ttf', 'font/ttf'],
  ['font/otf', 'font/otf'],
  ['font/sfnt', 'font/sfnt'],
  ['font/collection', 'font/collection'],
  ['font/woff', 'font/woff'],
  ['font/woff2', 'font/woff2'],
  ['application/x-truetype-font', 'font/ttf'],
  ['application/x-font-ttf', 'font/ttf'],
  ['application/x-font-truetype', 'font/ttf'],
  ['application/x-font-otf', 'font/otf'],
  ['application/x-font-opentype', 'font/otf'],
  ['application/vnd.ms-opentype', 'font/otf'],
  ['application/font-sfnt', 'font/sfnt'],
  ['application/font-woff', 'font/woff'],
]);

/** Font files by their name's extension, for attachments stored under a vague type (application/octet-stream). */
const FONT_EXTENSIONS: ReadonlyMap<string, string> = new Map([
  ['ttf', 'font/ttf'],
  ['otf', 'font/otf'],
  ['ttc', 'font/collection'],
  ['otc', 'font/collection'],
  ['woff', 'font/woff'],
  ['woff2', 'font/woff2'],
]);

/**
 * The type a file's attachment is served as when it is a font ('font/ttf'), by its MIME type, else by its name's
 * extension when the type says nothing (none, application/octet-stream); null for anything else (a cover picture).
 */
export function fontType(attachment: { mimetype: string | null; filename: string | null }): string | null {
  const mimetype = attachment.mimetype?.trim().toLowerCase() ?? '';
  const byType = FONT_TYPES.get(mimetype);
  if (byType) return byType;
  if (mimetype !== '' && mimetype !== 'application/octet-stream') return null;
  const extension = /\.([a-z0-9]+)$/i.exec(attachment.filename ?? '')?.[1]?.toLowerCase() ?? '';
  return FONT_EXTENSIONS.get(extension) ?? null;
}

/** `H:MM:SS.cc` as ASS writes times, as WebVTT's `HH:MM:SS.mmm`; null when it is none. */
function vttTime(time: string): string | null {
  const match = /^(\d{1,2}):(\d{2}):(\d{2})(?:[.:](\d{1,3}))?$/.exec(time.trim());
  if (!match) return null;
  const fraction = (match[4] ?? '').padEnd(3, '0');
  return `${match[1]!.padStart(2, '0')}:${match[2]}:${match[3]}.${fraction}`;
}

/**
 * A Dialogue line's text as plain words: override blocks (`{\b1}`) and the drawings they start (`{\p1}m 0 0 l …`)
 * dropped, `\N` and `\n` as new lines, `\h` as a space; `<`, `>` and `&` escaped for WebVTT.
 */
export function assPlainText(text: string): string {
  let drawing = false;
  let plain = '';
  for (const part of text.split(/(\{[^}]*\})/)) {
    if (part.startsWith('{') && part.endsWith('}')) {
      const scale = /\\p(\d+)/.exec(part);
      if (scale) drawing = scale[1] !== '0';
    } else if (!drawing) plain += part;
  }
  return plain
    .replace(/\\[Nn]/g, '\n')
    .replace(/\\h/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * An ASS or SSA file's lines as WebVTT (the plain text a browser without the renderer shows): each Dialogue of its
 * [Events], in the order its Format line gives the fields (Start, End, Text last), as its plain text; comments,
 * drawings and lines without words are left out.
 */
export function assToVtt(text: string): string {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  let inEvents = false;
  let fields: string[] | null = null;
  const cues: string[] = [];
  for (const line of lines) {
    const section = /^\s*\[(.+)\]\s*$/.exec(line);
    if (section) {
      inEvents = section[1]!.trim().toLowerCase() === 'events';
      continue;
    }
    if (!inEvents) continue;
    const entry = /^\s*([A-Za-z]+)\s*:\s?(.*)$/.exec(line);
    if (!entry) continue;
    const kind = entry[1]!.toLowerCase();
    if (kind === 'format') fields = entry[2]!.split(',').map((field) => field.trim().toLowerCase());
    if (kind !== 'dialogue') continue;
    const names = fields ?? ['layer', 'start', 'end', 'style', 'name', 'marginl', 'marginr', 'marginv', 'effect', 'text'];
    const textAt = names.indexOf('text');
    if (textAt !== names.length - 1) continue;
    // The text is the last field, and may hold commas of its own.
    const values = entry[2]!.split(',');
    const value = (name: string) => values[names.indexOf(name)] ?? '';
    const start = vttTime(value('start'));
    const end = vttTime(value('end'));
    const words = assPlainText(values.slice(textAt).join(','));
    if (start && end && words !== '' && start < end) cues.push(`${start} --> ${end}\n${words}`);
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
