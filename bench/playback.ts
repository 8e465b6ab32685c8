/**
 * Playback of the library's files (docs/playback.md#figures), on this machine, in Chromium against the real server:
 * - first frame: from opening the local player's page to its first picture, for direct play (MP4 H.264 + AAC),
 *   remux (Matroska H.264 + AC-3) and transcode (Matroska HEVC 10-bit + AC-3), all 1080p;
 * - a seek in the transcode to a point not yet converted: from the command to the first picture from there;
 * - conversion speed of the HEVC file to 720p and to 1080p (× real time), reading the stream as fast as it comes,
 *   and the speed the server reports for it;
 * - the server's resident memory during one transcode (and FFmpeg's, beside it);
 * - how long after the viewer leaves the server has no FFmpeg left, and its CPU use just after.
 * Each figure is the median of 3 runs; every run is printed, then each budget missed (exit 1 when one was).
 * The sources (30 s of FFmpeg's test picture with light grain and a tone, 1080p) are made once into a cache
 * folder: PLAYBACK_MEDIA_CACHE, else the system's temporary folder.
 * Run: npm run build && node --import tsx bench/playback.ts   (on a quiet machine: it prints the load average)
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PlaybackReply, PlaybackRequest } from '@marquee/core';
import { chromium, type Browser, type Page } from '@playwright/test';
import { ffmpegChildren, residentBytes } from '../e2e/support/processes.ts';
import { chromiumLaunchOptions, startServer, type RunningServer } from './support.ts';

const ROUNDS = Number(process.env.PLAYBACK_ROUNDS ?? 3);
const SOURCE_SECONDS = 30;
/** Where the seek goes: well past what the stream has delivered a few seconds after it started. */
const SEEK_TO_S = 20;
const BUDGETS = {
  directMs: 1000,
  remuxMs: 2000,
  transcodeMs: 4000,
  seekMs: 3000,
  speed720: 2,
  speed1080: 1,
  idleMs: 2000,
};

const run = promisify(execFile);
const cacheDir = process.env.PLAYBACK_MEDIA_CACHE ?? path.join(os.tmpdir(), 'marquee-bench-playback');
const browserLaunch = {
  ...chromiumLaunchOptions,
  // The player starts with sound, as it would after the viewer's click.
  args: [...chromiumLaunchOptions.args, '--autoplay-policy=no-user-gesture-required'],
};

/** FFmpeg's inputs: the test picture at 1080p, 24 fps, with light grain so it is not trivially compressed; a tone. */
const picture = ['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=24:duration=${SOURCE_SECONDS}`];
const tone = ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${SOURCE_SECONDS}`];
const grain = ['-vf', 'noise=alls=6:allf=t'];

interface Source {
  name: string;
  title: string;
  file: string;
  make: (file: string) => string[][];
}

/** The three sources, each played as a film of the offline catalogue no journey uses. */
const SOURCES: Record<'direct' | 'remux' | 'transcode', Source> = {
  direct: {
    name: 'MP4 H.264 + AAC',
    title: 'Amadeus',
    file: 'h264-aac-1080p.mp4',
    make: (file) => [
      [
        ...picture,
        ...tone,
        ...grain,
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '48'],
        ...['-c:a', 'aac', '-ac', '2', '-movflags', '+faststart', file],
      ],
    ],
  },
  remux: {
    name: 'Matroska H.264 + AC-3 5.1',
    title: 'Braveheart',
    file: 'h264-ac3-1080p.mkv',
    // The direct source's picture, with AC-3 sound.
    make: (file) => [
      ['-i', path.join(cacheDir, 'h264-aac-1080p.mp4'), ...tone, '-map', '0:v', '-map', '1:a', '-c:v', 'copy'],
      ['-c:a', 'ac3', '-ac', '6', '-b:a', '448k', file],
    ],
  },
  transcode: {
    name: 'Matroska HEVC 10-bit + AC-3 5.1',
    title: 'Speed',
    file: 'hevc10-ac3-1080p.mkv',
    make: (file) => [
      [...picture, ...tone, ...grain],
      ['-c:v', 'libx265', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p10le', '-x265-params', 'log-level=error:keyint=48'],
      ['-c:a', 'ac3', '-ac', '6', '-b:a', '448k', file],
    ],
  },
};

/** Makes the sources not yet in the cache (the HEVC one takes a minute or two on two cores). */
async function makeSources(): Promise<void> {
  fs.mkdirSync(cacheDir, { recursive: true });
  for (const source of [SOURCES.direct, SOURCES.remux, SOURCES.transcode]) {
    const file = path.join(cacheDir, source.file);
    if (fs.existsSync(file)) continue;
    console.log(`making ${source.name} (${file}) …`);
    const partial = `${file}.partial${path.extname(file)}`;
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...source.make(partial).flat()], { timeout: 15 * 60_000 });
    fs.renameSync(partial, file);
  }
}

/** A film of the offline catalogue by its exact title. */
async function catalogueId(server: RunningServer, title: string): Promise<number> {
  const res = await fetch(`${server.url}/api/tmdb/search/movie?query=${encodeURIComponent(title)}`);
  const { results } = (await res.json()) as { results: Array<{ id: number; title: string }> };
  const match = results.find((result) => result.title === title);
  if (!match) throw new Error(`${title} is not in the offline catalogue`);
  return match.id;
}

/** The local player page's signed address for a film, as the app's player asks for it. */
async function playerPage(server: RunningServer, id: number): Promise<string> {
  const res = await fetch(`${server.url}/api/sources/local/movie/${id}`);
  if (!res.ok) throw new Error(`the local source of film ${id}: ${res.status} ${await res.text()}`);
  return new URL(((await res.json()) as { url: string }).url, server.url).toString();
}

/**
 * Kept by the page from its start: every picture any video element presents (requestVideoFrameCallback), with
 * the source it came from, and the PLAYER_EVENTs the player posts (to itself: it is opened on its own here).
 * Plain JavaScript in a string: a function would reach the page as tsx compiled it, with helpers it lacks.
 */
const WATCH_PLAYBACK = `
(() => {
  const state = { frames: [], events: [] };
  window.playback = state;
  const watched = new WeakSet();
  const watch = (video) => {
    if (watched.has(video)) return;
    watched.add(video);
    const presented = () => {
      state.frames.push({ at: performance.now(), src: video.currentSrc });
      video.requestVideoFrameCallback(presented);
    };
    video.requestVideoFrameCallback(presented);
  };
  new MutationObserver(() => document.querySelectorAll('video').forEach(watch)).observe(document, { childList: true, subtree: true });
  window.addEventListener('message', (event) => {
    const data = event.data;
    if (!data || data.type !== 'PLAYER_EVENT' || !data.data) return;
    state.events.push({ at: performance.now(), event: String(data.data.event), time: Number(data.data.currentTime) || 0 });
  });
})();
`;

interface PageRecord {
  frames: Array<{ at: number; src: string }>;
  events: Array<{ at: number; event: string; time: number }>;
}
const record = (page: Page) => page.evaluate(() => (window as unknown as { playback: PageRecord }).playback);

async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Opened {
  page: Page;
  /** Milliseconds from the page's navigation to its first picture. */
  firstFrameMs: number;
  /** What the player posted to ask how to play the file: its URL and body. */
  playback: { url: string; body: PlaybackRequest };
}

/** Opens the player page in a context of its own and waits for its first picture. */
async function open(browser: Browser, url: string): Promise<Opened> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript({ content: WATCH_PLAYBACK });
  let playback: Opened['playback'] | undefined;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/media/playback/'))
      playback = { url: request.url(), body: request.postDataJSON() as PlaybackRequest };
  });
  await page.goto(url);
  const first = await until('the first picture', async () => (await record(page)).frames[0]);
  if (!playback) throw new Error('the player did not ask how to play the file');
  return { page, firstFrameMs: first.at, playback };
}

const close = (page: Page) => page.context().close();

/** From the seek command to the first picture of the new stream, and where the player says it then is. */
async function seekMs(page: Page): Promise<{ ms: number; position: number | null }> {
  // Some seconds of playing first, as a viewer watches before skipping ahead.
  await until('two seconds of playing', async () => {
    const events = (await record(page)).events.filter((event) => event.event === 'timeupdate');
    return events.some((event) => event.time >= 2) ? true : undefined;
  });
  const { before, at } = await page.evaluate((time) => {
    const video = document.querySelector('video')!;
    const now = { before: video.currentSrc, at: performance.now() };
    window.postMessage({ type: 'PLAYER_COMMAND', command: 'seek', time }, location.origin);
    return now;
  }, SEEK_TO_S);
  // A new stream from there (the usual case), or, had the point been delivered already, a picture once the
  // player says it is there.
  const frame = await until('a picture after the seek', async () => {
    const { frames, events } = await record(page);
    const arrived = events.find((event) => event.at > at && event.time >= SEEK_TO_S - 1)?.at ?? Infinity;
    return frames.find((f) => f.at > at && (f.src !== before || f.at >= arrived));
  });
  // The position the player reports a moment later: the file's time, not the new stream's.
  await new Promise((resolve) => setTimeout(resolve, 600));
  const reported = (await record(page)).events.filter((event) => event.at > frame.at && event.event === 'timeupdate');
  return { ms: frame.at - at, position: reported.at(-1)?.time ?? null };
}

interface Speed {
  /** × real time: the source's seconds over the seconds the whole stream took. */
  measured: number;
  /** The speed the server last reported while it converted. */
  reported: number | null;
  serverPeakBytes: number;
  ffmpegPeakBytes: number;
}

/** Asks for the HEVC file at `quality` and reads its whole stream as fast as it comes. */
async function conversionSpeed(server: RunningServer, playback: Opened['playback'], quality: '720p' | '1080p'): Promise<Speed> {
  const body: PlaybackRequest = { ...playback.body, choice: { audio: null, quality, subtitle: null } };
  const res = await fetch(playback.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`playback at ${quality}: ${res.status} ${await res.text()}`);
  const reply = (await res.json()) as PlaybackReply;
  if (reply.plan.method !== 'transcode') throw new Error(`playback at ${quality} is ${reply.plan.method}, not transcode`);
  const session = `bench-${randomBytes(6).toString('hex')}`;
  let reported: number | null = null;
  let serverPeakBytes = 0;
  let ffmpegPeakBytes = 0;
  const sample = setInterval(() => {
    serverPeakBytes = Math.max(serverPeakBytes, residentBytes(server.pid!) ?? 0);
    for (const child of ffmpegChildren(server.pid!)) ffmpegPeakBytes = Math.max(ffmpegPeakBytes, residentBytes(child.pid) ?? 0);
    void fetch(`${server.url}/api/media/stream-status/${session}`)
      .then(async (status) => (status.ok ? ((await status.json()) as { speed: number | null }).speed : null))
      .then((speed) => {
        if (speed !== null) reported = speed;
      })
      .catch(() => undefined);
  }, 250);
  const start = performance.now();
  try {
    const stream = await fetch(new URL(`${reply.url}&start=0&session=${session}`, server.url));
    if (!stream.ok || !stream.body) throw new Error(`the stream at ${quality}: ${stream.status} ${await stream.text()}`);
    const reader = stream.body.getReader();
    while (!(await reader.read()).done);
  } finally {
    clearInterval(sample);
  }
  const seconds = (performance.now() - start) / 1000;
  return { measured: SOURCE_SECONDS / seconds, reported, serverPeakBytes, ffmpegPeakBytes };
}

/** CPU time (user + system) of a process so far, in milliseconds (fields 14 and 15 of /proc/{pid}/stat, 10 ms ticks). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** From closing a playing transcode to no FFmpeg left on the server; then the server's CPU use over a second. */
async function idleAfterLeaving(server: RunningServer, page: Page): Promise<{ ms: number; cpuShare: number }> {
  await until('a conversion running', async () => (ffmpegChildren(server.pid!).length > 0 ? true : undefined));
  const start = performance.now();
  await close(page);
  await until('no FFmpeg left', async () => (ffmpegChildren(server.pid!).length === 0 ? true : undefined), 60_000);
  const ms = performance.now() - start;
  const cpuBefore = cpuMs(server.pid!);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return { ms, cpuShare: (cpuMs(server.pid!) - cpuBefore) / 1000 };
}

/** The middle value of the runs. */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const missed: string[] = [];
function report(label: string, runs: number[], unit: string, budget: { atMost?: number; atLeast?: number }, digits = 0): void {
  const figure = median(runs);
  const met = budget.atMost !== undefined ? figure <= budget.atMost : figure >= (budget.atLeast ?? -Infinity);
  const limit = budget.atMost !== undefined ? `at most ${budget.atMost}` : `at least ${budget.atLeast}`;
  console.log(
    `${label.padEnd(44)} ${figure.toFixed(digits).padStart(7)} ${unit} (runs ${runs.map((n) => n.toFixed(digits)).join(', ')}; ` +
      `budget ${limit} ${unit}: ${met ? 'met' : 'MISSED'})`,
  );
  if (!met) missed.push(`${label}: ${figure.toFixed(digits)} ${unit}, budget ${limit} ${unit}`);
}

await makeSources();
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-playback-media-'));
const server = await startServer(Number(process.env.BENCH_PORT ?? 4331), { MEDIA_DIR: mediaDir });
const browser = await chromium.launch(browserLaunch);
console.log(`load average at the start: ${load()} (${os.cpus().length} cores)`);
try {
  const pages = {} as Record<keyof typeof SOURCES, string>;
  for (const [method, source] of Object.entries(SOURCES) as Array<[keyof typeof SOURCES, Source]>) {
    const id = await catalogueId(server, source.title);
    const target = path.join(mediaDir, 'movie', `${id}${path.extname(source.file)}`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // A hard link where the cache shares the file system, so nothing is copied; a copy otherwise.
    try {
      fs.linkSync(path.join(cacheDir, source.file), target);
    } catch {
      fs.copyFileSync(path.join(cacheDir, source.file), target);
    }
    pages[method] = await playerPage(server, id);
  }

  // Once each unmeasured: the server reads each file's details once (as its scan does beforehand), the system
  // caches the files, the browser starts its media processes.
  for (const url of Object.values(pages)) await close((await open(browser, url)).page);

  const firstFrame = { direct: [] as number[], remux: [] as number[], transcode: [] as number[] };
  const seeks: number[] = [];
  let playback: Opened['playback'] | undefined;
  for (let round = 1; round <= ROUNDS; round++) {
    for (const method of ['direct', 'remux', 'transcode'] as const) {
      const opened = await open(browser, pages[method]);
      firstFrame[method].push(opened.firstFrameMs);
      console.log(`round ${round}: first frame, ${method} (${SOURCES[method].name}): ${opened.firstFrameMs.toFixed(0)} ms`);
      if (method === 'transcode') {
        playback = opened.playback;
        const seek = await seekMs(opened.page);
        seeks.push(seek.ms);
        const where = seek.position === null ? 'no position reported' : `the player then at ${seek.position.toFixed(1)} s`;
        console.log(`round ${round}: seek to ${SEEK_TO_S} s in the transcode: ${seek.ms.toFixed(0)} ms (${where})`);
      }
      await close(opened.page);
    }
  }

  console.log(`server RSS before the conversions: ${((residentBytes(server.pid!) ?? 0) / 1024 / 1024).toFixed(0)} MB`);
  const speeds = { '720p': [] as Speed[], '1080p': [] as Speed[] };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const quality of ['720p', '1080p'] as const) {
      const speed = await conversionSpeed(server, playback!, quality);
      speeds[quality].push(speed);
      const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
      console.log(
        `round ${round}: HEVC 10-bit 1080p → ${quality}: ${speed.measured.toFixed(2)}× (server reported ` +
          `${speed.reported === null ? 'nothing' : `${speed.reported.toFixed(2)}×`}); peak RSS server ${mb(speed.serverPeakBytes)} MB, ` +
          `FFmpeg ${mb(speed.ffmpegPeakBytes)} MB`,
      );
    }
  }

  const idle: Array<{ ms: number; cpuShare: number }> = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const opened = await open(browser, pages.transcode);
    const left = await idleAfterLeaving(server, opened.page);
    idle.push(left);
    console.log(
      `round ${round}: no FFmpeg left ${left.ms.toFixed(0)} ms after the viewer left; ` +
        `server CPU over the next second ${(left.cpuShare * 100).toFixed(0)}%`,
    );
  }

  console.log(`\nmedian of ${ROUNDS} runs (load average at the end: ${load()}):`);
  report('first frame, direct play', firstFrame.direct, 'ms', { atMost: BUDGETS.directMs });
  report('first frame, remux', firstFrame.remux, 'ms', { atMost: BUDGETS.remuxMs });
  report('first frame, transcode', firstFrame.transcode, 'ms', { atMost: BUDGETS.transcodeMs });
  report(`seek to ${SEEK_TO_S} s in the transcode`, seeks, 'ms', { atMost: BUDGETS.seekMs });
  report(
    'HEVC 10-bit 1080p → 720p',
    speeds['720p'].map((s) => s.measured),
    '×',
    { atLeast: BUDGETS.speed720 },
    2,
  );
  report(
    'HEVC 10-bit 1080p → 1080p',
    speeds['1080p'].map((s) => s.measured),
    '×',
    { atLeast: BUDGETS.speed1080 },
    2,
  );
  const peak = (list: Speed[], of: (s: Speed) => number) => (Math.max(...list.map(of)) / 1024 / 1024).toFixed(0);
  console.log(
    `peak RSS during a transcode: server ${peak([...speeds['720p'], ...speeds['1080p']], (s) => s.serverPeakBytes)} MB, ` +
      `FFmpeg ${peak(speeds['720p'], (s) => s.ffmpegPeakBytes)} MB (720p), ${peak(speeds['1080p'], (s) => s.ffmpegPeakBytes)} MB (1080p)`,
  );
  report(
    'no FFmpeg left after the viewer leaves',
    idle.map((i) => i.ms),
    'ms',
    { atMost: BUDGETS.idleMs },
  );
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
}
if (missed.length > 0) {
  console.log(`\nBudgets missed:\n${missed.map((line) => `- ${line}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery budget met.');
}
