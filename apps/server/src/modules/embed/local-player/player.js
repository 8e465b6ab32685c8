/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/* global document, location, navigator, crypto -- the browser's */
import { feedsStreams, filmPageUrl, partOfTime, seekPlan, sessionId } from './rules.js';
import { mediaSourceType } from './stream-feed.js';

/**
 * The player of one page: the page's values, its elements, and what the modules of this folder share while it plays
 * (where playback stands, what the controls show, their timers). The modules take it as their first argument.
 */

/** @import { PlaybackChoice, PlaybackReply } from '@marquee/core' */
/** @import { StyledConfig } from './styled-subtitles.js' */
/** @import { StreamFeed } from './stream-feed.js' */
/** @import { skipOffer } from './rules.js' */

/**
 * What the page gives the script.
 * @typedef {{
 *   basePath: string;
 *   ref: { tmdbId: number; mediaType: 'movie' | 'tv'; season: number | null; episode: number | null };
 *   playbackUrl: string | null;
 *   fileKey: string;
 *   audioLanguage: string;
 *   subtitleDefaults: Record<string, number>;
 *   problem: string;
 *   intro: { start: number; end: number } | null;
 *   words: import('./words.js').Words;
 *   language: string;
 *   versions?: { labels: string[]; current: number } | null;
 *   parts?: { index: number; count: number; starts: number[] | null; total: number | null } | null;
 *   styled: StyledConfig | null;
 * }} PlayerConfig
 */

/** @typedef {ReturnType<typeof createPlayer>} Player */

/**
 * @template {HTMLElement} T
 * @param {string} id
 * @returns {T}
 */
const byId = (id) => /** @type {T} */ (document.getElementById(id));

/** The page's controls. */
function findControls() {
  return {
    play: byId('play'),
    mute: byId('mute'),
    /** @type {HTMLInputElement} */
    volume: byId('volume'),
    seek: byId('seek'),
    played: byId('played'),
    buffered: byId('buffered'),
    elapsed: byId('elapsed'),
    total: byId('total'),
    spinner: byId('spinner'),
    controls: byId('controls'),
    bar: byId('bar'),
    menu: byId('menu'),
    marks: byId('marks'),
    seekTip: byId('seek-tip'),
    osd: byId('osd'),
    skip: byId('skip'),
    chapters: byId('chapters'),
    subtitles: byId('subtitles'),
    audio: byId('audio'),
    quality: byId('quality'),
    infoButton: byId('info-button'),
    info: byId('info'),
    infoClose: byId('info-close'),
    infoBody: byId('info-body'),
    fullscreen: byId('fullscreen'),
  };
}

/** Where playback stands. */
function playbackState() {
  return {
    /** @type {PlaybackReply | null} */
    reply: null,
    /** A stream of the server's (remux or transcode), not the file itself. */
    converted: false,
    /** Where the stream playing starts in the file: the element's time 0. */
    offset: 0,
    /** @type {PlaybackChoice} */
    choice: { audio: null, quality: 'original', subtitle: null },
    /** Whether the viewer (or the parent page) wants it playing: a reload plays on when it was. */
    wantPlaying: true,
    /** The file's time while a new source loads (and is played through to `pendingTarget`). */
    position: 0,
    /**
     * Where to be once the new source can: direct play moves there once it knows its length; a remuxed stream, which
     * starts at the keyframe before it, is played through to it.
     * @type {number | null}
     */
    pendingTarget: /** @type {number | null} */ (null),
    /** @type {{ muted: boolean } | null} while a stream is played through to `pendingTarget`: the viewer's sound */
    skipping: /** @type {{ muted: boolean } | null} */ (null),
    /** The parent page was told the video waits, and not yet that it plays again. */
    waiting: false,
    /** A new source is loading: the element's own play, pause and time events are not the viewer's. */
    loading: true,
    /** The server is being asked what to load: until it is set, the element's events are still the old source's. */
    asking: true,
    /** Report 'seeked' once the new source plays: it was a seek. */
    seekedOnLoad: false,
    /** Each load's number: an answer for an older one is dropped. */
    generation: 0,
    /** @type {number[]} when dropped streams were picked up again */
    reloads: [],
    failed: false,
    /** Whether the parent page was last told it plays; null before the first source could play. */
    reportedPlaying: /** @type {boolean | null} */ (null),
    /** The file's time of the last MEDIA_DATA progress record. */
    recordedAt: -Infinity,
  };
}

/** What the controls show beside playback. */
function viewState() {
  return {
    /** @type {number | null} the time the seek bar shows while it is dragged or keyed, before the seek is made */
    preview: /** @type {number | null} */ (null),
    /** @type {number | null} the time under the pointer over the seek bar */
    pointed: /** @type {number | null} */ (null),
    /** @type {HTMLElement | null} the button whose menu is open */
    openMenu: /** @type {HTMLElement | null} */ (null),
    /** @type {ReturnType<typeof skipOffer>} what the skip button offers now */
    offer: /** @type {ReturnType<typeof skipOffer>} */ (null),
    /** The length the chapter marks were drawn for: they are drawn again when it changes. */
    marksDuration: -1,
    /** @type {HTMLElement | null} the Playback info panel's conversion speed, while it shows one */
    speedValue: /** @type {HTMLElement | null} */ (null),
    /** The last pointer down was a tap that brought the hidden controls back. */
    wokenByTap: false,
  };
}

/** The subtitles' delay and what it was applied to. */
function subtitleState() {
  return {
    /** The viewer's delay of this file's subtitles, in seconds (later is more), cached in this browser per file. */
    delay: 0,
    /** The viewer picked subtitles in this viewing: the audio's no longer chooses them. */
    picked: false,
    /** @type {WeakMap<TextTrackCue, { start: number; end: number }>} each cue's own times */
    cueTimes: new WeakMap(),
    /** Draws styled subtitles at the file's time (styled-subtitles.js). */
    styled: /** @type {{ follow(offset: number): void }} */ ({ follow: () => undefined }),
  };
}

/**
 * @param {PlayerConfig} config
 * @param {HTMLElement} element the player, which the failure card replaces
 * @param {HTMLVideoElement} video
 * @param {string} playbackUrl
 */
export function createPlayer(config, element, video, playbackUrl) {
  // A film in parts: this page plays one, and speaks to the parent in the whole film's time when each part's start is
  // known (a `#t=` is the film's too); the next part's page follows at this one's end.
  const parts = config.parts ?? null;
  const starts = parts?.starts ?? null;
  return {
    config,
    ref: config.ref,
    element,
    video,
    playbackUrl,
    parts,
    starts,
    partStart: (parts && starts?.[parts.index]) ?? 0,
    ui: findControls(),
    session: sessionId(crypto.getRandomValues(new Uint8Array(12))),
    /** Whether this browser is given converted streams through Media Source (feedsStreams). */
    feeding: feedsStreams(navigator.vendor, mediaSourceType() !== undefined),
    /** @type {StreamFeed | null} */
    feed: /** @type {StreamFeed | null} */ (null),
    state: playbackState(),
    view: viewState(),
    subtitles: subtitleState(),
    timers: {
      /** @type {ReturnType<typeof setInterval> | undefined} */
      skip: undefined,
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      keySeek: undefined,
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      osd: undefined,
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      idle: undefined,
      /** @type {ReturnType<typeof setInterval> | undefined} */
      status: undefined,
    },
  };
}

/** @param {Player} p */
export function stopFeed(p) {
  p.feed?.stop();
  p.feed = null;
}

// —— Time: the file's, whatever plays ——

/** @param {Player} p */
export const fileTime = (p) => (p.state.loading ? p.state.position : p.state.offset + p.video.currentTime);

/** @param {Player} p */
export function fileDuration(p) {
  const known = p.state.reply?.duration;
  if (typeof known === 'number' && known > 0) return known;
  return !p.state.converted && Number.isFinite(p.video.duration) ? p.video.duration : 0;
}

/**
 * The whole film's time and length: the file's, but for a film in parts whose parts' lengths are known.
 * @param {Player} p
 */
export const filmTime = (p) => p.partStart + fileTime(p);
/** @param {Player} p */
export const filmDuration = (p) => p.parts?.total ?? fileDuration(p);

/**
 * Goes to the part that holds a time of the whole film: this page seeks in its own, another part's page is opened.
 * @param {Player} p
 * @param {number} time
 * @returns {boolean} whether another part's page opens
 */
export function toOtherPart(p, time) {
  if (!p.parts || !p.starts) return false;
  const at = partOfTime(p.starts, time);
  if (at.index === p.parts.index) return false;
  location.replace(filmPageUrl(location.href, { part: at.index + 1 }, time));
  return true;
}

/**
 * Whether it plays, or will once the source loading does.
 * @param {Player} p
 */
export const playing = (p) => (p.state.loading ? p.state.wantPlaying : !p.video.paused);

/**
 * @param {TimeRanges} ranges
 * @returns {Array<[number, number]>}
 */
function rangesOf(ranges) {
  /** @type {Array<[number, number]>} */
  const list = [];
  for (let i = 0; i < ranges.length; i++) list.push([ranges.start(i), ranges.end(i)]);
  return list;
}
/** @param {Player} p */
export const bufferedRanges = (p) => rangesOf(p.video.buffered);

/**
 * @param {Player} p
 * @param {number} target
 */
export const planSeek = (p, target) =>
  seekPlan(target, {
    converted: p.state.converted,
    offset: p.state.offset,
    buffered: bufferedRanges(p),
    seekable: rangesOf(p.video.seekable),
  });

/** @param {Player} p */
export const chapterList = (p) => p.state.reply?.chapters ?? [];

/**
 * The server's words when it refuses: its JSON's `error`.
 * @param {unknown} answer
 */
export const errorOf = (answer) =>
  typeof answer === 'object' && answer !== null && 'error' in answer && typeof answer.error === 'string' ? answer.error : null;
