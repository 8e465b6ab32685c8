import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseProbeOutput, probeMediaFile, ProbeError } from '../media-probe.ts';
import type { MediaTools } from '../media-tools.ts';

const tools: MediaTools = {
  ffmpeg: 'ffmpeg',
  ffprobe: 'ffprobe',
  available: true,
  version: null,
  maxTranscodes: 1,
  hwaccel: 'none',
};

describe('probeMediaFile on files FFmpeg makes', () => {
  let dir: string;
  const make = (name: string, args: string[]) => {
    const file = path.join(dir, name);
    execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, file]);
    return file;
  };
  const picture = ['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=24:duration=2'];
  const tone = (frequency: number) => ['-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=2`];

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'marquee-probe-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads Matroska with HEVC 10-bit, two audio tracks with languages, subtitles and chapters', async () => {
    const chapters = path.join(dir, 'chapters.txt');
    writeFileSync(chapters, ';FFMETADATA1\n[CHAPTER]\nTIMEBASE=1/1000\nSTART=0\nEND=1000\ntitle=Opening\n');
    const subtitles = path.join(dir, 'subs.srt');
    writeFileSync(subtitles, '1\n00:00:00,000 --> 00:00:01,000\nHello\n');
    const file = make('film.mkv', [
      ...picture,
      ...tone(440),
      ...tone(660),
      '-i',
      subtitles,
      '-i',
      chapters,
      '-map',
      '0:v',
      '-map',
      '1:a',
      '-map',
      '2:a',
      '-map',
      '3:s',
      '-map_chapters',
      '4',
      '-c:v',
      'libx265',
      '-preset',
      'ultrafast',
      '-x265-params',
      'log-level=error',
      '-pix_fmt',
      'yuv420p10le',
      '-c:a:0',
      'ac3',
      '-ac:a:0',
      '6',
      '-c:a:1',
      'aac',
      '-metadata:s:a:0',
      'language=eng',
      '-metadata:s:a:1',
      'language=fre',
      '-metadata:s:a:1',
      'title=Commentary',
      '-disposition:a:0',
      'default',
      '-c:s',
      'srt',
      '-metadata:s:s:0',
      'language=ger',
      '-disposition:s:0',
      'forced',
    ]);
    const info = await probeMediaFile(tools, file);
    expect(info.container).toBe('matroska');
    expect(info.duration).toBeCloseTo(2, 0);
    expect(info.video).toMatchObject({
      index: 0,
      codec: 'hevc',
      bit_depth: 10,
      width: 320,
      height: 180,
      frame_rate: 24,
      hdr: 'sdr',
    });
    expect(info.audio).toEqual([
      { index: 1, codec: 'ac3', profile: null, channels: 6, language: 'en', title: null, default: true },
      { index: 2, codec: 'aac', profile: 'LC', channels: 1, language: 'fr', title: 'Commentary', default: false },
    ]);
    expect(info.subtitles).toEqual([
      { index: 3, codec: 'subrip', language: 'de', title: null, default: false, forced: true, hearing_impaired: false },
    ]);
    expect(info.chapters).toEqual([{ start: 0, end: 1, title: 'Opening' }]);
  });

  it.each([
    ['film.mp4', ['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'], 'mp4', 'h264'],
    ['film.mov', ['-c:v', 'mpeg4', '-c:a', 'aac'], 'quicktime', 'mpeg4'],
    ['film.avi', ['-c:v', 'mpeg4', '-vtag', 'XVID', '-c:a', 'libmp3lame'], 'avi', 'mpeg4'],
    ['film.wmv', ['-c:v', 'wmv2', '-c:a', 'wmav2'], 'asf', 'wmv2'],
    ['film.ts', ['-c:v', 'mpeg2video', '-c:a', 'mp2'], 'mpeg-ts', 'mpeg2video'],
    ['film.flv', ['-c:v', 'flv1', '-c:a', 'libmp3lame', '-ar', '44100'], 'flv', 'flv1'],
    ['film.webm', ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus'], 'matroska', 'vp9'],
  ])('reads %s', async (name, codecs, container, codec) => {
    const info = await probeMediaFile(tools, make(name, [...picture, ...tone(440), ...codecs]));
    expect(info.container).toBe(container);
    expect(info.video?.codec).toBe(codec);
    expect(info.video?.bit_depth).toBe(8);
    expect(info.audio).toHaveLength(1);
  });

  it('reads cover art as no video', async () => {
    const file = make('song.mkv', [...tone(440), '-c:a', 'flac']);
    const info = await probeMediaFile(tools, file);
    expect(info.video).toBeNull();
    expect(info.audio[0]?.codec).toBe('flac');
  });

  it('refuses a damaged file in plain words', async () => {
    const file = path.join(dir, 'damaged.mkv');
    writeFileSync(file, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
    await expect(probeMediaFile(tools, file)).rejects.toThrow(/^This file could not be read/);
  });

  it('refuses a file whose name starts like an option or a protocol, as a file', async () => {
    const file = make('-i http:x.mp4', [...picture, '-c:v', 'libx264', '-preset', 'ultrafast']);
    expect((await probeMediaFile(tools, file)).video?.codec).toBe('h264');
  });

  it('fetches nothing for a file that is an HLS playlist in disguise', async () => {
    const requests: string[] = [];
    const server = http.createServer((request, reply) => {
      requests.push(request.url ?? '');
      reply.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const file = path.join(dir, 'playlist.mkv');
    writeFileSync(file, `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nhttp://127.0.0.1:${port}/segment.ts\n#EXT-X-ENDLIST\n`);
    try {
      await expect(probeMediaFile(tools, file)).rejects.toBeInstanceOf(ProbeError);
      expect(requests).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('tells a reading past its time limit from a damaged file, so it is tried again later', async () => {
    const hanging = path.join(dir, 'hanging-ffprobe');
    writeFileSync(hanging, '#!/bin/sh\nexec sleep 30\n', { mode: 0o755 });
    const reading = probeMediaFile({ ...tools, ffprobe: hanging }, path.join(dir, 'film.mp4'), 200);
    await expect(reading).rejects.toMatchObject({ failure: 'slow', message: 'Reading this file took too long' });
  });

  it('says when ffprobe cannot be run', async () => {
    await expect(
      probeMediaFile({ ...tools, ffprobe: path.join(dir, 'no-such-ffprobe') }, path.join(dir, 'film.mp4')),
    ).rejects.toThrow(/^ffprobe could not be run/);
  });
});

describe('parseProbeOutput on what a hostile file could make ffprobe say', () => {
  it.each<[string, unknown]>([
    ['nothing', null],
    ['an array', []],
    ['streams that are not objects', { streams: [1, 'a', null], format: {} }],
    [
      'numbers as nonsense',
      { format: { duration: 'NaN', bit_rate: '-5' }, streams: [{ index: 0, codec_type: 'video', width: 'wide' }] },
    ],
  ])('%s reads as an empty file', (_case, output) => {
    const info = parseProbeOutput(output);
    expect(info.container).toBe('other');
    expect(info.duration).toBeNull();
    expect(info.bit_rate).toBeNull();
    expect(info.audio).toEqual([]);
  });

  it('keeps tags printable and short, and tracks and chapters bounded', () => {
    const info = parseProbeOutput({
      format: { format_name: 'matroska,webm', duration: '10' },
      streams: Array.from({ length: 500 }, (_, index) => ({
        index,
        codec_type: 'audio',
        codec_name: 'aac',
        channels: 2,
        tags: { title: `x\u0000\u001b[31m${'y'.repeat(1000)}`, language: 'eng' },
      })),
      chapters: Array.from({ length: 10_000 }, () => ({ start_time: '0', end_time: '1' })),
    });
    expect(info.audio).toHaveLength(64);
    expect(info.audio[0]?.title).toMatch(/^x {2}\[31my+$/);
    expect(info.audio[0]?.title).toHaveLength(200);
    expect(info.chapters).toHaveLength(500);
  });

  it('reads a subtitle track for the deaf and hard of hearing by its disposition', () => {
    const info = parseProbeOutput({
      format: {},
      streams: [
        {
          index: 2,
          codec_type: 'subtitle',
          codec_name: 'subrip',
          disposition: { hearing_impaired: 1 },
          tags: { language: 'eng' },
        },
        { index: 3, codec_type: 'subtitle', codec_name: 'subrip', disposition: { hearing_impaired: 0 } },
      ],
    });
    expect(info.subtitles.map((track) => track.hearing_impaired)).toEqual([true, false]);
  });

  it('reads attached fonts, not other attachments, and keeps at most 128', () => {
    const attachment = (index: number, filename: string, mimetype?: string) => ({
      index,
      codec_type: 'attachment',
      tags: mimetype ? { filename, mimetype } : { filename },
    });
    const info = parseProbeOutput({
      format: {},
      streams: [
        attachment(3, 'Gandhi.ttf', 'application/x-truetype-font'),
        attachment(4, 'cover.jpg', 'image/jpeg'),
        attachment(5, 'Title.OTF', 'application/octet-stream'),
        attachment(6, 'notes.txt'),
      ],
    });
    expect(info.fonts).toEqual([
      { index: 3, filename: 'Gandhi.ttf', type: 'font/ttf' },
      { index: 5, filename: 'Title.OTF', type: 'font/otf' },
    ]);
    const many = parseProbeOutput({
      format: {},
      streams: Array.from({ length: 300 }, (_, index) => attachment(index, `f${index}.ttf`, 'font/ttf')),
    });
    expect(many.fonts).toHaveLength(128);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ color_transfer: 'smpte2084' }, 'hdr10'],
    [{ color_transfer: 'arib-std-b67' }, 'hlg'],
    [{ side_data_list: [{ side_data_type: 'DOVI configuration record' }] }, 'dolby-vision'],
    [{}, 'sdr'],
  ])('HDR from %j', (fields, hdr) => {
    const info = parseProbeOutput({
      format: {},
      streams: [{ index: 0, codec_type: 'video', codec_name: 'hevc', pix_fmt: 'yuv420p10le', ...fields }],
    });
    expect(info.video?.hdr).toBe(hdr);
    expect(info.video?.bit_depth).toBe(10);
  });
});
