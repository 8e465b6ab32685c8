import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { Transform, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { StreamStatusReply } from '@marquee/core';
import type { TranscodeHwaccel } from '../../config.ts';
import { HttpError } from '../../http/errors.ts';
import { lowerPriority } from './media-probe.ts';
import type { MediaTools } from './media-tools.ts';
import type { StreamStatusStore } from './stream-status.ts';

/**
 * The conversions running on this node (docs/playback.md#the-stream): one FFmpeg per stream request, writing into
 * the response; TCP backpressure holds it to the viewer's pace. No FFmpeg outlives its viewer: it is ended when
 * the request closes, when the same player opens a new stream (a seek), when it has written nothing for the idle
 * limit (a paused viewer; the player reopens from where it is), past a hard limit far beyond the film's length,
 * and when the app closes. At most MAX_TRANSCODES run at once (remuxes and transcodes alike).
 */

export const BUSY = /*i18n*/ 'The server is busy converting other films; try again shortly';
const CLOSING = /*i18n*/ 'The server is restarting; try again shortly';
const REPLACED = /*i18n*/ 'This stream was replaced by a newer one of the same player';
const tooLate = (file: string) =>
  new HttpError(503, /*i18n*/ '{file} took too long to start converting; try again shortly', { file });
/** FFmpeg's own words, when it said why, go in as they are. */
const conversionFailed = (file: string, reason: string | undefined) =>
  reason
    ? new HttpError(422, /*i18n*/ '{file} could not be converted ({reason})', { file, reason })
    : new HttpError(422, /*i18n*/ '{file} could not be converted', { file });

/** How long a stream may write nothing before it is ended. */
export const IDLE_LIMIT_MS = 60_000;

/** A stream runs at most this long past the film's remaining length (pauses each under the idle limit add up). */
export function hardLimitMs(duration: number | null, start: number): number {
  const remaining = duration === null ? 4 * 3600 : Math.max(0, duration - start);
  return (remaining * 3 + 30 * 60) * 1000;
}

export interface StreamRequest {
  /** The player's id: a new stream with it ends the previous one first. */
  session: string;
  method: 'remux' | 'transcode';
  /** FFmpeg's arguments for an accelerator: software ('none') when the hardware fails. */
  args(hwaccel: TranscodeHwaccel): string[];
  hwaccel: TranscodeHwaccel;
  /** Seconds into the file the stream starts at, for the status's position. */
  start: number;
  /** The file's name, for the error a viewer may read. */
  fileName: string;
  hardLimitMs: number;
  /** Aborted when the viewer goes before the first bytes (the request's connection closed). */
  cancelled?: AbortSignal;
}

export interface StreamSessions {
  /** Conversions running or starting on this node. */
  readonly count: number;
  /** How long a stream may write nothing before it is ended (IDLE_LIMIT_MS); tests shorten it. */
  idleMs: number;
  /** The running FFmpegs' process ids. */
  pids(): number[];
  /** The running conversions' speeds against real time, as FFmpeg last reported them (metrics). */
  speeds(): number[];
  /** Whether this player's stream runs here. */
  has(session: string): boolean;
  /** Starts a stream; resolves once FFmpeg wrote its first bytes. HttpError 503 when busy, 422 when FFmpeg fails. */
  open(request: StreamRequest): Promise<Readable>;
  status(session: string): Promise<StreamStatusReply | null>;
  /** Ends every stream and refuses new ones: the app is closing. */
  closeAll(): Promise<void>;
}

type FfmpegProcess = ChildProcessByStdio<null, Readable, Readable>;

interface Session {
  id: string;
  /** Seconds into the file the stream started at. */
  start: number;
  child: FfmpegProcess | null;
  output: Transform | null;
  stopped: boolean;
  /** Why it was ended before its first bytes, as the viewer reads it. */
  endedBecause: HttpError | null;
  /** Resolves when its FFmpeg has exited (at once when none runs). */
  exited: Promise<void>;
  lastWrite: number;
  status: StreamStatusReply;
  timers: NodeJS.Timeout[];
}

export function createStreamSessions(tools: MediaTools, log: FastifyBaseLogger, statuses: StreamStatusStore): StreamSessions {
  const sessions = new Map<string, Session>();
  let closing = false;
  let hardwareFailureLogged = false;

  const isCurrent = (session: Session) => sessions.get(session.id) === session;
  const release = (session: Session) => {
    for (const timer of session.timers) clearTimeout(timer);
    session.timers = [];
    if (isCurrent(session)) {
      sessions.delete(session.id);
      statuses.remove(session.id);
    }
  };

  /** Ends a session's FFmpeg (SIGKILL: it holds nothing worth a clean end) and waits until it is reaped. */
  const stop = async (session: Session, cutResponse: boolean, because: HttpError | null = null) => {
    session.stopped = true;
    session.endedBecause ??= because;
    if (cutResponse) session.output?.destroy();
    const child = session.child;
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    child?.stdout.destroy();
    await session.exited;
    release(session);
  };

  const api: StreamSessions = {
    get count() {
      return sessions.size;
    },
    idleMs: IDLE_LIMIT_MS,
    has: (session) => sessions.has(session),
    pids() {
      return [...sessions.values()].flatMap((session) => (session.child?.pid === undefined ? [] : [session.child.pid]));
    },
    speeds() {
      return [...sessions.values()].flatMap(({ status }) => (status.speed === null ? [] : [status.speed]));
    },
    async open(request) {
      if (closing) throw new HttpError(503, CLOSING);
      const previous = sessions.get(request.session);
      // The same player's previous stream is ended below: the new one takes its place, not another.
      if (!previous && sessions.size >= tools.maxTranscodes) throw new HttpError(503, BUSY);
      const hwaccel = request.method === 'transcode' ? request.hwaccel : 'none';
      const session = newSession(request, hwaccel);
      sessions.set(request.session, session);
      // Until its first bytes the response does not watch over FFmpeg: a viewer gone, or nothing for the idle limit, ends it.
      request.cancelled?.addEventListener('abort', () => void stop(session, true), { once: true });
      const late = tooLate(request.fileName);
      session.timers.push(setTimeout(() => session.output === null && void stop(session, true, late), api.idleMs));
      try {
        if (previous) await stop(previous, true, new HttpError(503, REPLACED));
        let result = session.stopped ? null : await runFfmpeg(tools.ffmpeg, session, request.args(hwaccel), statuses);
        if (result && 'failure' in result && hwaccel !== 'none' && !session.stopped) {
          // The hardware could not convert this one (its codec or depth, a busy or missing device): software can.
          if (!hardwareFailureLogged) {
            hardwareFailureLogged = true;
            log.warn({ hwaccel, error: result.failure }, 'hardware conversion failed; converting in software');
          }
          session.status = { ...session.status, accelerator: 'none' };
          result = await runFfmpeg(tools.ffmpeg, session, request.args('none'), statuses);
        }
        if (session.stopped || result === null) throw session.endedBecause ?? new HttpError(503, CLOSING);
        if ('failure' in result) {
          log.warn({ file: request.fileName, error: result.failure }, 'a conversion failed before its first bytes');
          throw conversionFailed(request.fileName, result.failure);
        }
        session.output = result.output;
        watch(session, request, keeper);
        return result.output;
      } catch (error) {
        await stop(session, true);
        throw error;
      }
    },
    status: (session) => statuses.get(session),
    async closeAll() {
      closing = true;
      await Promise.all([...sessions.values()].map((session) => stop(session, true, new HttpError(503, CLOSING))));
    },
  };
  const keeper: SessionKeeper = { statuses, log, stop, release, isCurrent, idleMs: () => api.idleMs };
  return api;
}

/** Runs FFmpeg until its first bytes (then the stream of them) or its end before any (then its last words). */
function runFfmpeg(
  ffmpeg: string,
  session: Session,
  args: string[],
  statuses: StreamStatusStore,
): Promise<{ output: Transform } | { failure: string }> {
  return new Promise<{ output: Transform } | { failure: string }>((resolve) => {
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe', 'pipe'] }) as unknown as FfmpegProcess;
    session.child = child;
    // 'exit', not 'close': the process is reaped even while its stdout still holds bytes no one will read.
    session.exited = new Promise((done) => {
      child.once('exit', () => done());
      child.once('error', () => done());
    });
    if (child.pid !== undefined) lowerPriority(child.pid);
    let errors = '';
    let started = false;
    child.stderr.on('data', (chunk: Buffer) => {
      if (errors.length < 4000) errors += chunk.toString('utf8');
    });
    const progress = child.stdio[3] as Readable | null;
    if (progress) readProgress(progress, session, statuses);
    const output = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        session.lastWrite = Date.now();
        if (!started) {
          started = true;
          resolve({ output });
        }
        callback(null, chunk);
      },
    });
    // The response's own handlers report its errors; this keeps one before it is sent from being unhandled.
    output.on('error', () => undefined);
    child.stdout.pipe(output);
    child.once('error', (error) => {
      if (!started) resolve({ failure: error.message });
    });
    child.once('close', () => {
      if (started) return;
      output.destroy();
      resolve({ failure: lastLine(errors) });
    });
  });
}

/** What watching over a running session needs of the sessions. */
interface SessionKeeper {
  statuses: StreamStatusStore;
  log: FastifyBaseLogger;
  idleMs(): number;
  stop(session: Session, cutResponse: boolean): Promise<void>;
  release(session: Session): void;
  isCurrent(session: Session): boolean;
}

/** Ends the session with its response; when idle and past its hard limit, ends both. */
function watch(session: Session, request: StreamRequest, keeper: SessionKeeper): void {
  const { statuses, log, stop, release } = keeper;
  statuses.put(session.id, session.status);
  // The response closed: the viewer left or sought (a new request), or everything was sent.
  session.output?.once('close', () => void stop(session, false));
  session.child?.once('exit', () => release(session));
  const every = Math.max(20, Math.min(1_000, Math.floor(keeper.idleMs() / 4)));
  session.timers.push(
    setInterval(() => {
      if (Date.now() - session.lastWrite > keeper.idleMs()) void stop(session, true);
      // Renews the shared status while a paused viewer's FFmpeg waits and reports nothing.
      else if (keeper.isCurrent(session)) statuses.put(session.id, session.status);
    }, every),
    setTimeout(() => {
      log.warn({ file: request.fileName }, 'a conversion ran past its time limit; ended');
      void stop(session, true);
    }, request.hardLimitMs),
  );
  for (const timer of session.timers) timer.unref();
}

/** A session for the request, before its FFmpeg runs. */
function newSession(request: StreamRequest, hwaccel: Session['status']['accelerator']): Session {
  return {
    id: request.session,
    start: request.start,
    child: null,
    output: null,
    stopped: false,
    endedBecause: null,
    exited: Promise.resolve(),
    lastWrite: Date.now(),
    // A remux converts no video: no hardware.
    status: { speed: null, method: request.method, accelerator: hwaccel, position: null },
    timers: [],
  };
}

/** FFmpeg's `-progress` lines (`speed=2.21x`, `out_time_us=…`, then `progress=continue`): the session's status. */
function readProgress(progress: Readable, session: Session, statuses: StreamStatusStore) {
  let rest = '';
  let speed: number | null = null;
  let position: number | null = null;
  progress.setEncoding('utf8');
  progress.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const [name, value = ''] = line.trim().split('=', 2);
      if (name === 'speed') {
        const n = Number.parseFloat(value);
        speed = Number.isFinite(n) ? n : null;
      } else if (name === 'out_time_us') {
        const us = Number(value);
        position = Number.isFinite(us) && us >= 0 ? session.start + us / 1e6 : null;
      } else if (name === 'progress') {
        session.status = { ...session.status, speed, position };
        if (!session.stopped) statuses.put(session.id, session.status);
      }
    }
  });
  // The pipe closes with FFmpeg; nothing to report of it.
  progress.on('error', () => undefined);
}

/** FFmpeg's last words, without the file's path or the demuxer's address: '(Invalid data found when processing input)'. */
function lastLine(errors: string): string {
  const line = errors.trim().split('\n').at(-1) ?? '';
  return line
    .replace(/^\[[^\]]*\]\s*/, '')
    .replace(/^.*?:\s(?=[A-Z])/, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .trim()
    .slice(0, 160);
}
