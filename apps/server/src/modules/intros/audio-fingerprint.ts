import { execFile, spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileInput, SAFE_INPUT_OPTIONS, type MediaTools } from '../playback/index.ts';

/**
 * An episode's opening audio as Chromaprint fingerprints it (docs/playback.md#intros): FFmpeg decodes the file's
 * first audio track (it alone opens library files, with the tools' safe input options), to the mono 11,025 Hz
 * samples fpcalc reads on its standard input, so fpcalc never opens a file itself. Both run at the lowest
 * priority: the cores are for the conversions people watch.
 */

/**
 * The opening fingerprinted: a quarter of the episode, within 2 and 10 minutes (an intro is in the first minutes
 * of even a short episode; past 10 minutes is the story).
 */
export const FINGERPRINT_MIN_SECONDS = 120;
export const FINGERPRINT_MAX_SECONDS = 600;
export const FINGERPRINT_SHARE = 0.25;

/** Seconds to fingerprint of an episode that lasts `duration` (null: not known). */
export function fingerprintSeconds(duration: number | null): number {
  const share = duration === null ? FINGERPRINT_MAX_SECONDS : duration * FINGERPRINT_SHARE;
  return Math.round(Math.min(FINGERPRINT_MAX_SECONDS, Math.max(FINGERPRINT_MIN_SECONDS, share)));
}

/** How long one episode may take: ten minutes' audio decodes in seconds; past this the file is as unreadable. */
export const FINGERPRINT_TIMEOUT_MS = 5 * 60_000;

/** fpcalc's answer for ten minutes is under 60 kB; more is not fpcalc's answer. */
const MAX_OUTPUT = 1024 * 1024;

export type FingerprintFailure = 'file' | 'tool' | 'stopped';

export class FingerprintError extends Error {
  readonly failure: FingerprintFailure;
  constructor(message: string, failure: FingerprintFailure = 'file') {
    super(message);
    this.failure = failure;
  }
}

/** Whether fpcalc answers (looked for once at start). */
export function fpcalcAnswers(fpcalcPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(fpcalcPath, ['-version'], { timeout: 5000 }, (error) => resolve(!error));
  });
}

function lowest(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    setPriority(pid, 19);
  } catch {
    // Gone already, or not allowed here: it runs at the server's priority.
  }
}

/** The raw fingerprint of a file's first `seconds` of audio (unsigned 32-bit numbers). */
export function fingerprintAudio(
  tools: MediaTools,
  fpcalcPath: string,
  absolutePath: string,
  seconds: number,
  signal?: AbortSignal,
): Promise<number[]> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new FingerprintError('Stopped', 'stopped'));
    const decode = spawn(
      tools.ffmpeg,
      ['-nostdin', '-v', 'error', ...SAFE_INPUT_OPTIONS, '-i', fileInput(absolutePath), '-t', String(seconds)].concat([
        '-map',
        '0:a:0',
        '-vn',
        '-sn',
        '-dn',
        '-ac',
        '1',
        '-ar',
        '11025',
        '-f',
        's16le',
        'pipe:1',
      ]),
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const fpcalc = spawn(
      fpcalcPath,
      ['-raw', '-length', String(seconds), '-format', 's16le', '-rate', '11025', '-channels', '1', '-'],
      { stdio: ['pipe', 'pipe', 'ignore'] },
    );
    lowest(decode.pid);
    lowest(fpcalc.pid);
    let outcome: FingerprintError | null = null;
    const end = (error: FingerprintError) => {
      outcome ??= error;
      decode.kill('SIGKILL');
      fpcalc.kill('SIGKILL');
    };
    const stop = () => end(new FingerprintError('Stopped', 'stopped'));
    signal?.addEventListener('abort', stop, { once: true });
    const timer = setTimeout(() => end(new FingerprintError('This file took too long to read')), FINGERPRINT_TIMEOUT_MS);
    // fpcalc stops reading at its length: the decoder's broken pipe is expected, not a failure.
    fpcalc.stdin.on('error', () => {});
    decode.stdout.pipe(fpcalc.stdin);
    decode.on('error', () => end(new FingerprintError('FFmpeg could not be run', 'tool')));
    fpcalc.on('error', () => end(new FingerprintError('fpcalc could not be run', 'tool')));
    let out = '';
    fpcalc.stdout.setEncoding('utf8');
    fpcalc.stdout.on('data', (chunk: string) => {
      out += chunk;
      if (out.length > MAX_OUTPUT) end(new FingerprintError('fpcalc answered at unreasonable length'));
    });
    let decoded: number | null | undefined;
    decode.on('close', (code) => {
      decoded = code;
    });
    fpcalc.on('close', () => {
      clearTimeout(timer);
      decode.kill('SIGKILL');
      signal?.removeEventListener('abort', stop);
      if (outcome) return reject(outcome);
      // fpcalc says 'Error decoding' (exit 3) when its input ends before its length, the fingerprint given all the
      // same; a file without audio gives it nothing to fingerprint at all.
      const line = /^FINGERPRINT=([\d,]+)$/m.exec(out);
      if (!line) {
        return reject(
          new FingerprintError(
            decoded === 0 || decoded === undefined ? 'No audio could be fingerprinted' : 'This file could not be read',
          ),
        );
      }
      resolve(line[1]!.split(',').map((value) => Number(value) >>> 0));
    });
  });
}

/** A fingerprint as stored: base64 of its numbers, 32-bit little-endian. */
export function encodeFingerprint(values: readonly number[]): string {
  const bytes = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => bytes.writeUInt32LE(value >>> 0, index * 4));
  return bytes.toString('base64');
}

/** The numbers of a stored fingerprint; a text that is not one (damaged) reads as none. */
export function decodeFingerprint(text: string): number[] {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length % 4 !== 0) return [];
  return Array.from({ length: bytes.length / 4 }, (_, index) => bytes.readUInt32LE(index * 4));
}
