import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { VideoFormat } from '@marquee/core';
import {
  aviHeader,
  box,
  element,
  encryptedEntry,
  matroskaHeader,
  mp4Header,
  mp4Track,
  visualSampleEntry,
} from '../../../__tests__/support/video-headers.ts';
import { readVideoFormat, videoFormatOf } from '../video-header.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-video-header-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const text = (value: string) => new Uint8Array(Buffer.from(value, 'latin1'));

/** A small deterministic generator, so a failing row of the fuzz tables fails the same way again. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

describe('videoFormatOf', () => {
  it.each<[string, Uint8Array, VideoFormat]>([
    ['an MP4 with H.264', mp4Header(), { container: 'mp4', codec: 'avc1' }],
    ['an MP4 with HEVC (hvc1)', mp4Header({ codec: 'hvc1' }), { container: 'mp4', codec: 'hvc1' }],
    ['an MP4 with HEVC (hev1)', mp4Header({ codec: 'hev1' }), { container: 'mp4', codec: 'hev1' }],
    ['an MP4 with AV1', mp4Header({ codec: 'av01' }), { container: 'mp4', codec: 'av01' }],
    ['an MP4 with VP9', mp4Header({ codec: 'vp09' }), { container: 'mp4', codec: 'vp09' }],
    ['a QuickTime file', mp4Header({ brand: 'qt  ', codec: 'apcn' }), { container: 'quicktime', codec: 'apcn' }],
    [
      'a QuickTime file without ftyp',
      box('moov', mp4Track('vide', visualSampleEntry('avc1'))),
      { container: 'quicktime', codec: 'avc1' },
    ],
    [
      'the video track after the sound track',
      mp4Header({ tracks: [mp4Track('soun', visualSampleEntry('mp4a')), mp4Track('vide', visualSampleEntry('hvc1'))] }),
      { container: 'mp4', codec: 'hvc1' },
    ],
    [
      'an encrypted track names its original format',
      mp4Header({ tracks: [mp4Track('vide', encryptedEntry('hvc1'))] }),
      { container: 'mp4', codec: 'hvc1' },
    ],
    ['no video track', mp4Header({ tracks: [mp4Track('soun', visualSampleEntry('mp4a'))] }), { container: 'mp4', codec: null }],
    // The media first and moov at the end, past what is read.
    ['moov after the media', box('ftyp', 'mp42', [0, 0, 0, 0], 'mp42'), { container: 'mp4', codec: null }],
    ['a Matroska file with HEVC', matroskaHeader(), { container: 'matroska', codec: 'V_MPEGH/ISO/HEVC' }],
    [
      'a Matroska file with H.264',
      matroskaHeader({ codecs: [[1, 'V_MPEG4/ISO/AVC']] }),
      { container: 'matroska', codec: 'V_MPEG4/ISO/AVC' },
    ],
    [
      'a WebM file with VP9',
      matroskaHeader({
        docType: 'webm',
        codecs: [
          [1, 'V_VP9'],
          [2, 'A_OPUS'],
        ],
      }),
      { container: 'webm', codec: 'V_VP9' },
    ],
    ['a WebM file with AV1', matroskaHeader({ docType: 'webm', codecs: [[1, 'V_AV1']] }), { container: 'webm', codec: 'V_AV1' }],
    [
      'a Segment of unknown size (a live recording)',
      matroskaHeader({ segmentSize: 'unknown' }),
      { container: 'matroska', codec: 'V_MPEGH/ISO/HEVC' },
    ],
    [
      'a Matroska file without a video track',
      matroskaHeader({ codecs: [[2, 'A_FLAC']] }),
      { container: 'matroska', codec: null },
    ],
    ['a CodecID padded with NULs', matroskaHeader({ codecs: [[1, 'V_VP8\0\0\0']] }), { container: 'matroska', codec: 'V_VP8' }],
    ['an AVI file', aviHeader(), { container: 'avi', codec: null }],
    [
      'a Windows Media file',
      new Uint8Array([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c, 0]),
      { container: 'asf', codec: null },
    ],
    ['a Flash video', text('FLV\x01\x05\0\0\0\x09'), { container: 'flv', codec: null }],
    ['an Ogg file', text('OggS\0\x02'), { container: 'ogg', codec: null }],
    ['an MPEG program stream', new Uint8Array([0, 0, 1, 0xba, 0x44]), { container: 'mpeg-ps', codec: null }],
    [
      'an MPEG transport stream',
      new Uint8Array(188 * 3).map((_, i) => (i % 188 === 0 ? 0x47 : 0)),
      { container: 'mpeg-ts', codec: null },
    ],
    [
      'a Blu-ray transport stream (m2ts)',
      new Uint8Array(192 * 3).map((_, i) => (i % 192 === 4 ? 0x47 : 0)),
      { container: 'mpeg-ts', codec: null },
    ],
  ])('reads %s', (_case, bytes, format) => {
    expect(videoFormatOf(bytes)).toEqual(format);
  });

  // Garbage and lies: never a crash, never a hang, at most an unknown format.
  it.each<[string, Uint8Array, VideoFormat]>([
    ['no bytes', new Uint8Array(0), { container: null, codec: null }],
    ['text', text('Hello, this is not a video at all.'), { container: null, codec: null }],
    ['a box smaller than its header', text('\0\0\0\x04ftypisom'), { container: null, codec: null }],
    ['a box claiming 4 GB', box('ftyp', 'isom').map((b, i) => (i < 4 ? 0xff : b)), { container: 'mp4', codec: null }],
    [
      'a 64-bit box size past 2^53',
      new Uint8Array([0, 0, 0, 1, ...text('ftyp'), 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, ...text('isom')]),
      { container: 'mp4', codec: null },
    ],
    ['a 64-bit size cut short', new Uint8Array([0, 0, 0, 1, ...text('ftyp'), 0, 0]), { container: null, codec: null }],
    ['a size-0 box (to the end)', new Uint8Array([0, 0, 0, 0, ...text('moov')]), { container: 'quicktime', codec: null }],
    [
      'moov with a trak of garbage',
      box('moov', box('trak', text('\xff\xff\xff\xffmdia\0\0'))),
      { container: 'quicktime', codec: null },
    ],
    [
      'an stsd without entries',
      box(
        'moov',
        box(
          'trak',
          box('mdia', box('hdlr', new Array(8).fill(0), 'vide'), box('minf', box('stbl', box('stsd', [0, 0, 0, 0, 0, 0, 0, 0])))),
        ),
      ),
      { container: 'quicktime', codec: null },
    ],
    ['an EBML id longer than 4 bytes', new Uint8Array([0x08, 0, 0, 0, 0, 0x81, 0]), { container: null, codec: null }],
    ['an EBML byte of zeros', new Uint8Array([0, 0, 0, 0]), { container: null, codec: null }],
    [
      'an EBML header of unknown size',
      new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0xff, 0x42, 0x82, 0x88, ...text('matroska')]),
      { container: 'matroska', codec: null },
    ],
    ['another EBML document type', element(0x1a45dfa3, element(0x4282, 'notvideo')), { container: null, codec: null }],
    [
      'a DocType past the bytes',
      new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x8f, 0x42, 0x82, 0x01, 0xff, 0, 0, 0, 0, 0, 0, ...text('matr')]),
      { container: null, codec: null },
    ],
    [
      'a TrackType of 9 bytes',
      new Uint8Array([
        ...element(0x1a45dfa3, element(0x4282, 'webm')),
        ...element(0x18538067, element(0x1654ae6b, element(0xae, element(0x83, new Array(9).fill(1)), element(0x86, 'V_VP9')))),
      ]),
      { container: 'webm', codec: null },
    ],
    [
      'a CodecID of control bytes and Latin-1',
      matroskaHeader({ codecs: [[1, '\x01\x02\xe9']] }),
      { container: 'matroska', codec: '\x01\x02\xe9' },
    ],
    ['RIFF that is not AVI', text('RIFF\0\0\0\0WAVEfmt '), { container: null, codec: null }],
  ])('survives %s', (_case, bytes, format) => {
    expect(videoFormatOf(bytes)).toEqual(format);
  });

  it.each([
    ['an MP4', mp4Header({ codec: 'hvc1' })],
    ['a Matroska file', matroskaHeader()],
  ])('reads %s cut short at every length without failing, and finds its codec once the bytes reach it', (_case, whole) => {
    const expected = videoFormatOf(whole);
    let found = false;
    for (let length = 0; length <= whole.length; length++) {
      const format = videoFormatOf(whole.subarray(0, length));
      expect([null, expected.container]).toContain(format.container);
      // A cut CodecID may read as part of itself; otherwise there is the codec or none.
      if (format.codec === expected.codec) found = true;
      else if (found) expect.fail(`the codec was lost again at ${length} bytes`);
    }
    expect(found).toBe(true);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('survives an MP4 and a Matroska file with random bytes changed (seed %i)', (seed) => {
    const next = random(seed);
    for (const whole of [mp4Header(), matroskaHeader()]) {
      for (let round = 0; round < 200; round++) {
        const bytes = whole.slice();
        for (let n = 0; n < 1 + Math.floor(next() * 6); n++) bytes[Math.floor(next() * bytes.length)] = Math.floor(next() * 256);
        const format = videoFormatOf(bytes);
        expect(format.codec === null || typeof format.codec === 'string').toBe(true);
        expect((format.codec ?? '').length).toBeLessThanOrEqual(64);
      }
    }
  });

  it.each([11, 12, 13, 14])('survives random bytes (seed %i)', (seed) => {
    const next = random(seed);
    for (let round = 0; round < 200; round++) {
      const bytes = new Uint8Array(Math.floor(next() * 600)).map(() => Math.floor(next() * 256));
      // Now and then a real signature in front, so the readers past it get garbage too.
      if (round % 3 === 0) bytes.set([0x1a, 0x45, 0xdf, 0xa3].slice(0, bytes.length));
      if (round % 3 === 1 && bytes.length >= 8) bytes.set(text('ftyp'), 4);
      expect(() => videoFormatOf(bytes)).not.toThrow();
    }
  });

  it('reads a large file of many tiny boxes quickly (no work beyond the bytes)', () => {
    const many = new Uint8Array(512 * 1024);
    for (let at = 0; at + 8 <= many.length; at += 8) many.set([0, 0, 0, 8, ...text(at === 0 ? 'ftyp' : 'free')], at);
    const started = performance.now();
    expect(videoFormatOf(many)).toEqual({ container: 'mp4', codec: null });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('readVideoFormat', () => {
  const put = (name: string, bytes: Uint8Array) => {
    fs.writeFileSync(path.join(tmp, name), bytes);
    return name;
  };

  it('reads the start of a file', async () => {
    expect(await readVideoFormat(tmp, put('film.mkv', matroskaHeader()))).toEqual({
      container: 'matroska',
      codec: 'V_MPEGH/ISO/HEVC',
    });
  });

  it('reads no further than its limit', async () => {
    // The moov past the first 64 bytes: with a limit of 64, the codec is not reached.
    const file = put('late.mp4', mp4Header({ codec: 'hvc1' }));
    expect(await readVideoFormat(tmp, file, 64)).toEqual({ container: 'mp4', codec: null });
    expect(await readVideoFormat(tmp, file)).toEqual({ container: 'mp4', codec: 'hvc1' });
  });

  it('answers an unknown format for a missing file, a folder and an empty file', async () => {
    const unknown = { container: null, codec: null };
    expect(await readVideoFormat(tmp, 'missing.mkv')).toEqual(unknown);
    expect(await readVideoFormat(tmp, '')).toEqual(unknown);
    expect(await readVideoFormat(tmp, put('empty.mp4', new Uint8Array(0)))).toEqual(unknown);
  });

  it.skipIf(process.platform === 'win32')('does not wait for a named pipe put in the library', async () => {
    const fifo = path.join(tmp, 'pipe.mkv');
    execFileSync('mkfifo', [fifo]);
    expect(await readVideoFormat(tmp, 'pipe.mkv')).toEqual({ container: null, codec: null });
  });

  it('does not read through a link out of the folder', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-outside-'));
    try {
      fs.writeFileSync(path.join(outside, 'film.mkv'), matroskaHeader());
      fs.symlinkSync(path.join(outside, 'film.mkv'), path.join(tmp, 'linked.mkv'));
      expect(await readVideoFormat(tmp, 'linked.mkv')).toEqual({ container: null, codec: null });
      expect(await readVideoFormat(tmp, '../' + path.basename(outside) + '/film.mkv')).toEqual({ container: null, codec: null });
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });
});
