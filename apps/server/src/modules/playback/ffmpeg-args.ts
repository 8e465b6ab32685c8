import type { TranscodeHwaccel } from '../../config.ts';
import { fileInput, SAFE_INPUT_OPTIONS } from './media-tools.ts';
import type { StreamPlan } from './stream-plan.ts';

/**
 * FFmpeg's arguments for one converted stream (docs/playback.md#the-stream): the file from `start`, the plan's video
 * and audio, as progressive fragmented MP4 on stdout, FFmpeg's progress on fd 3. Pure: stream-sessions.ts runs them.
 */

export interface StreamArgsInput {
  /** The library file's absolute path. */
  file: string;
  plan: StreamPlan;
  /** Seconds into the file. */
  start: number;
  /** The source video's codec as ffprobe names it: HEVC copied needs the tag browsers know it by. */
  sourceCodec: string;
  /** The copied audio's codec as ffprobe names it: AAC from MPEG-TS needs its ADTS headers rewritten for MP4. */
  sourceAudioCodec?: string;
  /** The hardware that converts video; 'none' for software (also the fallback when the hardware fails). */
  hwaccel: TranscodeHwaccel;
  /** The source picture's size: picture subtitles are drawn at the converted picture's, from it. */
  sourceSize?: { width: number; height: number };
  /** The absolute path of the plan's subtitle file beside the video, when it draws one in (stream-plan.ts). */
  subtitleFile?: string;
}

/** Where the hardware encoders find their device when they need one named. */
export const VAAPI_DEVICE = '/dev/dri/renderD128';

/**
 * Fragments of at most a second, each starting at a keyframe, after a moov without samples: the browser plays
 * while FFmpeg writes. delay_moov writes that moov once the first fragment is ready, as AC-3 and E-AC-3 copied
 * need (their moov entry is made from the first packet); so the first byte out also means the conversion runs.
 */
const OUTPUT = [
  '-f',
  'mp4',
  '-movflags',
  'frag_keyframe+empty_moov+delay_moov+default_base_moof',
  '-frag_duration',
  '1000000',
  'pipe:1',
];

/** A keyframe every 2 s whatever the source's, so a fragment (and the picture) reaches the browser at least that often. */
const KEYFRAMES = ['-force_key_frames', 'expr:gte(t,n_forced*2)'];

/**
 * Codecs the GPUs decode themselves, with Quick Sync's decoder of each (the others need none named); any other
 * codec is decoded in software and handed to the hardware encoder.
 */
const QSV_DECODERS: Record<string, string> = {
  h264: 'h264_qsv',
  hevc: 'hevc_qsv',
  mpeg2video: 'mpeg2_qsv',
  vc1: 'vc1_qsv',
  vp8: 'vp8_qsv',
  vp9: 'vp9_qsv',
  av1: 'av1_qsv',
};
const HARDWARE_DECODED = new Set(Object.keys(QSV_DECODERS));

/** Seconds as FFmpeg reads them: '12.345', never an exponent. */
const seconds = (n: number) => String(Math.round(n * 1000) / 1000);

/** The picture height FFmpeg is asked for: H.264 in 4:2:0 needs an even one. */
const evenHeight = (height: number) => Math.max(2, height - (height % 2));

/** The even width of the source's shape at `height`, as FFmpeg's `scale=-2:{height}` rounds it. */
const evenWidth = (source: { width: number; height: number }, height: number) =>
  Math.max(2, Math.round((source.width * height) / Math.max(1, source.height) / 2) * 2);

/**
 * How a subtitle file beside the video is read: its own demuxer only (VobSub's reads its `.sub` as MPEG program
 * stream), from the file only, as the video is.
 */
const SUBTITLE_FILE_INPUT: Record<'sup' | 'vobsub', string[]> = {
  sup: ['-protocol_whitelist', 'file', '-format_whitelist', 'sup', '-f', 'sup'],
  vobsub: ['-protocol_whitelist', 'file', '-format_whitelist', 'vobsub,mpeg', '-f', 'vobsub'],
};

export function streamArgs(input: StreamArgsInput): string[] {
  const { plan, start } = input;
  const { video, audio } = plan;
  const subtitle = video.action === 'convert' ? plan.subtitle : undefined;
  const hwaccel = video.action === 'convert' ? input.hwaccel : 'none';
  const beforeInput: string[] = [];
  if (start > 0) {
    beforeInput.push('-ss', seconds(start));
    // Copied video can only start at a keyframe: the one at or before `start`; the audio then starts there too.
    if (video.action === 'copy') beforeInput.push('-noaccurate_seek');
  }
  // Subtitles are drawn onto decoded frames in memory: the frames stay off the device until then.
  const hardwareDecodes = hwaccel !== 'none' && HARDWARE_DECODED.has(input.sourceCodec) && !subtitle;
  if (hwaccel !== 'none') beforeInput.push(...hardwareInput(hwaccel, input.sourceCodec, hardwareDecodes));
  // A subtitle file is a second input, from the same point as the video so that its times match.
  const subtitleInput =
    subtitle && 'file' in subtitle && input.subtitleFile !== undefined
      ? [
          ...(start > 0 ? ['-ss', seconds(start)] : []),
          ...SUBTITLE_FILE_INPUT[subtitle.format],
          '-i',
          fileInput(input.subtitleFile),
        ]
      : [];
  const subtitleStream = !subtitle
    ? null
    : 'track' in subtitle
      ? `0:${subtitle.track}`
      : subtitleInput.length > 0
        ? '1:s:0'
        : null;

  const height = video.action === 'convert' ? evenHeight(video.height) : 0;
  const tail = hwaccel === 'none' ? 'format=yuv420p' : uploaded(hwaccel);
  // The subtitles' canvas (the disc's frame, DVD's 720×576 also under a widescreen film) stretched over the
  // picture, both at the converted size: drawing there costs least. Its width is the one `scale=-2` would give.
  const width = input.sourceSize ? evenWidth(input.sourceSize, height) : null;
  const graph =
    subtitleStream && width !== null
      ? `[0:${video.index}]scale=${width}:${height}[base];[${subtitleStream}]scale=${width}:${height}[subs];` +
        `[base][subs]overlay=eof_action=pass,${tail}[video]`
      : null;
  const args = [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    ...beforeInput,
    ...SAFE_INPUT_OPTIONS,
    '-i',
    fileInput(input.file),
    ...subtitleInput,
    ...(graph ? ['-filter_complex', graph, '-map', '[video]'] : ['-map', `0:${video.index}`]),
    ...(audio ? ['-map', `0:${audio.index}`] : []),
    '-sn',
    '-dn',
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
  ];

  if (video.action === 'copy') {
    args.push('-c:v', 'copy');
    // Browsers play HEVC in MP4 only under the hvc1 tag (FFmpeg writes hev1 by default).
    if (input.sourceCodec === 'hevc') args.push('-tag:v', 'hvc1');
  } else {
    const rate = { max: Math.round(video.bitRate), buffer: Math.round(video.bitRate * 2) };
    if (!graph) args.push('-vf', hardwareDecodes ? deviceScale(hwaccel, height) : `scale=-2:${height},${tail}`);
    args.push(...encoder(hwaccel, rate), ...KEYFRAMES);
  }

  if (audio) {
    // FLAC in MP4 is still 'experimental' to FFmpeg 5, though browsers play it.
    if (audio.action === 'copy') {
      args.push('-c:a', 'copy', '-strict', 'experimental');
      // AAC in MPEG-TS (broadcast recordings) comes framed as ADTS, which MP4 refuses; AAC already framed for MP4
      // passes the filter unchanged, and it takes nothing but AAC.
      if (input.sourceAudioCodec === 'aac') args.push('-bsf:a', 'aac_adtstoasc');
    } else args.push('-c:a', 'aac', '-ac', '2', '-b:a', '192k');
  }
  return [...args, '-progress', 'pipe:3', ...OUTPUT];
}

/** The input options of a hardware conversion: decode on the device and keep the frames there, or just open it. */
function hardwareInput(hwaccel: Exclude<TranscodeHwaccel, 'none'>, codec: string, decodes: boolean): string[] {
  switch (hwaccel) {
    case 'vaapi':
      return decodes
        ? ['-hwaccel', 'vaapi', '-hwaccel_device', VAAPI_DEVICE, '-hwaccel_output_format', 'vaapi']
        : ['-init_hw_device', `vaapi=hw:${VAAPI_DEVICE}`, '-filter_hw_device', 'hw'];
    case 'qsv':
      return decodes && QSV_DECODERS[codec]
        ? ['-hwaccel', 'qsv', '-hwaccel_output_format', 'qsv', '-c:v', QSV_DECODERS[codec]]
        : ['-init_hw_device', 'qsv=hw', '-filter_hw_device', 'hw'];
    case 'nvenc':
      // NVENC takes frames from memory as they are: only decoding needs the device.
      return decodes ? ['-hwaccel', 'cuda', '-hwaccel_output_format', 'cuda'] : [];
  }
}

/** The end of a filter of frames in memory: in the pixel format the encoder takes, on its device if it has one. */
function uploaded(hwaccel: Exclude<TranscodeHwaccel, 'none'>): string {
  switch (hwaccel) {
    case 'vaapi':
      return 'format=nv12,hwupload';
    case 'qsv':
      return 'format=nv12,hwupload=extra_hw_frames=64';
    case 'nvenc':
      return 'format=yuv420p';
  }
}

/** The scaler of frames the hardware decoded, which stay on its device. */
function deviceScale(hwaccel: TranscodeHwaccel, height: number): string {
  switch (hwaccel) {
    case 'vaapi':
      return `scale_vaapi=w=-2:h=${height}:format=nv12`;
    case 'qsv':
      return `scale_qsv=w=-2:h=${height}:format=nv12`;
    case 'nvenc':
      return `scale_cuda=w=-2:h=${height}:format=yuv420p`;
    case 'none':
      return `scale=-2:${height},format=yuv420p`;
  }
}

/** The H.264 encoder, software or the hardware's, within the quality's bitrate. */
function encoder(hwaccel: TranscodeHwaccel, rate: { max: number; buffer: number }): string[] {
  const limit = ['-maxrate', String(rate.max), '-bufsize', String(rate.buffer)];
  const bitrate = ['-b:v', String(Math.round(rate.max * 0.75)), ...limit];
  switch (hwaccel) {
    case 'none':
      return ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', ...limit, '-profile:v', 'high'];
    case 'vaapi':
      return ['-c:v', 'h264_vaapi', '-profile:v', 'high', ...bitrate];
    case 'qsv':
      return ['-c:v', 'h264_qsv', '-profile:v', 'high', '-forced_idr', '1', ...bitrate];
    case 'nvenc':
      return ['-c:v', 'h264_nvenc', '-preset', 'p4', '-profile:v', 'high', '-forced-idr', '1', ...bitrate];
  }
}
