/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/* global window, document, location, navigator, fetch, crypto, AbortController, DOMException, MediaError, MediaSource, setTimeout, clearTimeout, setInterval, clearInterval -- the browser's */
import { feedStream, mediaSourceType } from './local-player-feed.js';
import {
  browserProfile,
  chapterAt,
  chapterMarks,
  chapterName,
  clampTime,
  DELAY_STEPS,
  delayText,
  endedEarly,
  feedsStreams,
  filmPageUrl,
  formatTime,
  introOffer,
  mayReload,
  methodLabel,
  partOfTime,
  playbackRequestUrl,
  qualityLabel,
  samePictureSubtitle,
  readDelay,
  saysYes,
  seekPlan,
  seekText,
  sessionId,
  shiftedCue,
  skipOffer,
  skipRate,
  speedText,
  startFromHash,
  steppedDelay,
  streamSource,
  streamStartUrl,
  streamMime,
  streamStatusUrl,
} from './local-player-rules.js';
import { styledSubtitles } from './local-player-styled-subtitles.js';

/**
 * The local player's script (docs/playback.md#the-player): it tells the server what this browser plays, plays the
 * file the way the server answers (the file itself, or a converted stream from a point in it), and draws its own
 * controls over the whole file's time. Inlined into the page by local-player-script.ts, which calls startPlayer
 * with the page's values; the message protocol with the parent page is local-player-page.ts's.
 *
 * JavaScript typed in JSDoc and checked as the server's TypeScript is, so that the browser runs it as it is.
 */

/** @import { PlaybackChoice, PlaybackQuality, PlaybackReply, PlaybackRequest } from '@marquee/core' */
/** @import { StyledConfig } from './local-player-styled-subtitles.js' */

/**
 * What the page gives the script.
 * @typedef {{
 *   ref: { tmdbId: number; mediaType: 'movie' | 'tv'; season: number | null; episode: number | null };
 *   playbackUrl: string | null;
 *   fileKey: string;
 *   audioLanguage: string;
 *   subtitleDefaults: Record<string, number>;
 *   problem: string;
 *   intro: { start: number; end: number } | null;
 *   texts: { notLoaded: string; notLoadedHint: string; unplayable: string; unreachable: string };
 *   versions?: { labels: string[]; current: number } | null;
 *   parts?: { index: number; count: number; starts: number[] | null; total: number | null } | null;
 *   styled: StyledConfig | null;
 * }} PlayerConfig
 */

/** Seconds of playback between two MEDIA_DATA progress records. */
const PROGRESS_RECORD_EVERY_S = 5;
/** The controls hide after this long without a move or a key while the video plays. */
const IDLE_MS = 3000;
/** A seek by keys that needs a new stream waits for the keys to stop, so one press of many starts one FFmpeg. */
const KEY_SEEK_SETTLE_MS = 500;
/** How long a key's word over the picture stays. */
const OSD_MS = 1500;
/** How often the Playback info panel asks for the conversion's speed while it is open. */
const STATUS_POLL_MS = 2000;
/** Playing a stream through to a seek's point checks this often (ms), and stops this close to it (s). */
const SKIP_TICK_MS = 25;
const SKIP_DONE_S = 0.05;
/**
 * A converted stream is not loaded again for a seek this close to where it is (s): a new stream takes seconds, and a
 * watch party's pause and play carry the group's time, which a paused member is held within this of.
 */
const SEEK_NEAR_S = 0.25;
/** A seek of the arrows (and the parent's keys) in seconds; Page Up and Down go a minute. */
const SEEK_STEP_S = 10;
const SEEK_PAGE_S = 60;

/** @param {PlayerConfig} config */
export function startPlayer(config) {
  const { ref, texts } = config;
  /**
   * @param {string} type
   * @param {unknown} data
   */
  const post = (type, data) => window.parent.postMessage({ type, data }, location.origin);
  /** @param {string} message */
  const fail = (message) => post('PLAYER_EVENT', { event: 'error', message, currentTime: 0, duration: 0, ...ref });

  const foundPlayer = document.getElementById('player');
  const foundVideo = document.querySelector('video');
  if (!foundPlayer || !foundVideo || config.playbackUrl === null) return fail(config.problem);
  const player = foundPlayer;
  const video = foundVideo;
  const playbackUrl = config.playbackUrl;
  // A film in parts: this page plays one, and speaks to the parent in the whole film's time when each part's start is
  // known (a `#t=` is the film's too); the next part's page follows at this one's end.
  const parts = config.parts ?? null;
  const starts = parts?.starts ?? null;
  const partStart = (parts && starts?.[parts.index]) ?? 0;
  const hashTime = startFromHash(location.hash);
  if (parts && starts) {
    const at = partOfTime(starts, hashTime);
    if (at.index !== parts.index) return location.replace(filmPageUrl(location.href, { part: at.index + 1 }, hashTime));
  }

  /**
   * @template {HTMLElement} T
   * @param {string} id
   * @returns {T}
   */
  const byId = (id) => /** @type {T} */ (document.getElementById(id));
  const ui = {
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

  /**
   * This browser's storage of the page's origin: none in a frame whose sandbox keeps it out, or when it is full.
   * @param {string} key
   */
  const storedItem = (key) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  /**
   * @param {string} key
   * @param {string | null} value null to forget it
   */
  const storeItem = (key, value) => {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch {
      // Not kept: the delay holds for this viewing only.
    }
  };

  const session = sessionId(crypto.getRandomValues(new Uint8Array(12)));
  const state = {
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
    position: Math.max(0, hashTime - partStart),
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
  };

  /** Whether this browser is given converted streams through Media Source (feedsStreams). */
  const feeding = feedsStreams(navigator.vendor, mediaSourceType() !== undefined);
  /** @type {import('./local-player-feed.js').StreamFeed | null} */
  let feed = null;
  function stopFeed() {
    feed?.stop();
    feed = null;
  }

  // —— Time: the file's, whatever plays ——

  const fileTime = () => (state.loading ? state.position : state.offset + video.currentTime);
  const fileDuration = () => {
    const known = state.reply?.duration;
    if (typeof known === 'number' && known > 0) return known;
    return !state.converted && Number.isFinite(video.duration) ? video.duration : 0;
  };
  /** The whole film's time and length: the file's, but for a film in parts whose parts' lengths are known. */
  const filmTime = () => partStart + fileTime();
  const filmDuration = () => parts?.total ?? fileDuration();
  /**
   * Goes to the part that holds a time of the whole film: this page seeks in its own, another part's page is opened.
   * @param {number} time
   * @returns {boolean} whether another part's page opens
   */
  const toOtherPart = (time) => {
    if (!parts || !starts) return false;
    const at = partOfTime(starts, time);
    if (at.index === parts.index) return false;
    location.replace(filmPageUrl(location.href, { part: at.index + 1 }, time));
    return true;
  };
  /**
   * @param {TimeRanges} ranges
   * @returns {Array<[number, number]>}
   */
  const rangesOf = (ranges) => {
    /** @type {Array<[number, number]>} */
    const list = [];
    for (let i = 0; i < ranges.length; i++) list.push([ranges.start(i), ranges.end(i)]);
    return list;
  };
  const bufferedRanges = () => rangesOf(video.buffered);
  /** @param {number} target */
  const planSeek = (target) =>
    seekPlan(target, {
      converted: state.converted,
      offset: state.offset,
      buffered: bufferedRanges(),
      seekable: rangesOf(video.seekable),
    });

  // —— Messages to the parent page ——

  const playing = () => (state.loading ? state.wantPlaying : !video.paused);
  /** @param {string} event */
  const playerEvent = (event) =>
    post('PLAYER_EVENT', { event, currentTime: filmTime(), duration: filmDuration(), skip: skipLabel(), ...ref });
  const mediaData = () => {
    const now = Date.now();
    const progress = { watched: filmTime(), duration: filmDuration() };
    /** @type {Record<string, unknown>} */
    const record = { id: ref.tmdbId, type: ref.mediaType, progress, last_updated: now };
    if (ref.mediaType === 'tv') {
      record.last_season_watched = ref.season;
      record.last_episode_watched = ref.episode;
      record.show_progress = {
        ['s' + ref.season + 'e' + ref.episode]: { season: ref.season, episode: ref.episode, progress, last_updated: now },
      };
    }
    post('MEDIA_DATA', { [ref.tmdbId]: record });
  };
  let recordedAt = -Infinity;
  const record = () => {
    recordedAt = fileTime();
    mediaData();
  };
  /** @param {string} event */
  const report = (event) => {
    playerEvent(event);
    record();
  };

  // —— The card, in place of the player ——

  /**
   * @param {string} heading
   * @param {string[]} lines
   */
  const showCard = (heading, lines) => {
    state.failed = true;
    state.generation++;
    stopSkip();
    stopFeed();
    video.pause();
    video.removeAttribute('src');
    video.load();
    const card = document.createElement('main');
    card.className = 'card';
    card.setAttribute('aria-label', heading);
    const title = document.createElement('h1');
    title.textContent = heading;
    card.append(
      title,
      ...lines.map((line, i) => {
        const p = document.createElement('p');
        p.textContent = line;
        if (i > 0) p.className = 'when-tall';
        return p;
      }),
    );
    player.replaceWith(card);
    fail(heading);
  };

  // —— Asking the server, and loading what it answers ——

  /** @param {string} type */
  const canPlay = (type) =>
    saysYes(video.canPlayType(type)) || (typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported(type));

  /**
   * How to play the file with the viewer's choice, from `at` seconds in: the server's answer, then the source.
   * @param {PlaybackChoice} choice
   * @param {number} at
   */
  async function ask(choice, at) {
    const generation = ++state.generation;
    stopSkip();
    state.pendingTarget = null;
    state.loading = true;
    state.asking = true;
    state.position = at;
    showBusy(true);
    /** @type {PlaybackRequest} */
    const body = {
      browser: browserProfile(canPlay),
      choice: { ...choice, subtitle: choice.subtitle ?? null },
      audio_language: config.audioLanguage,
    };
    let response;
    try {
      response = await fetch(playbackRequestUrl(playbackUrl, session), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch {
      return showCard(texts.notLoaded, [texts.unreachable]);
    }
    /** @type {unknown} */
    const answer = await response.json().catch(() => null);
    if (generation !== state.generation) return;
    if (!response.ok || !isReply(answer)) {
      const error = errorOf(answer);
      return error ? showCard(error, []) : showCard(texts.notLoaded, [texts.notLoadedHint]);
    }
    state.reply = answer;
    state.choice = { audio: answer.audio, quality: answer.quality, subtitle: answer.subtitle };
    state.converted = answer.plan.method !== 'direct';
    followAudio(answer);
    drawChoices();
    drawInfo();
    // From where it should be now: a seek may have come meanwhile.
    if (state.converted) await loadStream(state.position, generation);
    else loadDirect(answer.url, state.position);
  }

  /**
   * @param {unknown} answer
   * @returns {answer is PlaybackReply}
   */
  const isReply = (answer) =>
    typeof answer === 'object' && answer !== null && 'plan' in answer && 'url' in answer && typeof answer.url === 'string';
  /** @param {unknown} answer */
  const errorOf = (answer) =>
    typeof answer === 'object' && answer !== null && 'error' in answer && typeof answer.error === 'string' ? answer.error : null;

  /**
   * @param {string} url
   * @param {number} at
   */
  function loadDirect(url, at) {
    state.offset = 0;
    state.pendingTarget = at > 0 ? at : null;
    setSource(url);
  }

  /**
   * A converted stream from `at` in the file. A remux starts at the keyframe at or before it, which the server tells;
   * the page then moves on to `at` once the stream holds it.
   * @param {number} at
   * @param {number} [generation]
   */
  async function loadStream(at, generation = ++state.generation) {
    const reply = state.reply;
    if (!reply) return;
    stopSkip();
    state.loading = true;
    state.asking = true;
    state.pendingTarget = null;
    const target = clampTime(at, fileDuration());
    state.position = target;
    showBusy(true);
    let start = target;
    if (reply.plan.method === 'remux' && target > 0) {
      try {
        const answer = /** @type {unknown} */ (await (await fetch(streamStartUrl(reply.url, target))).json());
        const told = typeof answer === 'object' && answer !== null && 'start' in answer ? Number(answer.start) : NaN;
        if (Number.isFinite(told) && told >= 0 && told <= target) start = told;
      } catch {
        // Unknown: the stream from `target` starts near it all the same.
      }
      if (generation !== state.generation) return;
    }
    state.offset = start;
    state.pendingTarget = target - start > SKIP_DONE_S ? target : null;
    setSource(streamSource(reply.url, start, session));
    shiftCues();
  }

  /** @param {string} src */
  function setSource(src) {
    stopSkip();
    stopFeed();
    state.loading = true;
    state.asking = false;
    const codecs = state.reply?.plan.codecs;
    const mime = state.converted && feeding && codecs ? streamMime(codecs) : null;
    if (mime) feed = feedStream(video, src, mime, pickUp);
    else video.src = src;
    if (state.wantPlaying) play();
  }

  const play = () => {
    video.play().catch((/** @type {unknown} */ error) => {
      // A newer source took over (AbortError): it plays in turn. Otherwise the browser refused: it stays paused.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      state.wantPlaying = false;
      loaded();
      playerEvent('pause');
      draw();
    });
  };

  /**
   * The new source plays (or could): it is moved or played through to where it should be, and then what the element
   * says is the viewer's again.
   */
  function loaded() {
    // The old stream, still in the element while the new one is asked for, may say it plays: that is not this one.
    if (!state.loading || state.asking || state.skipping) return;
    const target = state.pendingTarget;
    if (target !== null) {
      // The file itself is moved to its point once the element knows its length (NaN until loadedmetadata): a play
      // the browser refused before then must not lose the start point.
      if (!state.converted && Number.isNaN(video.duration)) return;
      const plan = planSeek(target);
      // Only a copied stream is played through to its point: the file itself is simply moved there.
      if (plan.kind === 'reload' && state.converted) return skipTo(target);
      state.pendingTarget = null;
      // Past the file's end, from the start.
      if (!state.converted) {
        if (target < video.duration) video.currentTime = target;
      } else if (plan.kind === 'inside') video.currentTime = plan.currentTime;
    }
    state.loading = false;
    showBusy(false);
    if (state.seekedOnLoad) {
      state.seekedOnLoad = false;
      report('seeked');
    }
    syncPlayState();
    if (state.waiting) {
      state.waiting = false;
      // Paused, it waits for nothing: its 'pause' (now, or when asked) ends the stall for the parent page, and a stall
      // after this one is told again.
      if (!video.paused) playerEvent('playing');
    }
    draw();
  }

  /**
   * Plays a remuxed stream from its keyframe through to `target`, fast, silent and behind the spinner, where the
   * element cannot be moved (docs/playback.md#the-player): a watch party's seek lands where it asked.
   * @param {number} target
   */
  function skipTo(target) {
    state.skipping = { muted: video.muted };
    video.muted = true;
    player.dataset.skipping = 'true';
    if (video.paused) void video.play().catch(() => undefined);
    skipTimer = setInterval(() => {
      const gap = target - (state.offset + video.currentTime);
      if (gap > SKIP_DONE_S) {
        video.playbackRate = skipRate(gap);
        return;
      }
      stopSkip();
      state.pendingTarget = null;
      if (!state.wantPlaying) video.pause();
      loaded();
    }, SKIP_TICK_MS);
  }
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let skipTimer;

  /** Back to the viewer's speed and sound. */
  function stopSkip() {
    if (!state.skipping) return;
    clearInterval(skipTimer);
    video.playbackRate = video.defaultPlaybackRate;
    video.muted = state.skipping.muted;
    state.skipping = null;
    delete player.dataset.skipping;
  }

  /**
   * Tells the parent page whether it plays, when that changed: a new source's own play is not news. The first
   * source always says where it stands, playing or not: a watch party that starts from this player takes its moment
   * from what it last heard, and a player paused before its file loaded would otherwise have said nothing.
   */
  function syncPlayState() {
    const now = !video.paused;
    if (now === state.reportedPlaying) return;
    const first = state.reportedPlaying === null;
    state.reportedPlaying = now;
    if (first && !now) playerEvent('pause');
    else report(now ? 'play' : 'pause');
  }

  /**
   * A seek to `time` in the file: inside what the element holds, else a new stream from there.
   * @param {number} time
   */
  function seekTo(time) {
    const target = clampTime(time, fileDuration());
    if (!state.reply || state.failed) {
      state.position = target;
      return;
    }
    // A load already on its way there (a watch party's pause and then play at one point) is not started again.
    if (state.loading && Math.abs(target - state.position) <= SKIP_DONE_S) return draw();
    if (state.converted && Math.abs(target - fileTime()) <= SEEK_NEAR_S) return draw();
    if (!state.converted) {
      // The file itself: by range requests, once the element knows it.
      if (!state.loading) video.currentTime = target;
      else state.position = state.pendingTarget = target;
      return draw();
    }
    const plan = planSeek(target);
    if (plan.kind === 'inside' && !state.loading) video.currentTime = plan.currentTime;
    else {
      state.seekedOnLoad = true;
      void loadStream(target);
      // Said at once, as the element says it of its own seeks: a new stream takes seconds to play, and a watch party
      // must hear of the seek before then, or it takes the player's new time for a drift and seeks it back.
      playerEvent('seeking');
    }
    draw();
  }

  /**
   * A stream that broke or stopped short: picked up where it was, a few times, then the card.
   */
  function pickUp() {
    if (state.failed) return;
    stopSkip();
    stopFeed();
    const at = fileTime();
    state.position = at;
    state.loading = true;
    // Not ended meanwhile: the parent page reads `ended` as the film's end.
    video.removeAttribute('src');
    video.load();
    const now = Date.now();
    if (mayReload(state.reloads, now)) {
      state.reloads.push(now);
      setTimeout(() => void loadStream(at), 500 * state.reloads.length);
    } else void giveUp();
  }

  /** Why the stream cannot be had (the server is busy: its 503's words), on the card. */
  async function giveUp() {
    const reply = state.reply;
    let error = null;
    if (reply) {
      const abort = new AbortController();
      try {
        const response = await fetch(streamSource(reply.url, fileTime(), session), { signal: abort.signal });
        if (!response.ok) error = errorOf(await response.json().catch(() => null));
      } catch {
        // Nothing more to learn.
      } finally {
        abort.abort();
      }
    }
    showCard(error ?? texts.notLoaded, error ? [] : [texts.notLoadedHint]);
  }

  // —— The element's events ——

  // Direct play can be moved once the element knows the file; a stream is ready once it has data.
  video.addEventListener('loadedmetadata', () => !state.converted && loaded());
  for (const name of ['loadeddata', 'canplay', 'playing']) video.addEventListener(name, loaded);
  video.addEventListener('progress', drawTime);
  video.addEventListener('durationchange', drawTime);

  video.addEventListener('play', () => {
    // The play-through's own play is not the viewer's wish.
    if (!state.skipping) state.wantPlaying = true;
    if (!state.loading) syncPlayState();
    draw();
  });
  video.addEventListener('pause', () => {
    // While a source loads, its pauses are the loading's own (a stream picked up again is emptied first): the
    // viewer's choice stands.
    if (state.loading) return;
    // A stream's last fragment pauses the element before its end: that is for 'ended' to judge.
    if (video.ended) return;
    state.wantPlaying = false;
    syncPlayState();
    draw();
  });
  video.addEventListener('seeking', () => !state.loading && playerEvent('seeking'));
  video.addEventListener('seeked', () => {
    if (!state.loading) report('seeked');
    drawTime();
  });
  video.addEventListener('timeupdate', () => {
    drawTime();
    if (state.loading) return;
    playerEvent('timeupdate');
    if (Math.abs(fileTime() - recordedAt) >= PROGRESS_RECORD_EVERY_S) record();
  });
  video.addEventListener('ended', () => {
    if (state.converted && endedEarly(fileTime(), fileDuration())) return pickUp();
    // A part's end is not the film's: its next part plays on.
    if (parts && parts.index < parts.count - 1) {
      return location.replace(filmPageUrl(location.href, { part: parts.index + 2 }, starts?.[parts.index + 1] ?? 0));
    }
    report('ended');
    draw();
  });
  video.addEventListener('error', () => {
    if (state.failed || !video.error) return;
    if (state.converted) return pickUp();
    // A connection that broke says nothing about the format; anything else means the browser cannot play it.
    if (video.error.code === MediaError.MEDIA_ERR_NETWORK) showCard(texts.notLoaded, [texts.notLoadedHint]);
    else showCard(texts.unplayable, [state.reply?.plan.source ?? '']);
  });
  // A stall is told once, and so is its end; while a new source loads, that end is once it is where it should be (loaded).
  video.addEventListener('waiting', () => {
    showBusy(true);
    if (state.waiting) return;
    state.waiting = true;
    playerEvent('waiting');
  });
  video.addEventListener('playing', () => {
    if (state.loading) return;
    showBusy(false);
    if (!state.waiting) return;
    state.waiting = false;
    playerEvent('playing');
  });
  video.addEventListener('volumechange', drawVolume);

  // —— Subtitles: their cues follow the stream's start, and the viewer's delay ——

  const styled = styledSubtitles(video, config.styled);

  /** The viewer's delay of this file's subtitles, in seconds (later is more), kept in this browser per file. */
  const delayKey = `marquee.subtitle-delay:${config.fileKey}`;
  let subtitleDelay = readDelay(storedItem(delayKey));
  /** @type {WeakMap<TextTrackCue, { start: number; end: number }>} */
  const cueTimes = new WeakMap();
  function shiftCues() {
    const offset = (state.converted ? state.offset : 0) - subtitleDelay;
    for (const track of Array.from(video.textTracks)) {
      for (const cue of Array.from(track.cues ?? [])) {
        let original = cueTimes.get(cue);
        if (!original) {
          original = { start: cue.startTime, end: cue.endTime };
          cueTimes.set(cue, original);
        }
        const shifted = shiftedCue(original, offset);
        cue.startTime = shifted.start;
        cue.endTime = shifted.end;
      }
    }
    // Styled subtitles are drawn at the file's time too.
    styled.follow(offset);
  }
  /** @param {number} delay */
  function setDelay(delay) {
    subtitleDelay = delay;
    storeItem(delayKey, delay === 0 ? null : String(delay));
    shiftCues();
  }
  for (const element of Array.from(video.querySelectorAll('track'))) element.addEventListener('load', shiftCues);
  const subtitleTracks = () => Array.from(video.textTracks).filter((track) => track.kind === 'subtitles');
  /** @param {TextTrack | null} on */
  function showSubtitles(on) {
    for (const track of subtitleTracks()) track.mode = track === on ? 'showing' : 'disabled';
    shiftCues();
  }
  // The subtitles the profile's mode chooses for the audio that plays first, marked default by the page: shown from
  // the start; then those it chooses for the audio playing, until the viewer picks subtitles in this viewing.
  const preferred = /** @type {HTMLTrackElement | null} */ (video.querySelector('track[default]'));
  if (preferred) preferred.track.mode = 'showing';
  let subtitlesPicked = false;
  /** @param {PlaybackReply} reply */
  function followAudio(reply) {
    const language = reply.audio_tracks.find((track) => track.index === reply.audio)?.language ?? '';
    const index = config.subtitleDefaults[language];
    if (subtitlesPicked || index === undefined) return;
    showSubtitles(subtitleTracks()[index] ?? null);
  }

  // —— Drawing the controls ——

  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let osdTimer;
  /**
   * Shows what a key did over the picture for a moment (and has it read out).
   * @param {string} text
   */
  function say(text) {
    ui.osd.textContent = text;
    clearTimeout(osdTimer);
    osdTimer = setTimeout(() => (ui.osd.textContent = ''), OSD_MS);
  }

  /** @param {boolean} busy */
  function showBusy(busy) {
    ui.spinner.hidden = !busy;
  }

  function draw() {
    const isPlaying = playing();
    ui.play.setAttribute('aria-label', isPlaying ? 'Pause' : 'Play');
    ui.play.dataset.on = String(isPlaying);
    player.dataset.playing = String(isPlaying);
    drawTime();
    drawVolume();
    idle.poke();
  }

  /** @type {number | null} the time the seek bar shows while it is dragged or keyed, before the seek is made */
  let preview = null;
  function drawTime() {
    const duration = fileDuration();
    const time = preview ?? fileTime();
    const fraction = duration > 0 ? Math.min(1, time / duration) : 0;
    ui.played.style.width = `${fraction * 100}%`;
    ui.seek.style.setProperty('--at', `${fraction * 100}%`);
    // What the element holds ahead of the playhead, in the file's time.
    const own = time - state.offset;
    const range = bufferedRanges().find(([start, end]) => own >= start - 1 && own <= end);
    const heldTo = range && duration > 0 ? Math.min(1, (state.offset + range[1]) / duration) : fraction;
    ui.buffered.style.width = `${Math.max(heldTo, fraction) * 100}%`;
    ui.elapsed.textContent = formatTime(time);
    ui.total.textContent = formatTime(duration);
    ui.seek.setAttribute('aria-valuemax', String(Math.round(duration)));
    ui.seek.setAttribute('aria-valuenow', String(Math.round(time)));
    ui.seek.setAttribute('aria-valuetext', seekText(time, duration, chapterList()));
    drawMarks(duration);
    drawTip();
    drawSkip();
  }

  // —— Chapters: marks on the seek bar, the time and chapter over it, the skip button ——

  const chapterList = () => state.reply?.chapters ?? [];
  /** The length the marks were drawn for: they are drawn again when it changes. */
  let marksDuration = -1;
  /** @param {number} duration */
  function drawMarks(duration) {
    if (duration === marksDuration) return;
    marksDuration = duration;
    ui.marks.replaceChildren(
      ...chapterMarks(chapterList(), duration).map((at) => {
        const mark = document.createElement('span');
        mark.style.left = `${at * 100}%`;
        return mark;
      }),
    );
  }

  /** @type {number | null} the time under the pointer over the seek bar */
  let pointed = null;
  function drawTip() {
    const time = preview ?? pointed;
    const duration = fileDuration();
    if (time === null || duration <= 0) {
      ui.seekTip.hidden = true;
      return;
    }
    const chapters = chapterList();
    const at = chapterAt(chapters, time);
    ui.seekTip.textContent = at < 0 ? formatTime(time) : `${formatTime(time)} · ${chapterName(chapters, at)}`;
    ui.seekTip.style.left = `${Math.min(1, time / duration) * 100}%`;
    ui.seekTip.hidden = false;
  }

  /** @type {ReturnType<typeof skipOffer>} what the skip button offers now */
  let offer = null;
  /** The button's words while it shows, told the parent page with every event (its remote reaches it). */
  function skipLabel() {
    return offer && !ui.skip.hidden ? offer.label : null;
  }
  function drawSkip() {
    const chapters = chapterList();
    offer = state.failed
      ? null
      : (skipOffer(chapters, fileTime(), fileDuration(), ref.mediaType === 'tv') ??
        introOffer(config.intro, chapters, fileTime()));
    if (!offer) {
      ui.skip.hidden = true;
      return;
    }
    if (ui.skip.textContent !== offer.label) ui.skip.textContent = offer.label;
    ui.skip.hidden = false;
  }
  // A skip is a seek like any other: a watch party follows it. 'Next episode' goes to the end, where the player page
  // moves on as at any end.
  ui.skip.addEventListener('click', () => {
    if (!offer) return;
    seekTo(offer.to);
  });
  ui.skip.addEventListener('keydown', (event) => {
    // Below the button are the controls.
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    ui.seek.focus();
  });

  function drawVolume() {
    // While a stream is played through to a seek's point, it is the viewer's sound that shows.
    const muted = state.skipping ? state.skipping.muted : video.muted;
    const silent = muted || video.volume === 0;
    ui.mute.setAttribute('aria-label', silent ? 'Unmute' : 'Mute');
    ui.mute.dataset.on = String(silent);
    ui.volume.value = String(muted ? 0 : video.volume);
    ui.volume.setAttribute('aria-valuetext', `${Math.round((muted ? 0 : video.volume) * 100)}%`);
  }

  // —— The controls' hiding while the video plays ——

  const idle = (() => {
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const hide = () => {
      const busy = openMenu !== null || !ui.info.hidden || ui.controls.matches(':hover');
      if (playing() && !busy) player.dataset.idle = 'true';
    };
    return {
      poke() {
        player.dataset.idle = 'false';
        clearTimeout(timer);
        timer = setTimeout(hide, IDLE_MS);
      },
    };
  })();
  for (const name of ['pointermove', 'pointerdown', 'keydown', 'focusin']) document.addEventListener(name, () => idle.poke());

  // —— Play, volume, fullscreen ——

  // While a stream is played through to a seek's point, only the wish changes: it is obeyed on arrival.
  const togglePlay = () => {
    if (playing()) {
      state.wantPlaying = false;
      if (!state.skipping) video.pause();
    } else {
      state.wantPlaying = true;
      if (state.converted && video.ended) void loadStream(fileTime());
      else if (!state.skipping) play();
    }
    draw();
  };
  ui.play.addEventListener('click', togglePlay);
  // A tap on the picture while the controls are hidden brings them back; a click, or a tap while they show, plays or pauses.
  let wokenByTap = false;
  document.addEventListener(
    'pointerdown',
    (event) => (wokenByTap = event.pointerType !== 'mouse' && player.dataset.idle === 'true'),
    { capture: true },
  );
  video.addEventListener('click', () => {
    if (openMenu || !ui.info.hidden) closePopups();
    else if (!wokenByTap) togglePlay();
  });
  video.addEventListener('dblclick', () => toggleFullscreen());

  ui.mute.addEventListener('click', () => {
    if (state.skipping) {
      state.skipping.muted = !state.skipping.muted;
      return drawVolume();
    }
    if (video.muted || video.volume === 0) {
      video.muted = false;
      if (video.volume === 0) video.volume = 1;
    } else video.muted = true;
  });
  ui.volume.addEventListener('input', () => {
    video.volume = Number(ui.volume.value);
    if (state.skipping) state.skipping.muted = video.volume === 0;
    else video.muted = video.volume === 0;
  });

  if (!document.fullscreenEnabled) ui.fullscreen.hidden = true;
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else if (document.fullscreenEnabled) void player.requestFullscreen().catch(() => undefined);
  };
  ui.fullscreen.addEventListener('click', toggleFullscreen);
  document.addEventListener('fullscreenchange', () => {
    const full = document.fullscreenElement !== null;
    ui.fullscreen.setAttribute('aria-label', full ? 'Exit full screen' : 'Full screen');
    ui.fullscreen.dataset.on = String(full);
  });

  // —— The seek bar: the whole file, by pointer and keys ——

  /** @param {PointerEvent} event */
  const pointerTime = (event) => {
    const box = ui.seek.getBoundingClientRect();
    return Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) * fileDuration();
  };
  ui.seek.addEventListener('pointerdown', (event) => {
    if (fileDuration() <= 0) return;
    ui.seek.setPointerCapture(event.pointerId);
    preview = pointerTime(event);
    drawTime();
  });
  ui.seek.addEventListener('pointermove', (event) => {
    if (fileDuration() <= 0) return;
    if (preview === null) {
      pointed = pointerTime(event);
      return drawTip();
    }
    preview = pointerTime(event);
    drawTime();
  });
  ui.seek.addEventListener('pointerleave', () => {
    pointed = null;
    drawTip();
  });
  const endDrag = () => {
    if (preview === null) return;
    const to = preview;
    preview = null;
    seekTo(to);
  };
  ui.seek.addEventListener('pointerup', endDrag);
  ui.seek.addEventListener('pointercancel', () => {
    preview = null;
    drawTime();
  });

  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let keySeekTimer;
  /** @param {number} to */
  const keySeek = (to) => {
    const target = clampTime(to, fileDuration());
    const plan = planSeek(target);
    clearTimeout(keySeekTimer);
    if (plan.kind === 'inside' || !state.reply) {
      preview = null;
      return seekTo(target);
    }
    preview = target;
    drawTime();
    keySeekTimer = setTimeout(() => {
      preview = null;
      seekTo(target);
    }, KEY_SEEK_SETTLE_MS);
  };
  /** @type {Record<string, (time: number) => number>} */
  const SEEK_KEYS = {
    ArrowLeft: (t) => t - SEEK_STEP_S,
    ArrowRight: (t) => t + SEEK_STEP_S,
    PageDown: (t) => t - SEEK_PAGE_S,
    PageUp: (t) => t + SEEK_PAGE_S,
    Home: () => 0,
    End: () => fileDuration(),
  };
  ui.seek.addEventListener('keydown', (event) => {
    // A remote has no Tab: down from the seek bar are the buttons.
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      return ui.play.focus();
    }
    // Up from the seek bar is the skip button over the picture, while it shows.
    if (event.key === 'ArrowUp' && !ui.skip.hidden) {
      event.preventDefault();
      return ui.skip.focus();
    }
    const step = SEEK_KEYS[event.key];
    if (!step) return;
    event.preventDefault();
    event.stopPropagation();
    keySeek(step(preview ?? fileTime()));
  });

  // The buttons in a row for a remote's arrows: left and right go along it, up to the seek bar. The volume slider
  // keeps its own arrows (a television has its own volume).
  ui.bar.addEventListener('keydown', (event) => {
    const from = /** @type {HTMLElement} */ (event.target);
    if (from === ui.volume && event.key !== 'ArrowUp') return;
    const along = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (event.key === 'ArrowUp') ui.seek.focus();
    else if (along !== undefined) {
      const controls = /** @type {HTMLElement[]} */ (Array.from(ui.bar.querySelectorAll('button'))).filter(
        (control) => !control.hidden,
      );
      controls[controls.indexOf(from) + along]?.focus();
    } else return;
    event.preventDefault();
  });

  // —— Menus: subtitles, audio, quality ——

  /** @type {HTMLElement | null} the button whose menu is open */
  let openMenu = null;

  /**
   * A menu's item: one of a choice (`checked` said), which closes the menu, or an action that keeps it open (the
   * subtitle delay's steps), in a group named by the menu's note.
   * @typedef {{ label: string; name?: string; detail?: string; checked?: boolean; choose: () => void }} MenuItem
   * @param {HTMLElement} button
   * @param {string} title
   * @param {MenuItem[]} items
   * @param {{ note?: string; focusAt?: number }} [options] the actions' group's name; the item to focus (else the checked one)
   */
  function showMenu(button, title, items, { note, focusAt } = {}) {
    if (openMenu !== button) closePopups();
    openMenu = button;
    button.setAttribute('aria-expanded', 'true');
    ui.menu.setAttribute('aria-label', title);
    const elements = items.map(({ label, name, detail, checked, choose }) => {
      const item = document.createElement('button');
      item.type = 'button';
      item.setAttribute('role', checked === undefined ? 'menuitem' : 'menuitemradio');
      if (checked !== undefined) item.setAttribute('aria-checked', String(checked));
      if (name) item.setAttribute('aria-label', name);
      item.tabIndex = -1;
      item.textContent = label;
      if (detail) {
        const aside = document.createElement('span');
        aside.className = 'detail';
        aside.textContent = detail;
        // Spaced, so that its name reads 'The Heist 12:04'.
        item.append(' ', aside);
      }
      item.addEventListener('click', () => {
        if (checked !== undefined) closePopups();
        choose();
      });
      return item;
    });
    const actions = elements.filter((item) => item.getAttribute('role') === 'menuitem');
    if (actions.length > 0) {
      const separator = document.createElement('div');
      separator.setAttribute('role', 'separator');
      const group = document.createElement('div');
      group.setAttribute('role', 'group');
      group.className = 'menu-group';
      if (note) {
        const heading = document.createElement('div');
        heading.id = 'menu-note';
        heading.className = 'menu-note';
        heading.textContent = note;
        group.setAttribute('aria-labelledby', heading.id);
        // Read with each step, so that a screen reader says the delay it now is.
        for (const action of actions) action.setAttribute('aria-describedby', heading.id);
        group.append(heading);
      }
      group.append(...actions);
      ui.menu.replaceChildren(...elements.filter((item) => !actions.includes(item)), separator, group);
    } else ui.menu.replaceChildren(...elements);
    ui.menu.hidden = false;
    const items_ = menuItems();
    const focus = focusAt !== undefined && focusAt >= 0 ? items_[focusAt] : undefined;
    (focus ?? items_.find((item) => item.getAttribute('aria-checked') === 'true') ?? items_[0])?.focus();
  }
  const menuItems = () =>
    /** @type {HTMLElement[]} */ (Array.from(ui.menu.querySelectorAll('[role=menuitemradio],[role=menuitem]')));

  // A roving tab stop: the item with the focus is the menu's one stop, so a menu that scrolls (a phone's frame) has one.
  ui.menu.addEventListener('focusin', (event) => {
    for (const item of menuItems()) item.tabIndex = item === event.target ? 0 : -1;
  });
  ui.menu.addEventListener('keydown', (event) => {
    const items = menuItems();
    const at = items.indexOf(/** @type {HTMLElement} */ (document.activeElement));
    /** @type {Record<string, number>} */
    const moves = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 };
    const to = moves[event.key];
    if (to !== undefined) {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') closePopups(false);
  });

  /** @param {boolean} [refocus] whether focus goes back to the button that opened the menu or panel */
  function closePopups(refocus = true) {
    if (openMenu) {
      const button = openMenu;
      openMenu = null;
      button.setAttribute('aria-expanded', 'false');
      ui.menu.hidden = true;
      if (refocus) button.focus();
    }
    if (!ui.info.hidden) {
      ui.info.hidden = true;
      ui.infoButton.setAttribute('aria-expanded', 'false');
      stopStatus();
      if (refocus) ui.infoButton.focus();
    }
  }
  document.addEventListener('pointerdown', (event) => {
    const target = /** @type {Node} */ (event.target);
    if (openMenu && !ui.menu.contains(target) && !openMenu.contains(target)) closePopups(false);
  });

  /** @param {HTMLElement} button */
  const isOpen = (button) => openMenu === button;

  ui.subtitles.hidden = subtitleTracks().length === 0;
  /**
   * The Subtitles menu: off or a track, then the delay, whose steps keep the menu open (on the same item).
   * @param {number} [focusAt] the item to focus
   */
  function subtitlesMenu(focusAt) {
    const tracks = subtitleTracks();
    // Picture subtitles are drawn into the video by the server: choosing them, or leaving them, asks for a new stream.
    const pictures = state.reply?.picture_subtitles ?? [];
    const drawn = state.choice.subtitle ?? null;
    /** @param {TextTrack | null} on */
    const pick = (on) => {
      subtitlesPicked = true;
      showSubtitles(on);
      if (drawn) choose({ ...state.choice, subtitle: null });
    };
    /** @param {number} delay */
    const delayed = (delay) => () => {
      setDelay(delay);
      subtitlesMenu(menuItems().indexOf(/** @type {HTMLElement} */ (document.activeElement)));
    };
    showMenu(
      ui.subtitles,
      'Subtitles',
      [
        { label: 'Off', checked: !drawn && tracks.every((track) => track.mode !== 'showing'), choose: () => pick(null) },
        ...tracks.map((track) => ({
          label: track.label,
          checked: !drawn && track.mode === 'showing',
          choose: () => pick(track),
        })),
        ...pictures.map((picture) => ({
          label: picture.label,
          checked: samePictureSubtitle(picture.choice, drawn),
          choose: () => {
            if (samePictureSubtitle(picture.choice, drawn)) return;
            subtitlesPicked = true;
            for (const track of tracks) track.mode = 'disabled';
            choose({ ...state.choice, subtitle: picture.choice });
          },
        })),
        ...DELAY_STEPS.map(({ label, name, by }) => ({ label, name, choose: delayed(steppedDelay(subtitleDelay, by)) })),
        { label: 'Reset delay', choose: delayed(0) },
      ],
      { note: delayText(subtitleDelay), focusAt },
    );
  }
  ui.subtitles.addEventListener('click', () => (isOpen(ui.subtitles) ? closePopups() : subtitlesMenu()));

  /**
   * Plays the file again with another choice, on from where it is.
   * @param {PlaybackChoice} choice
   */
  const choose = (choice) => {
    state.seekedOnLoad = false;
    void ask(choice, fileTime());
  };
  ui.audio.addEventListener('click', () => {
    if (isOpen(ui.audio)) return closePopups();
    const reply = state.reply;
    if (!reply) return;
    showMenu(
      ui.audio,
      'Audio',
      reply.audio_tracks.map((track) => ({
        label: track.label,
        checked: track.index === reply.audio,
        choose: () => track.index !== reply.audio && choose({ ...state.choice, audio: track.index }),
      })),
    );
  });
  ui.chapters.addEventListener('click', () => {
    if (isOpen(ui.chapters)) return closePopups();
    const chapters = chapterList();
    const now = chapterAt(chapters, fileTime());
    showMenu(
      ui.chapters,
      'Chapters',
      chapters.map((chapter, i) => ({
        label: chapterName(chapters, i),
        detail: formatTime(chapter.start),
        checked: i === now,
        choose: () => seekTo(chapter.start),
      })),
    );
  });
  ui.quality.addEventListener('click', () => {
    if (isOpen(ui.quality)) return closePopups();
    const reply = state.reply;
    if (!reply) return;
    showMenu(
      ui.quality,
      'Quality',
      reply.qualities.map((/** @type {PlaybackQuality} */ quality) => ({
        label: qualityLabel(quality),
        checked: quality === reply.quality,
        choose: () => quality !== reply.quality && choose({ ...state.choice, quality }),
      })),
    );
  });

  // A film's other versions: its page again, at the same time of the film, in the version chosen.
  const versionButton = document.getElementById('version');
  const versions = config.versions;
  if (versionButton && versions) {
    versionButton.hidden = false;
    versionButton.setAttribute('aria-label', `Version: ${versions.labels[versions.current] ?? ''}`);
    versionButton.addEventListener('click', () => {
      if (isOpen(versionButton)) return closePopups();
      showMenu(
        versionButton,
        'Version',
        versions.labels.map((label, i) => ({
          label,
          checked: i === versions.current,
          choose: () =>
            i !== versions.current && location.replace(filmPageUrl(location.href, { version: i, part: 1 }, filmTime())),
        })),
      );
    });
  }

  /** The menus the file's reply offers: audio with more than one track, quality with more than one. */
  function drawChoices() {
    const reply = state.reply;
    ui.audio.hidden = !reply || reply.audio_tracks.length < 2;
    ui.subtitles.hidden = subtitleTracks().length === 0 && (reply?.picture_subtitles.length ?? 0) === 0;
    ui.quality.hidden = !reply || reply.qualities.length < 2;
    ui.chapters.hidden = chapterList().length < 2;
    marksDuration = -1;
    if (reply) {
      const track = reply.audio_tracks.find((t) => t.index === reply.audio);
      ui.audio.setAttribute('aria-label', track ? `Audio: ${track.label}` : 'Audio');
      ui.quality.setAttribute('aria-label', `Quality: ${qualityLabel(reply.quality)}`);
    }
  }

  // —— Playback info ——

  /** @type {HTMLElement | null} */
  let speedValue = null;
  function drawInfo() {
    const reply = state.reply;
    if (!reply) return;
    const { plan } = reply;
    /**
     * @param {string} term
     * @param {string | string[]} value
     */
    const row = (term, value) => {
      const dt = document.createElement('dt');
      dt.textContent = term;
      const dd = document.createElement('dd');
      if (Array.isArray(value)) {
        const list = document.createElement('ul');
        list.append(
          ...value.map((line) => {
            const li = document.createElement('li');
            li.textContent = line;
            return li;
          }),
        );
        dd.append(list);
      } else dd.textContent = value;
      return [dt, dd];
    };
    const rows = [
      ...row('Method', methodLabel(plan.method)),
      ...row('Why', plan.reasons),
      ...row('Source', plan.source),
      ...row('Delivered', plan.delivered),
    ];
    speedValue = null;
    if (state.converted) {
      const speed = row('Conversion speed', speedText(null));
      speedValue = speed[1] ?? null;
      rows.push(...speed);
    }
    ui.infoBody.replaceChildren(...rows);
  }

  /** @type {ReturnType<typeof setInterval> | undefined} */
  let statusTimer;
  const pollStatus = async () => {
    if (!state.converted || !speedValue) return;
    try {
      const response = await fetch(streamStatusUrl(session));
      /** @type {unknown} */
      const status = response.ok ? await response.json() : null;
      const speed = typeof status === 'object' && status !== null && 'speed' in status ? status.speed : null;
      // 404: no conversion runs for this player now.
      if (speedValue) speedValue.textContent = speedText(typeof speed === 'number' ? speed : null, response.status !== 404);
    } catch {
      // The next poll tries again.
    }
  };
  const stopStatus = () => clearInterval(statusTimer);
  ui.infoButton.addEventListener('click', () => {
    if (!ui.info.hidden) return closePopups();
    closePopups(false);
    ui.info.hidden = false;
    ui.infoButton.setAttribute('aria-expanded', 'true');
    ui.infoClose.focus();
    void pollStatus();
    statusTimer = setInterval(() => void pollStatus(), STATUS_POLL_MS);
  });
  ui.infoClose.addEventListener('click', () => closePopups());

  // —— Keys anywhere in the page ——

  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      if (openMenu || !ui.info.hidden) {
        event.preventDefault();
        closePopups();
      }
      return;
    }
    // Keys on a control are the control's (Space presses a button); elsewhere they drive the video.
    const target = /** @type {HTMLElement} */ (event.target);
    if (target !== document.body && target !== video && target !== player) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === ' ' || event.key === 'k' || event.key === 'Enter') togglePlay();
    // The skip button shows without taking the focus; a remote's first Down or Right reaches it.
    else if ((event.key === 'ArrowDown' || event.key === 'ArrowRight') && !ui.skip.hidden) ui.skip.focus();
    else if (event.key === 'ArrowLeft') keySeek((preview ?? fileTime()) - SEEK_STEP_S);
    else if (event.key === 'ArrowRight') keySeek((preview ?? fileTime()) + SEEK_STEP_S);
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') ui.play.focus();
    else if (event.key === 'f') toggleFullscreen();
    // The subtitle delay, as VLC has it: G earlier, H later.
    else if ((event.key === 'g' || event.key === 'h') && subtitleTracks().length > 0) {
      setDelay(steppedDelay(subtitleDelay, event.key === 'g' ? -0.1 : 0.1));
      say(delayText(subtitleDelay));
    } else if (event.key === 'm') ui.mute.click();
    else return;
    event.preventDefault();
  });

  // —— The parent page: status and the watch party's commands ——

  /** @param {unknown} time */
  const isTime = (time) => typeof time === 'number' && Number.isFinite(time) && time >= 0;
  /** @param {{ command?: unknown; time?: unknown; rate?: unknown }} message */
  const command = ({ command, time, rate }) => {
    if (time !== undefined && !isTime(time)) return;
    // The parent's times are the whole film's: another part's opens its page, this part's is this page's time.
    if (time !== undefined && toOtherPart(/** @type {number} */ (time))) return;
    const at = time === undefined ? undefined : /** @type {number} */ (time) - partStart;
    if (command === 'seek' && at !== undefined) seekTo(at);
    else if (command === 'play') {
      if (at !== undefined) seekTo(at);
      state.wantPlaying = true;
      if (!state.skipping) play();
      draw();
    } else if (command === 'pause') {
      state.wantPlaying = false;
      if (!state.skipping) video.pause();
      if (at !== undefined) seekTo(at);
      draw();
    } else if (command === 'focus-skip') {
      // The parent page's remote keys: its video area's Down or Right while the button shows.
      if (!ui.skip.hidden) ui.skip.focus();
    } else if (command === 'rate' && typeof rate === 'number' && rate >= 0.5 && rate <= 2) {
      // The default too: a new stream starts at it.
      video.defaultPlaybackRate = rate;
      video.playbackRate = rate;
    }
  };

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== location.origin) return;
    const data = /** @type {unknown} */ (event.data);
    if (!data || typeof data !== 'object' || !('type' in data)) return;
    if (data.type === 'GET_PLAYBACK_STATUS') playerEvent(video.ended ? 'ended' : playing() ? 'play' : 'pause');
    else if (data.type === 'PLAYER_COMMAND') command(/** @type {{ command?: unknown; time?: unknown; rate?: unknown }} */ (data));
  });

  draw();
  void ask(state.choice, state.position);
}
