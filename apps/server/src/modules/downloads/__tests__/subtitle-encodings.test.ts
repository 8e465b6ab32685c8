import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { signedSubtitle } from '../../../__tests__/support/media-urls.ts';

/**
 * Subtitle files beside a video in whatever encoding they were written (docs/behaviour.md#library): served as
 * UTF-8 WebVTT with their letters intact. The bytes are written here as the encodings have them.
 */

const NO_FFMPEG = { FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe' };
const FILM = 'Films/Amélie (2001)/Amélie (2001)';

const ascii = (text: string) => [...Buffer.from(text, 'ascii')];
const timing = (n: number) => ascii(`${n}\r\n00:00:0${n},000 --> 00:00:0${n},500\r\n`);

/** Windows-1252: 'Café “crème” – 5 €' and 'Déjà vu, naïve façade', with curly quotes, a dash and the euro (0x80–0x9F). */
const WINDOWS_1252 = Buffer.from([
  ...timing(1),
  ...ascii('Caf'),
  0xe9,
  0x20,
  0x93,
  ...ascii('cr'),
  0xe8,
  ...ascii('me'),
  0x94,
  0x20,
  0x96,
  ...ascii(' 5 '),
  0x80,
  0x0d,
  0x0a,
  0x0d,
  0x0a,
  ...timing(2),
  ...ascii('D'),
  0xe9,
  ...ascii('j'),
  0xe0,
  ...ascii(' vu, na'),
  0xef,
  ...ascii('ve fa'),
  0xe7,
  ...ascii('ade'),
  0x0d,
  0x0a,
]);
const WINDOWS_1252_TEXT = ['Café “crème” – 5 €', 'Déjà vu, naïve façade'];

/** Shift-JIS, three lines of Japanese (a detector needs a few to be sure), as hexadecimal bytes. */
const SHIFT_JIS_TEXT = ['こんにちは、元気ですか？', 'はい、とても元気です。ありがとう。', '今日は日本語の字幕を読みます。'];
const SHIFT_JIS_LINES = [
  '82b182f182c982bf82cd81418cb38b4382c582b782a98148',
  '82cd82a2814182c682c482e08cb38b4382c582b7814282a082e882aa82c682a48142',
  '8da193fa82cd93fa967b8cea82cc8e9a968b82f093c782dd82dc82b78142',
];
const SHIFT_JIS = Buffer.concat(
  SHIFT_JIS_LINES.map((hex, i) => Buffer.concat([Buffer.from(timing(i + 1)), Buffer.from(hex, 'hex'), Buffer.from('\r\n\r\n')])),
);

const CUES = '1\n00:00:01,000 --> 00:00:01,500\nŻółw — “ok”\n';
/** UTF-16 with its byte order mark, little- and big-endian. */
const UTF16_LE = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(CUES, 'utf16le')]);
const UTF16_BE = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(CUES, 'utf16le').swap16()]);
/** UTF-8 with and without its byte order mark. */
const UTF8_BOM = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(CUES, 'utf8')]);
const UTF8 = Buffer.from(CUES, 'utf8');
/** WebVTT in UTF-16 LE. */
const VTT_UTF16 = Buffer.concat([
  Buffer.from([0xff, 0xfe]),
  Buffer.from('WEBVTT\n\n00:01.000 --> 00:02.000\nÇa va\n', 'utf16le'),
]);

/** Each file by its name's ending: one language each, as a video's subtitle files are told apart. */
const FILES: Record<string, Buffer> = {
  'fr.srt': WINDOWS_1252,
  'ja.srt': SHIFT_JIS,
  'pl.srt': UTF16_LE,
  'cs.srt': UTF16_BE,
  'sk.srt': UTF8_BOM,
  'de.srt': UTF8,
  'fr.vtt': VTT_UTF16,
};

describeEachDatabase('subtitle files in any encoding', (database) => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-subtitle-encodings-'));
    fs.mkdirSync(path.dirname(path.join(root, FILM)), { recursive: true });
    fs.writeFileSync(path.join(root, `${FILM}.mkv`), 'video');
    for (const [name, bytes] of Object.entries(FILES)) fs.writeFileSync(path.join(root, `${FILM}.${name}`), bytes);
    app = await buildTestApp(database().db, { MEDIA_DIR: root, ...NO_FFMPEG });
    await app.ready();
    await app.ctx.library.rescan();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function served(name: string): Promise<string> {
    const relative = `${FILM}.${name}`;
    const res = await app.inject({ url: signedSubtitle(app, relative, encodeURI(relative)) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
    return res.body;
  }

  it('reads Windows-1252, its curly quotes, dash and euro included', async () => {
    expect(await served('fr.srt')).toBe(
      `WEBVTT\n\n1\n00:00:01.000 --> 00:00:01.500\n${WINDOWS_1252_TEXT[0]}\n\n2\n00:00:02.000 --> 00:00:02.500\n${WINDOWS_1252_TEXT[1]}\n`,
    );
  });

  it('reads Shift-JIS', async () => {
    const cues = SHIFT_JIS_TEXT.map((text, i) => `${i + 1}\n00:00:0${i + 1}.000 --> 00:00:0${i + 1}.500\n${text}`);
    expect(await served('ja.srt')).toBe(`WEBVTT\n\n${cues.join('\n\n')}\n`);
  });

  it.each([
    ['UTF-16 LE', 'pl.srt'],
    ['UTF-16 BE', 'cs.srt'],
    ['UTF-8 with a BOM', 'sk.srt'],
    ['UTF-8', 'de.srt'],
  ])('reads %s', async (_encoding, name) => {
    expect(await served(name)).toBe('WEBVTT\n\n1\n00:00:01.000 --> 00:00:01.500\nŻółw — “ok”\n');
  });

  it('reads WebVTT in UTF-16', async () => {
    expect(await served('fr.vtt')).toBe('WEBVTT\n\n00:01.000 --> 00:02.000\nÇa va\n');
  });
});
