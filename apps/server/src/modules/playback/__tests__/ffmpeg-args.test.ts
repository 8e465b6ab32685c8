import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranscodeHwaccel } from '../../../config.ts';
import { streamArgs, type StreamArgsInput } from '../ffmpeg-args.ts';
import { SAFE_INPUT_OPTIONS } from '../media-tools.ts';
import { parseStreamParams, streamParams, type StreamPlan } from '../stream-plan.ts';
import { hardLimitMs } from '../stream-sessions.ts';

const REMUX: StreamPlan = { video: { index: 0, action: 'copy' }, audio: { index: 2, action: 'convert' } };
const TRANSCODE: StreamPlan = {
  video: { index: 1, action: 'convert', height: 720, bitRate: 4_000_000 },
  audio: { index: 3, action: 'copy' },
};
const input = (plan: StreamPlan, more: Partial<StreamArgsInput> = {}): StreamArgsInput => ({
  file: '/media/Film (2001)/Film.mkv',
  plan,
  start: 0,
  sourceCodec: 'h264',
  hwaccel: 'none',
  ...more,
});

/** The value after an option, or undefined when the option is not there. */
const after = (args: string[], option: string) => {
  const at = args.indexOf(option);
  return at < 0 ? undefined : args[at + 1];
};
const has = (args: string[], ...run: string[]) => args.some((_, at) => run.every((part, offset) => args[at + offset] === part));

describe('streamArgs', () => {
  const cases: Array<[string, StreamArgsInput]> = [
    ['remux from the start', input(REMUX)],
    ['remux from 61.5 s', input(REMUX, { start: 61.5 })],
    ['transcode in software', input(TRANSCODE, { start: 10 })],
    ['transcode on VAAPI', input(TRANSCODE, { hwaccel: 'vaapi', sourceCodec: 'hevc' })],
    ['transcode on Quick Sync', input(TRANSCODE, { hwaccel: 'qsv', sourceCodec: 'hevc' })],
    ['transcode on NVENC', input(TRANSCODE, { hwaccel: 'nvenc', sourceCodec: 'hevc' })],
    ['without sound', input({ video: REMUX.video, audio: null })],
  ];

  it.each(cases)('%s: reads the file safely and writes fragmented MP4 to stdout, its progress to fd 3', (_name, given) => {
    const args = streamArgs(given);
    expect(args.slice(0, 4)).toEqual(['-hide_banner', '-nostdin', '-v', 'error']);
    const inputAt = args.indexOf('-i');
    expect(args[inputAt + 1]).toBe(`file:${given.file}`);
    expect(args.indexOf('-protocol_whitelist')).toBeLessThan(inputAt);
    expect(has(args, ...SAFE_INPUT_OPTIONS)).toBe(true);
    expect(has(args, '-map', `0:${given.plan.video.index}`)).toBe(true);
    expect(args.filter((arg) => arg === '-map')).toHaveLength(given.plan.audio ? 2 : 1);
    expect(has(args, '-sn', '-dn', '-map_metadata', '-1', '-map_chapters', '-1')).toBe(true);
    expect(has(args, '-progress', 'pipe:3')).toBe(true);
    expect(args.slice(-7)).toEqual([
      '-f',
      'mp4',
      '-movflags',
      'frag_keyframe+empty_moov+delay_moov+default_base_moof',
      '-frag_duration',
      '1000000',
      'pipe:1',
    ]);
  });

  it('copies the video from the keyframe before the start, the audio along with it', () => {
    const args = streamArgs(input(REMUX, { start: 61.5 }));
    expect(args.indexOf('-ss')).toBeLessThan(args.indexOf('-i'));
    expect(after(args, '-ss')).toBe('61.5');
    expect(args.indexOf('-noaccurate_seek')).toBeLessThan(args.indexOf('-i'));
    expect(after(args, '-c:v')).toBe('copy');
    expect(has(args, '-c:a', 'aac', '-ac', '2', '-b:a', '192k')).toBe(true);
    expect(args).not.toContain('-tag:v');
    expect(streamArgs(input(REMUX))).not.toContain('-ss');
  });

  it('rewrites copied AAC for MP4 (ADTS from MPEG-TS), and no other copied audio', () => {
    expect(
      has(
        streamArgs(input(TRANSCODE, { sourceAudioCodec: 'aac' })),
        '-c:a',
        'copy',
        '-strict',
        'experimental',
        '-bsf:a',
        'aac_adtstoasc',
      ),
    ).toBe(true);
    expect(streamArgs(input(TRANSCODE, { sourceAudioCodec: 'flac' }))).not.toContain('-bsf:a');
    expect(streamArgs(input(REMUX, { sourceAudioCodec: 'aac' }))).not.toContain('-bsf:a');
  });

  it('tags copied HEVC as browsers know it', () => {
    expect(has(streamArgs(input(REMUX, { sourceCodec: 'hevc' })), '-c:v', 'copy', '-tag:v', 'hvc1')).toBe(true);
  });

  it('converts video to H.264 High within the quality, 4:2:0, a keyframe every 2 s', () => {
    const args = streamArgs(input(TRANSCODE, { start: 10 }));
    expect(after(args, '-ss')).toBe('10');
    expect(args).not.toContain('-noaccurate_seek');
    expect(has(args, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23')).toBe(true);
    expect(has(args, '-maxrate', '4000000', '-bufsize', '8000000')).toBe(true);
    expect(after(args, '-profile:v')).toBe('high');
    expect(after(args, '-vf')).toBe('scale=-2:720,format=yuv420p');
    expect(after(args, '-force_key_frames')).toBe('expr:gte(t,n_forced*2)');
    expect(has(args, '-c:a', 'copy')).toBe(true);
    // An odd height is made even: H.264 in 4:2:0 needs it.
    const odd = streamArgs(input({ ...TRANSCODE, video: { index: 1, action: 'convert', height: 545, bitRate: 1_500_000 } }));
    expect(after(odd, '-vf')).toBe('scale=-2:544,format=yuv420p');
  });

  const hardware: Array<[TranscodeHwaccel, string, string[], string]> = [
    ['vaapi', 'h264_vaapi', ['-hwaccel', 'vaapi'], 'scale_vaapi=w=-2:h=720:format=nv12'],
    [
      'qsv',
      'h264_qsv',
      ['-hwaccel', 'qsv', '-hwaccel_output_format', 'qsv', '-c:v', 'hevc_qsv'],
      'scale_qsv=w=-2:h=720:format=nv12',
    ],
    ['nvenc', 'h264_nvenc', ['-hwaccel', 'cuda', '-hwaccel_output_format', 'cuda'], 'scale_cuda=w=-2:h=720:format=yuv420p'],
  ];
  it.each(hardware)('%s: decodes, scales and encodes on the device', (hwaccel, encoder, decoding, scaler) => {
    const args = streamArgs(input(TRANSCODE, { hwaccel, sourceCodec: 'hevc' }));
    expect(has(args, ...decoding)).toBe(true);
    expect(args.indexOf(decoding[0]!)).toBeLessThan(args.indexOf('-i'));
    expect(after(args.slice(args.indexOf('-i')), '-c:v')).toBe(encoder);
    expect(after(args, '-vf')).toBe(scaler);
    expect(has(args, '-maxrate', '4000000')).toBe(true);
    expect(after(args, '-force_key_frames')).toBe('expr:gte(t,n_forced*2)');
  });

  it('decodes in software what the devices do not, and hands the frames to the encoder', () => {
    const vaapi = streamArgs(input(TRANSCODE, { hwaccel: 'vaapi', sourceCodec: 'mpeg4' }));
    expect(vaapi).not.toContain('-hwaccel');
    expect(has(vaapi, '-init_hw_device', 'vaapi=hw:/dev/dri/renderD128', '-filter_hw_device', 'hw')).toBe(true);
    expect(after(vaapi, '-vf')).toBe('scale=-2:720,format=nv12,hwupload');
    const nvenc = streamArgs(input(TRANSCODE, { hwaccel: 'nvenc', sourceCodec: 'mpeg4' }));
    expect(nvenc).not.toContain('-hwaccel');
    expect(after(nvenc, '-vf')).toBe('scale=-2:720,format=yuv420p');
  });

  describe('picture subtitles drawn in', () => {
    const SOURCE = { width: 1920, height: 1080 };
    const graphOf = (args: string[]) => after(args, '-filter_complex');

    it("overlays the file's own track, both scaled to the output's size, and maps the result", () => {
      const args = streamArgs(input({ ...TRANSCODE, subtitle: { track: 4 } }, { sourceSize: SOURCE, start: 10 }));
      expect(graphOf(args)).toBe(
        '[0:1]scale=1280:720[base];[0:4]scale=1280:720[subs];[base][subs]overlay=eof_action=pass,format=yuv420p[video]',
      );
      expect(has(args, '-map', '[video]', '-map', '0:3')).toBe(true);
      expect(args).not.toContain('-vf');
      expect(args.filter((arg) => arg === '-i')).toHaveLength(1);
      expect(has(args, '-c:v', 'libx264')).toBe(true);
      expect(after(args, '-force_key_frames')).toBe('expr:gte(t,n_forced*2)');
    });

    it.each([
      ['sup', '/media/Film (2001)/Film.en.sup', ['-format_whitelist', 'sup', '-f', 'sup']],
      ['vobsub', '/media/Film (2001)/Film.en.idx', ['-format_whitelist', 'vobsub,mpeg', '-f', 'vobsub']],
    ] as const)(
      'reads a %s file beside the film as a second input, from the same point, by its own format only',
      (format, file, reading) => {
        const plan: StreamPlan = { ...TRANSCODE, subtitle: { file: path.basename(file), format } };
        const args = streamArgs(input(plan, { sourceSize: SOURCE, start: 61.5, subtitleFile: file }));
        const inputs = args.flatMap((arg, at) => (arg === '-i' ? [at] : []));
        expect(inputs).toHaveLength(2);
        expect(args[inputs[1]! + 1]).toBe(`file:${file}`);
        const second = args.slice(inputs[0]! + 2, inputs[1]);
        expect(has(second, '-ss', '61.5')).toBe(true);
        expect(has(second, '-protocol_whitelist', 'file', ...reading)).toBe(true);
        expect(graphOf(args)).toContain('[1:s:0]scale=1280:720[subs]');
      },
    );

    it('keeps decoded frames off the device until they are drawn on, then uploads them to the encoder', () => {
      const args = streamArgs(
        input({ ...TRANSCODE, subtitle: { track: 4 } }, { hwaccel: 'vaapi', sourceCodec: 'hevc', sourceSize: SOURCE }),
      );
      expect(args).not.toContain('-hwaccel');
      expect(has(args, '-init_hw_device', 'vaapi=hw:/dev/dri/renderD128', '-filter_hw_device', 'hw')).toBe(true);
      expect(graphOf(args)).toMatch(/overlay=eof_action=pass,format=nv12,hwupload\[video\]$/);
      expect(after(args, '-c:v')).toBe('h264_vaapi');
    });

    it('draws nothing into a remux, which converts no video', () => {
      const args = streamArgs(input({ ...REMUX, subtitle: { track: 4 } }, { sourceSize: SOURCE }));
      expect(args).not.toContain('-filter_complex');
      expect(has(args, '-c:v', 'copy')).toBe(true);
    });
  });

  it('never uses the hardware for a remux, which converts no video', () => {
    const args = streamArgs(input(REMUX, { hwaccel: 'vaapi', sourceCodec: 'hevc' }));
    expect(args.join(' ')).not.toMatch(/vaapi|hwaccel/);
  });
});

describe('stream URL parameters', () => {
  it('carry a plan and give it back', () => {
    for (const plan of [REMUX, TRANSCODE, { video: REMUX.video, audio: null }]) {
      expect(parseStreamParams(streamParams(plan))).toEqual(plan);
    }
    expect(streamParams(TRANSCODE)).toEqual({ v: 'h264-1-720-4000000', a: 'copy-3' });
  });

  it('carry the picture subtitles drawn in, a file beside the film by its plain name', () => {
    const plans: StreamPlan[] = [
      { ...TRANSCODE, subtitle: { track: 4 } },
      { ...TRANSCODE, subtitle: { file: 'Film (2001).en.sup', format: 'sup' } },
      { ...TRANSCODE, subtitle: { file: 'Film (2001).fr-forced.idx', format: 'vobsub' } },
    ];
    for (const plan of plans) expect(parseStreamParams(streamParams(plan))).toEqual(plan);
    expect(streamParams(plans[0]!)).toEqual({ v: 'h264-1-720-4000000', a: 'copy-3', s: 'track-4' });
    expect(streamParams(plans[1]!).s).toBe('sup-Film (2001).en.sup');
  });

  it.each([
    ['h264-1-720-4000000', 'track-'],
    ['h264-1-720-4000000', 'track-99999'],
    ['h264-1-720-4000000', 'sup-'],
    ['h264-1-720-4000000', 'sup-../../etc/passwd'],
    ['h264-1-720-4000000', 'vobsub-a/b.idx'],
    ['h264-1-720-4000000', 'sup-a\\b.sup'],
    ['h264-1-720-4000000', 'sup-..'],
    ['h264-1-720-4000000', 'ass-Film.ass'],
    // Pictures are drawn into converted video only.
    ['copy-1', 'track-4'],
  ])('refuse v=%s s=%s', (v, s) => {
    expect(parseStreamParams({ v, a: 'none', s })).toBeNull();
  });

  it.each([
    ['copy-', 'none'],
    ['copy-1', 'mp3-1'],
    ['h264-0-720', 'none'],
    ['h264-0-99999-4000000', 'none'],
    ['h264-0-720-1', 'none'],
    ['copy-99999', 'none'],
    ['copy-0;rm', 'none'],
  ])('refuse v=%s a=%s', (v, a) => {
    expect(parseStreamParams({ v, a })).toBeNull();
  });
});

describe('the hard limit of a stream', () => {
  it('lies far beyond what is left of the film', () => {
    expect(hardLimitMs(7200, 0)).toBeGreaterThan(3 * 7200 * 1000);
    expect(hardLimitMs(7200, 7000)).toBeGreaterThan(200 * 1000);
    expect(hardLimitMs(null, 0)).toBeGreaterThan(4 * 3600 * 1000);
  });
});

describe('a file that is a playlist in disguise', () => {
  let dir: string;
  let lure: http.Server;
  let lured = 0;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-args-'));
    lure = http.createServer((_request, response) => {
      lured++;
      response.end();
    });
    await new Promise<void>((resolve) => lure.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => lure.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // FFmpeg 5's playlist reader keeps to the file's own protocol already; the format list stops it before it reads.
  it('makes FFmpeg, run with these arguments, refuse it before reading it as a playlist, and request nothing', async () => {
    const { port } = lure.address() as AddressInfo;
    const file = path.join(dir, 'film.mkv');
    fs.writeFileSync(file, `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nhttp://127.0.0.1:${port}/x.ts\n#EXT-X-ENDLIST\n`);
    for (const plan of [REMUX, TRANSCODE]) {
      const args = streamArgs(input(plan, { file }));
      let errors = '';
      const code = await new Promise<number | null>((resolve) => {
        const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
        child.stdout?.resume();
        child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
        child.on('close', (exitCode) => resolve(exitCode));
      });
      expect(code).not.toBe(0);
      expect(errors).toMatch(/\[hls @ [^\]]+\] Format not on whitelist/);
    }
    expect(lured).toBe(0);
  });

  it('reads a subtitle file beside the film (and a VobSub index’s pictures) by its own format only: no request', async () => {
    const { port } = lure.address() as AddressInfo;
    const playlist = `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nhttp://127.0.0.1:${port}/x.ts\n#EXT-X-ENDLIST\n`;
    const film = path.join(dir, 'real.mkv');
    // prettier-ignore
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=size=64x36:rate=5:duration=1', '-c:v', 'libx264', film]);
    fs.writeFileSync(path.join(dir, 'real.en.sup'), playlist);
    fs.writeFileSync(path.join(dir, 'real.fr.idx'), playlist);
    fs.writeFileSync(
      path.join(dir, 'real.de.idx'),
      '# VobSub index file, v7\nsize: 64x36\nid: de, index: 0\ntimestamp: 00:00:00:100, filepos: 000000000\n',
    );
    fs.writeFileSync(path.join(dir, 'real.de.sub'), playlist);
    const plans: Array<[StreamPlan['subtitle'], string]> = [
      [{ file: 'real.en.sup', format: 'sup' }, 'real.en.sup'],
      [{ file: 'real.fr.idx', format: 'vobsub' }, 'real.fr.idx'],
      [{ file: 'real.de.idx', format: 'vobsub' }, 'real.de.idx'],
    ];
    for (const [subtitle, name] of plans) {
      const plan: StreamPlan = {
        ...TRANSCODE,
        video: { index: 0, action: 'convert', height: 36, bitRate: 1_000_000 },
        audio: null,
        subtitle,
      };
      const args = streamArgs(
        input(plan, { file: film, sourceSize: { width: 64, height: 36 }, subtitleFile: path.join(dir, name) }),
      );
      let errors = '';
      await new Promise<number | null>((resolve) => {
        const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
        child.stdout?.resume();
        child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
        child.on('close', (exitCode) => resolve(exitCode));
      });
      // Never taken for a playlist: not even opened as one.
      expect(errors, name).not.toMatch(/\[hls @/);
    }
    expect(lured).toBe(0);
  });
});
