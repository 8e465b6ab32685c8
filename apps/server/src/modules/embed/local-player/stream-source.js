/// <reference lib="dom" />
/* global fetch, DOMException, MediaSource, setTimeout -- the browser's */
import { draw, drawChoices, showBusy } from './controls-view.js';
import { giveUp, showCard } from './failure-card.js';
import { drawInfo } from './info-panel.js';
import { playerEvent, report, syncPlayState } from './parent-messages.js';
import { SKIP_DONE_S, skipTo, stopSkip } from './play-through.js';
import { errorOf, fileDuration, fileTime, planSeek, stopFeed } from './player.js';
import {
  browserProfile,
  clampTime,
  mayReload,
  playbackRequestUrl,
  saysYes,
  streamMime,
  streamSource,
  streamStartUrl,
} from './rules.js';
import { feedStream } from './stream-feed.js';
import { followAudio, shiftCues } from './subtitle-cues.js';
import { word } from './words.js';

/**
 * The stream source: asking the server how to play the file, loading what it answers (the file itself, or a
 * converted stream from a point in it), moving to where it should be once it can, and picking up a stream that broke.
 */

/** @import { PlaybackChoice, PlaybackReply, PlaybackRequest } from '@marquee/core' */
/** @import { Player } from './player.js' */

/**
 * @param {Player} p
 * @param {string} type
 */
const canPlay = (p, type) =>
  saysYes(p.video.canPlayType(type)) || (typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported(type));

/**
 * @param {unknown} answer
 * @returns {answer is PlaybackReply}
 */
const isReply = (answer) =>
  typeof answer === 'object' && answer !== null && 'plan' in answer && 'url' in answer && typeof answer.url === 'string';

/**
 * How to play the file with the viewer's choice, from `at` seconds in: the server's answer, then the source.
 * @param {Player} p
 * @param {PlaybackChoice} choice
 * @param {number} at
 */
export async function ask(p, choice, at) {
  const { state } = p;
  const generation = ++state.generation;
  stopSkip(p);
  state.pendingTarget = null;
  state.loading = true;
  state.asking = true;
  state.position = at;
  showBusy(p, true);
  /** @type {PlaybackRequest} */
  const body = {
    browser: browserProfile((type) => canPlay(p, type)),
    choice: { ...choice, subtitle: choice.subtitle ?? null },
    audio_language: p.config.audioLanguage,
  };
  let response;
  try {
    response = await fetch(playbackRequestUrl(p.playbackUrl, p.session), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return showCard(p, word('notLoaded'), [word('unreachable')]);
  }
  /** @type {unknown} */
  const answer = await response.json().catch(() => null);
  if (generation !== state.generation) return;
  if (!response.ok || !isReply(answer)) {
    const error = errorOf(answer);
    return error ? showCard(p, error, []) : showCard(p, word('notLoaded'), [word('notLoadedHint')]);
  }
  state.reply = answer;
  state.choice = { audio: answer.audio, quality: answer.quality, subtitle: answer.subtitle };
  state.converted = answer.plan.method !== 'direct';
  followAudio(p, answer);
  drawChoices(p);
  drawInfo(p);
  // From where it should be now: a seek may have come meanwhile.
  if (state.converted) await loadStream(p, state.position, generation);
  else loadDirect(p, answer.url, state.position);
}

/**
 * @param {Player} p
 * @param {string} url
 * @param {number} at
 */
function loadDirect(p, url, at) {
  p.state.offset = 0;
  p.state.pendingTarget = at > 0 ? at : null;
  setSource(p, url);
}

/**
 * A converted stream from `at` in the file. A remux starts at the keyframe at or before it, which the server tells;
 * the page then moves on to `at` once the stream holds it.
 * @param {Player} p
 * @param {number} at
 * @param {number} [generation]
 */
export async function loadStream(p, at, generation = ++p.state.generation) {
  const { state } = p;
  const reply = state.reply;
  if (!reply) return;
  stopSkip(p);
  state.loading = true;
  state.asking = true;
  state.pendingTarget = null;
  const target = clampTime(at, fileDuration(p));
  state.position = target;
  showBusy(p, true);
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
  setSource(p, streamSource(reply.url, start, p.session));
  shiftCues(p);
}

/**
 * @param {Player} p
 * @param {string} src
 */
function setSource(p, src) {
  const { state } = p;
  stopSkip(p);
  stopFeed(p);
  state.loading = true;
  state.asking = false;
  const codecs = state.reply?.plan.codecs;
  const mime = state.converted && p.feeding && codecs ? streamMime(codecs) : null;
  if (mime) p.feed = feedStream(p.video, src, mime, () => pickUp(p));
  else p.video.src = src;
  if (state.wantPlaying) play(p);
}

/** @param {Player} p */
export function play(p) {
  p.video.play().catch((/** @type {unknown} */ error) => {
    // A newer source took over (AbortError): it plays in turn. Otherwise the browser refused: it stays paused.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    p.state.wantPlaying = false;
    loaded(p);
    playerEvent(p, 'pause');
    draw(p);
  });
}

/**
 * The new source plays (or could): it is moved or played through to where it should be, and then what the element
 * says is the viewer's again.
 * @param {Player} p
 */
export function loaded(p) {
  const { state, video } = p;
  // The old stream, still in the element while the new one is asked for, may say it plays: that is not this one.
  if (!state.loading || state.asking || state.skipping) return;
  const target = state.pendingTarget;
  if (target !== null) {
    // The file itself is moved to its point once the element knows its length (NaN until loadedmetadata): a play
    // the browser refused before then must not lose the start point.
    if (!state.converted && Number.isNaN(video.duration)) return;
    const plan = planSeek(p, target);
    // Only a copied stream is played through to its point: the file itself is simply moved there.
    if (plan.kind === 'reload' && state.converted) return skipTo(p, target, () => loaded(p));
    state.pendingTarget = null;
    // Past the file's end, from the start.
    if (!state.converted) {
      if (target < video.duration) video.currentTime = target;
    } else if (plan.kind === 'inside') video.currentTime = plan.currentTime;
  }
  state.loading = false;
  showBusy(p, false);
  if (state.seekedOnLoad) {
    state.seekedOnLoad = false;
    report(p, 'seeked');
  }
  syncPlayState(p);
  if (state.waiting) {
    state.waiting = false;
    // Paused, it waits for nothing: its 'pause' (now, or when asked) ends the stall for the parent page, and a stall
    // after this one is told again.
    if (!video.paused) playerEvent(p, 'playing');
  }
  draw(p);
}

/**
 * A stream that broke or stopped short: picked up where it was, a few times, then the card.
 * @param {Player} p
 */
export function pickUp(p) {
  const { state, video } = p;
  if (state.failed) return;
  stopSkip(p);
  stopFeed(p);
  const at = fileTime(p);
  state.position = at;
  state.loading = true;
  // Not ended meanwhile: the parent page reads `ended` as the film's end.
  video.removeAttribute('src');
  video.load();
  const now = Date.now();
  if (mayReload(state.reloads, now)) {
    state.reloads.push(now);
    setTimeout(() => void loadStream(p, at), 500 * state.reloads.length);
  } else void giveUp(p);
}
