/* global btoa, URL -- the browser's, and Node's */
/**
 * The local player's pure rules (docs/playback.md#the-player): what this browser plays, the file's time against a
 * stream's, the words the controls say. Bundled into the page's script with the rest of this folder
 * (local-player-script.ts), and imported as they are by the tests.
 *
 * JavaScript typed in JSDoc and checked as the server's TypeScript is, so that the browser runs it as it is.
 */

import { tenths, word } from './words.js';

/** @import { BrowserProfile, PlaybackMethod, PlaybackQuality } from '@marquee/core' */
/** @typedef {BrowserProfile['containers'][number]} BrowserContainer */
/** @typedef {BrowserProfile['video'][number]} BrowserVideoCodec */
/** @typedef {BrowserProfile['audio'][number]} BrowserAudioCodec */

/**
 * The types a browser is asked about for each container and codec: it plays one when it says yes to any of them.
 * Codecs are asked in MP4 first, as converted playback repackages into it; then in their own containers.
 * @type {{
 *   containers: Record<BrowserContainer, string[]>;
 *   video: Record<BrowserVideoCodec, string[]>;
 *   audio: Record<BrowserAudioCodec, string[]>;
 * }}
 */
export const PROFILE_TYPES = {
  containers: {
    mp4: ['video/mp4'],
    quicktime: ['video/quicktime'],
    webm: ['video/webm'],
    matroska: ['video/x-matroska'],
    ogg: ['video/ogg'],
    'mpeg-ts': ['video/mp2t'],
  },
  video: {
    h264: ['video/mp4; codecs="avc1.640028"'],
    'h264-10': ['video/mp4; codecs="avc1.6e0028"'],
    hevc: ['video/mp4; codecs="hvc1.1.6.L120.90"'],
    'hevc-10': ['video/mp4; codecs="hvc1.2.4.L120.90"'],
    av1: ['video/mp4; codecs="av01.0.08M.08"', 'video/webm; codecs="av01.0.08M.08"'],
    'av1-10': ['video/mp4; codecs="av01.0.08M.10"', 'video/webm; codecs="av01.0.08M.10"'],
    vp9: ['video/mp4; codecs="vp09.00.40.08"', 'video/webm; codecs="vp09.00.40.08"', 'video/webm; codecs="vp9"'],
    'vp9-10': ['video/mp4; codecs="vp09.02.40.10"', 'video/webm; codecs="vp09.02.40.10"'],
    vp8: ['video/webm; codecs="vp8"'],
    mpeg4: ['video/mp4; codecs="mp4v.20.9"'],
    theora: ['video/ogg; codecs="theora"'],
  },
  audio: {
    aac: ['audio/mp4; codecs="mp4a.40.2"'],
    mp3: ['audio/mp4; codecs="mp3"', 'audio/mpeg'],
    opus: ['audio/mp4; codecs="opus"', 'audio/webm; codecs="opus"', 'audio/ogg; codecs="opus"'],
    vorbis: ['audio/webm; codecs="vorbis"', 'audio/ogg; codecs="vorbis"'],
    flac: ['audio/mp4; codecs="flac"', 'audio/flac'],
    ac3: ['audio/mp4; codecs="ac-3"'],
    eac3: ['audio/mp4; codecs="ec-3"'],
    dts: ['audio/mp4; codecs="dtsc"'],
    truehd: ['audio/mp4; codecs="mlpa"'],
    alac: ['audio/mp4; codecs="alac"'],
    pcm: ['audio/wav; codecs="1"', 'audio/wav'],
  },
};

/**
 * What this browser plays, from its answers about each type (`canPlayType` and `MediaSource.isTypeSupported`).
 * @param {(type: string) => boolean} canPlay
 * @returns {BrowserProfile}
 */
export function browserProfile(canPlay) {
  /**
   * @template {string} K
   * @param {Record<K, string[]>} table
   * @returns {K[]}
   */
  const playable = (table) => {
    const keys = /** @type {K[]} */ (Object.keys(table));
    return keys.filter((key) => table[key].some((type) => safely(canPlay, type)));
  };
  return {
    containers: playable(PROFILE_TYPES.containers),
    video: playable(PROFILE_TYPES.video),
    audio: playable(PROFILE_TYPES.audio),
  };
}

/**
 * Whether converted streams are fed to the element through Media Source Extensions rather than given as its
 * source: WebKit's browsers (Safari, and every browser on iOS) play video only from servers that answer byte
 * ranges, which a stream being converted cannot; the others play it as it comes (docs/playback.md#the-player).
 * @param {string} vendor `navigator.vendor`
 * @param {boolean} hasMediaSource whether `MediaSource` or `ManagedMediaSource` exists
 */
export const feedsStreams = (vendor, hasMediaSource) => hasMediaSource && vendor === 'Apple Computer, Inc.';

/**
 * The type a converted stream (always MP4) is named by to Media Source: its codecs in the forms the browser was
 * asked about; null when a codec has no MP4 form.
 * @param {{ video: BrowserVideoCodec; audio: BrowserAudioCodec | null }} codecs
 */
export function streamMime({ video, audio }) {
  /** @param {string[]} types */
  const inMp4 = (types) =>
    types.map((type) => /^(?:video|audio)\/mp4; codecs="([^"]+)"$/.exec(type)?.[1]).find((codec) => codec !== undefined);
  const names = [inMp4(PROFILE_TYPES.video[video]), audio === null ? null : inMp4(PROFILE_TYPES.audio[audio])];
  if (names.includes(undefined)) return null;
  return `video/mp4; codecs="${names.filter((name) => name !== null).join(',')}"`;
}

/**
 * A browser that throws on a type it does not know plays it no more than one that says no.
 * @param {(type: string) => boolean} canPlay
 * @param {string} type
 */
function safely(canPlay, type) {
  try {
    return canPlay(type);
  } catch {
    return false;
  }
}

/**
 * A `canPlayType` answer as a yes: 'probably' and 'maybe' alike, as a bare container only ever gets 'maybe'.
 * @param {string} answer
 */
export const saysYes = (answer) => answer === 'probably' || answer === 'maybe';

/**
 * '0:07', '12:04', '1:45:30'.
 * @param {number} seconds
 */
export function formatTime(seconds) {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The seek bar's reading: '12:04 of 1:45:30'; the time alone while the length is unknown.
 * @param {number} time
 * @param {number} duration 0 when unknown
 */
export function timeText(time, duration) {
  return duration > 0 ? word('timeOf', { time: formatTime(time), duration: formatTime(duration) }) : formatTime(time);
}

/** @type {Record<PlaybackMethod, import('./words.js').WordKey>} */
const METHOD_LABELS = { direct: 'directPlay', remux: 'remux', transcode: 'transcode' };

/** @param {PlaybackMethod} method */
export const methodLabel = (method) => word(METHOD_LABELS[method]);

/** @param {PlaybackQuality} quality */
export const qualityLabel = (quality) => (quality === 'original' ? word('original') : quality);

/**
 * The conversion's speed as the Playback info panel says it: '2.4× real time'; while FFmpeg has not said yet,
 * 'Measuring…'; when none runs for the player (it has sent the whole film, or nothing plays), 'Not converting now'.
 * @param {number | null} speed
 * @param {boolean} [running]
 */
export function speedText(speed, running = true) {
  if (!running) return word('notConverting');
  if (speed === null || !Number.isFinite(speed)) return word('measuring');
  return word('realTime', { speed: tenths(speed) });
}

/**
 * A stream's start in whole milliseconds, as the URL carries it.
 * @param {number} seconds
 */
const startParam = (seconds) => String(Math.max(0, Math.round(seconds * 1000) / 1000));

/**
 * The converted stream from `offset` (seconds into the file), for this page's session: its own start and session
 * are free parameters of the signed URL (docs/playback.md#the-stream).
 * @param {string} url the reply's signed stream URL
 * @param {number} offset
 * @param {string} session
 */
export function streamSource(url, offset, session) {
  return `${url}&start=${startParam(offset)}&session=${encodeURIComponent(session)}`;
}

/**
 * Where to ask where a remuxed stream asked to start at `start` really starts (its keyframe).
 * @param {string} url the reply's signed stream URL
 * @param {number} start
 */
export function streamStartUrl(url, start) {
  return `${url.replace('/api/media/stream/', '/api/media/stream-start/')}&start=${startParam(start)}`;
}

/**
 * The playback question for this page's session: the server does not count the session's own running stream
 * against its limit, as the answer's stream replaces it.
 * @param {string} url the page's signed playback URL
 * @param {string} session
 */
export const playbackRequestUrl = (url, session) => `${url}&session=${encodeURIComponent(session)}`;

/**
 * @param {string} basePath BASE_PATH, '' at the site's root
 * @param {string} session
 */
export const streamStatusUrl = (basePath, session) => `${basePath}/api/media/stream-status/${encodeURIComponent(session)}`;

/**
 * A random session id: base64url of the bytes given (12 bytes make 16 characters).
 * @param {Uint8Array} bytes
 */
export function sessionId(bytes) {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The `#t={seconds}` start of the page's URL; 0 without one.
 * @param {string} hash
 */
export function startFromHash(hash) {
  const start = Number((/(?:^#|&)t=(\d+(?:\.\d+)?)/.exec(hash) || [])[1]);
  return Number.isFinite(start) && start > 0 ? start : 0;
}

/**
 * A time in the file, kept inside it: from 0, and short of its end when the length is known.
 * @param {number} time
 * @param {number} duration 0 when unknown
 */
export function clampTime(time, duration) {
  const from0 = Math.max(0, Number.isFinite(time) ? time : 0);
  return duration > 0 ? Math.min(from0, Math.max(0, duration - 0.5)) : from0;
}

/** How far before a buffered range's end a seek still counts as inside it (the last frames may not decode yet). */
const BUFFER_MARGIN_S = 0.25;

/**
 * @typedef {{ kind: 'inside'; currentTime: number } | { kind: 'reload'; at: number }} SeekPlan
 */

/**
 * How a seek to `time` (in the file) is done: inside what the element holds and lets itself be moved in, by its own
 * time; elsewhere in a converted stream, by a new stream from there. Direct play always seeks inside, by range
 * requests. A stream comes without ranges, and some browsers (Chromium) let no such resource be moved in at all
 * (its seekable range is 0 to 0): there every seek is a new stream.
 * @param {number} time
 * @param {{ converted: boolean; offset: number; buffered: Array<[number, number]>; seekable: Array<[number, number]> }} state
 *   `buffered` and `seekable`: the element's ranges, in its own time
 * @returns {SeekPlan}
 */
export function seekPlan(time, { converted, offset, buffered, seekable }) {
  if (!converted) return { kind: 'inside', currentTime: time };
  const own = time - offset;
  const held = own >= 0 && buffered.some(([start, end]) => own >= start && own <= end - BUFFER_MARGIN_S);
  const movable = seekable.some(([start, end]) => own >= start && own <= end);
  return held && movable ? { kind: 'inside', currentTime: own } : { kind: 'reload', at: time };
}

/** A remuxed stream from a keyframe before the point asked for is played through to it this fast at most… */
export const SKIP_RATE_MAX = 8;

/**
 * …slowing down on the way, so as to stop on it: the speed at which to play through the `gap` seconds left to the
 * point asked for (when the element cannot be moved there), 1 when there is next to nothing left.
 * @param {number} gap
 */
export function skipRate(gap) {
  return Math.min(SKIP_RATE_MAX, Math.max(1, Math.round(gap * 4 * 100) / 100));
}

/** How close to the file's end a stream's end counts as the film's (FFmpeg's last fragment, rounding). */
const END_MARGIN_S = 2;

/**
 * Whether a converted stream that ended stopped short of the file's end (the server dropped it), so that the page
 * picks up from there instead of reporting the end.
 * @param {number} time the file's time at the end
 * @param {number} duration 0 when unknown: an unknown length ends where the stream does
 */
export function endedEarly(time, duration) {
  return duration > 0 && time < duration - END_MARGIN_S;
}

/** A dropped stream is picked up again at most this many times… */
export const RELOAD_TRIES = 3;
/** …within this many milliseconds; more means the server cannot send it. */
export const RELOAD_WINDOW_MS = 30_000;

/**
 * Whether one more reload is worth trying, given the times (ms) of the earlier ones.
 * @param {number[]} earlier
 * @param {number} now
 */
export function mayReload(earlier, now) {
  return earlier.filter((at) => now - at < RELOAD_WINDOW_MS).length < RELOAD_TRIES;
}

/**
 * A subtitle cue's times in a stream that starts `offset` seconds into the file: the element's clock starts at 0.
 * @param {{ start: number; end: number }} original the cue's times in the file
 * @param {number} offset
 */
export function shiftedCue(original, offset) {
  return { start: original.start - offset, end: original.end - offset };
}

/** @import { PictureSubtitleChoice } from '@marquee/core' */

/**
 * Whether two picture subtitle choices name the same subtitles: one track of the file, or one file beside it.
 * @param {PictureSubtitleChoice | null | undefined} a
 * @param {PictureSubtitleChoice | null | undefined} b
 */
export function samePictureSubtitle(a, b) {
  if (!a || !b) return false;
  return 'track' in a ? 'track' in b && a.track === b.track : 'file' in b && a.file === b.file;
}

/** The furthest the viewer may move subtitles either way, in seconds. */
const DELAY_MAX_S = 60;

/** The Subtitles menu's steps of the delay: earlier and later by a tenth of a second. */
export const DELAY_STEPS = [
  {
    get label() {
      return word('step', { seconds: `−${tenths(0.1)}` });
    },
    get name() {
      return word('earlier', { seconds: tenths(0.1) });
    },
    by: -0.1,
  },
  {
    get label() {
      return word('step', { seconds: `+${tenths(0.1)}` });
    },
    get name() {
      return word('later', { seconds: tenths(0.1) });
    },
    by: 0.1,
  },
];

/**
 * A delay moved by `by` seconds, in tenths (no 0.30000000000000004), within a minute either way.
 * @param {number} delay
 * @param {number} by
 */
export function steppedDelay(delay, by) {
  const tenths = Math.round((delay + by) * 10);
  return Math.max(-DELAY_MAX_S, Math.min(DELAY_MAX_S, tenths / 10)) || 0;
}

/**
 * The delay kept in this browser: a number of seconds within a minute either way, else none (0).
 * @param {string | null} stored
 */
export function readDelay(stored) {
  const delay = Number(stored);
  return stored !== null && Number.isFinite(delay) && Math.abs(delay) <= DELAY_MAX_S ? steppedDelay(delay, 0) : 0;
}

/**
 * The delay as the menu says it: 'Delay 0 s', 'Delay +0.3 s', 'Delay −1.2 s'.
 * @param {number} delay
 */
export function delayText(delay) {
  if (delay === 0) return word('delay', { seconds: 0 });
  return word('delay', { seconds: `${delay > 0 ? '+' : '−'}${tenths(Math.abs(delay))}` });
}

/** @import { PlaybackChapter } from '@marquee/core' */

/**
 * A chapter's name as the player says it: its title, else 'Chapter 3' by its place.
 * @param {PlaybackChapter[]} chapters
 * @param {number} index
 */
export function chapterName(chapters, index) {
  const title = chapters[index]?.title?.trim();
  return title ? title : word('chapter', { number: index + 1 });
}

/**
 * The chapter playing at `time` (its index), or -1 outside them all. Chapters are shown only for a file that has
 * two or more: one chapter is the whole film.
 * @param {PlaybackChapter[]} chapters
 * @param {number} time
 */
export function chapterAt(chapters, time) {
  if (chapters.length < 2) return -1;
  for (let i = chapters.length - 1; i >= 0; i--) {
    const chapter = /** @type {PlaybackChapter} */ (chapters[i]);
    if (time >= chapter.start) return time < chapter.end || i === chapters.length - 1 ? i : -1;
  }
  return -1;
}

/**
 * Where the seek bar marks chapters: each start but the first, as a fraction of the file; none for one chapter or
 * an unknown length.
 * @param {PlaybackChapter[]} chapters
 * @param {number} duration 0 when unknown
 */
export function chapterMarks(chapters, duration) {
  if (chapters.length < 2 || duration <= 0) return [];
  return chapters.map((chapter) => chapter.start / duration).filter((at) => at > 0 && at < 1);
}

/**
 * The seek bar's reading with the chapter: '12:04 of 1:45:30, Chapter 3: The Heist' ('Chapter 3' alone when that is
 * its name, or it has none).
 * @param {number} time
 * @param {number} duration 0 when unknown
 * @param {PlaybackChapter[]} chapters
 */
export function seekText(time, duration, chapters) {
  const at = chapterAt(chapters, time);
  if (at < 0) return timeText(time, duration);
  const name = chapterName(chapters, at);
  const place = word('chapter', { number: at + 1 });
  return `${timeText(time, duration)}, ${name === place ? place : `${place}: ${name}`}`;
}

/** A credits chapter that ends this close to the file's end (s) is the episode's last: its button goes on to the next. */
const LAST_CREDITS_S = 10;
/** The skip button goes once this little (s) is left of the chapter: there is nothing left to skip. */
const SKIP_LEFT_S = 1;

/** @type {Record<'intro' | 'recap' | 'credits', import('./words.js').WordKey>} */
const SKIP_LABELS = { intro: 'skipIntro', recap: 'skipRecap', credits: 'skipCredits' };

/**
 * The button over the picture while an intro, a recap or credits plays: what it says and where it goes (the
 * chapter's end). An episode's closing credits say 'Next episode' and go to the file's end, where the player page
 * moves on to the next episode as at any end.
 * @param {PlaybackChapter[]} chapters
 * @param {number} time
 * @param {number} duration 0 when unknown
 * @param {boolean} episode
 * @returns {{ label: string; to: number; next: boolean } | null}
 */
export function skipOffer(chapters, time, duration, episode) {
  const at = chapterAt(chapters, time);
  const chapter = chapters[at];
  if (!chapter?.skip) return null;
  const end = duration > 0 ? Math.min(chapter.end, duration) : chapter.end;
  if (end - time <= SKIP_LEFT_S) return null;
  const last = duration > 0 && duration - end <= LAST_CREDITS_S;
  if (chapter.skip === 'credits' && episode && last) return { label: word('nextEpisode'), to: duration, next: true };
  return { label: word(SKIP_LABELS[chapter.skip]), to: end, next: false };
}

/**
 * Which part of a film in parts holds a time of the whole film, and the time in that part: the last part starting
 * at or before it (a time past the end is the last part's).
 * @param {readonly number[]} starts each part's start in the film, the first 0
 * @param {number} time
 * @returns {{ index: number; time: number }}
 */
export function partOfTime(starts, time) {
  let index = 0;
  starts.forEach((start, i) => {
    if (time >= start) index = i;
  });
  return { index, time: Math.max(0, time - (starts[index] ?? 0)) };
}

/**
 * The page's own address for another part or version of the film, starting at `time` (`#t=`), its signature and
 * other questions kept.
 * @param {string} href the page's address
 * @param {{ version?: number; part: number }} to the version (from 0; unchanged when absent) and the part (from 1)
 * @param {number} time
 */
export function filmPageUrl(href, to, time) {
  const url = new URL(href);
  if (to.version !== undefined) url.searchParams.set('version', String(to.version));
  url.searchParams.set('part', String(to.part));
  // Up to the millisecond above: a part's start rounded down would be the part before's last moment.
  url.hash = `t=${Math.max(0, Math.ceil(time * 1000) / 1000)}`;
  return url.toString();
}

/**
 * The button over the picture during an intro found by the audio its season shares (docs/playback.md#intros), when
 * no chapter names an intro: 'Skip intro' to its end, as for the chapter.
 * @param {{ start: number; end: number } | null} intro
 * @param {PlaybackChapter[]} chapters
 * @param {number} time
 * @returns {{ label: string; to: number; next: boolean } | null}
 */
export function introOffer(intro, chapters, time) {
  if (!intro || chapters.some((chapter) => chapter.skip === 'intro')) return null;
  if (time < intro.start || intro.end - time <= SKIP_LEFT_S) return null;
  return { label: word(SKIP_LABELS.intro), to: intro.end, next: false };
}
