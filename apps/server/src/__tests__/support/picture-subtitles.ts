import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Picture subtitles for tests, made at test time: FFmpeg draws no text into subtitle pictures and has no PGS
 * encoder, so a Blu-ray PGS stream (`.sup`) is written here, byte by byte, with a white bar for each cue; FFmpeg
 * then converts those pictures to DVD's (VobSub, in Matroska or as an `.idx`/`.sub` pair) and broadcast's (DVB, in
 * MPEG-TS), which it encodes from pictures.
 */

/** A cue: shown from `start` to `end` (seconds). */
export interface PictureCue {
  start: number;
  end: number;
}

/** Where each cue's white bar is drawn on the canvas: the lower part, as subtitles are. */
export function cueBar(width: number, height: number): { x: number; y: number; width: number; height: number } {
  const barWidth = Math.round(width * 0.5);
  const barHeight = Math.max(8, Math.round(height * 0.1));
  return { x: Math.round((width - barWidth) / 2), y: Math.round(height * 0.8), width: barWidth, height: barHeight };
}

const PTS_RATE = 90_000;

function segment(type: number, pts: number, body: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.write('PG', 0, 'latin1');
  header.writeUInt32BE(Math.round(pts * PTS_RATE), 2);
  header.writeUInt32BE(0, 6);
  header.writeUInt8(type, 10);
  header.writeUInt16BE(body.length, 11);
  return Buffer.concat([header, body]);
}

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};

/** PGS's run-length coding of a bar filled with palette entry 1: each line one run, then the line's end. */
function barPixels(width: number, height: number): Buffer {
  const line = Buffer.from([0x00, 0xc0 | (width >> 8), width & 0xff, 0x01, 0x00, 0x00]);
  return Buffer.concat(Array.from({ length: height }, () => line));
}

/** A PGS stream of the cues on a `width`×`height` canvas. */
export function pgsStream(cues: readonly PictureCue[], width: number, height: number): Buffer {
  const bar = cueBar(width, height);
  const window = Buffer.concat([Buffer.from([1, 0]), u16(bar.x), u16(bar.y), u16(bar.width), u16(bar.height)]);
  /** A composition without objects at `at`: nothing shown. */
  const cleared = (at: number, number: number) => [
    segment(0x16, at, Buffer.concat([u16(width), u16(height), Buffer.from([0x10]), u16(number), Buffer.from([0x00, 0, 0, 0])])),
    segment(0x17, at, window),
    segment(0x80, at, Buffer.alloc(0)),
  ];
  // An empty one at 0 first: FFmpeg counts a stream's times from its first one.
  const parts: Buffer[] = cleared(0, 0);
  cues.forEach((cue, n) => {
    const i = n + 1;
    // Shown: an epoch start with one object in one window, its palette (white, opaque) and its picture.
    const shown = Buffer.concat([u16(width), u16(height), Buffer.from([0x10]), u16(i * 2), Buffer.from([0x80, 0, 0, 1])]);
    const object = Buffer.concat([u16(0), Buffer.from([0, 0]), u16(bar.x), u16(bar.y)]);
    const pixels = barPixels(bar.width, bar.height);
    const objectLength = pixels.length + 4;
    const ods = Buffer.concat([
      u16(0),
      Buffer.from([0, 0xc0, (objectLength >> 16) & 0xff, (objectLength >> 8) & 0xff, objectLength & 0xff]),
      u16(bar.width),
      u16(bar.height),
      pixels,
    ]);
    parts.push(
      segment(0x16, cue.start, Buffer.concat([shown, object])),
      segment(0x17, cue.start, window),
      segment(0x14, cue.start, Buffer.from([0, 0, 1, 235, 128, 128, 255])),
      segment(0x15, cue.start, ods),
      segment(0x80, cue.start, Buffer.alloc(0)),
      ...cleared(cue.end, i * 2 + 1),
    );
  });
  return Buffer.concat(parts);
}

/** Writes the cues as a PGS `.sup` file. */
export function writeSup(file: string, cues: readonly PictureCue[], width: number, height: number): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, pgsStream(cues, width, height));
}

/** FFmpeg's DVD subtitle encoder's palette, which the `.idx` of its pictures names. */
const DVD_PALETTE =
  '000000, 0000ff, 00ff00, ff0000, ffff00, ff00ff, 00ffff, ffffff, 808000, 8080ff, 800080, 80ff80, 008080, ff8080, 555555, aaaaaa';

/** `hh:mm:ss:mmm`, as an `.idx` gives times. */
const idxTime = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}:${pad(ms % 1000, 3)}`;
};

/**
 * Writes the cues as a VobSub pair: `{name}.idx` and `{name}.sub` beside it. FFmpeg converts the PGS pictures to
 * DVD's and writes them as MPEG program stream (the `.sub`, a 2048-byte pack each); the index, which it does not
 * write, names each one's time and the pack it starts in.
 */
export function writeVobSub(idxFile: string, cues: readonly PictureCue[], width: number, height: number, language = 'en') {
  const sub = idxFile.replace(/\.idx$/i, '.sub');
  const sup = `${idxFile}.source.sup`;
  writeSup(sup, cues, width, height);
  try {
    execFileSync('ffmpeg', [
      '-hide_banner',
      '-v',
      'error',
      '-y',
      '-fix_sub_duration',
      '-f',
      'sup',
      '-i',
      sup,
      '-c:s',
      'dvdsub',
      '-f',
      'vob',
      sub,
    ]);
  } finally {
    fs.rmSync(sup, { force: true });
  }
  const packets = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'packet=pts_time,pos', '-of', 'csv=p=0', sub], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [time, pos] = line.split(',').map(Number) as [number, number];
      return `timestamp: ${idxTime(time)}, filepos: ${(Math.floor(pos / 2048) * 2048).toString(16).padStart(9, '0')}`;
    });
  const header = `# VobSub index file, v7 (do not modify this line!)\nsize: ${width}x${height}\npalette: ${DVD_PALETTE}\n`;
  fs.writeFileSync(idxFile, `${header}\nid: ${language}, index: 0\n${packets.join('\n')}\n`);
}

/** The kinds of film with picture subtitles a test may ask for. */
export type PictureSubtitleFilm = 'vobsub-mkv' | 'vobsub-mp4' | 'dvb-ts' | 'pgs-mkv';

/** FFmpeg's subtitle codec and container for each. */
const FILM_FORMATS: Record<PictureSubtitleFilm, { codec: string; format: string }> = {
  'vobsub-mkv': { codec: 'dvdsub', format: 'matroska' },
  // MP4 holds DVD subtitles too: with H.264 and AAC, a file a browser plays as it is.
  'vobsub-mp4': { codec: 'dvdsub', format: 'mp4' },
  'dvb-ts': { codec: 'dvbsub', format: 'mpegts' },
  // Matroska keeps PGS as it is (FFmpeg copies what it cannot encode).
  'pgs-mkv': { codec: 'copy', format: 'matroska' },
};

export interface PictureFilmOptions {
  seconds: number;
  cues: readonly PictureCue[];
  /** The film's picture: a plain dark one by default, so that a white subtitle is plain to see. */
  width?: number;
  height?: number;
  /** The subtitle track's language (ISO 639-2) and whether it is forced. */
  language?: string;
  forced?: boolean;
  ffmpeg?: string;
}

/** A dark H.264 film with a tone and one picture subtitle track of the cues. */
export function makePictureSubtitleFilm(file: string, kind: PictureSubtitleFilm, options: PictureFilmOptions): void {
  const { seconds, cues, width = 320, height = 180, language = 'eng', forced = false, ffmpeg = 'ffmpeg' } = options;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sup = `${file}.source.sup`;
  writeSup(sup, cues, width, height);
  const { codec, format } = FILM_FORMATS[kind];
  try {
    execFileSync(ffmpeg, [
      '-hide_banner',
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `color=c=0x101018:size=${width}x${height}:rate=25:duration=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:sample_rate=48000:duration=${seconds}`,
      // Each picture lasts until the next (the empty one that ends it), as the converted ones need an end.
      '-fix_sub_duration',
      '-f',
      'sup',
      '-i',
      sup,
      '-map',
      '0:v',
      '-map',
      '1:a',
      '-map',
      '2:s',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '25',
      // MP2 in the transport stream, as broadcasts have it; AAC in Matroska.
      ...(format === 'mpegts' ? ['-c:a', 'mp2'] : ['-c:a', 'aac', '-ac', '2']),
      '-c:s',
      codec,
      '-metadata:s:s:0',
      `language=${language}`,
      ...(forced ? ['-disposition:s:0', 'forced'] : []),
      '-f',
      format,
      file,
    ]);
  } finally {
    fs.rmSync(sup, { force: true });
  }
}
