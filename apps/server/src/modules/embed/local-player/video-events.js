/// <reference lib="dom" />
/* global location, MediaError -- the browser's */
import { draw, drawTime, drawVolume, showBusy } from './controls-view.js';
import { showCard } from './failure-card.js';
import { playerEvent, recordProgress, report, syncPlayState } from './parent-messages.js';
import { fileDuration, fileTime } from './player.js';
import { endedEarly, filmPageUrl } from './rules.js';
import { loaded, pickUp } from './stream-source.js';
import { word } from './words.js';

/**
 * The video element's events: what the viewer did, told the parent page; a new source ready; a stream that ended
 * early or broke, picked up; a stall, told once.
 */

/** @import { Player } from './player.js' */

/** @param {Player} p */
function listenPlayback(p) {
  const { state, video } = p;
  video.addEventListener('play', () => {
    // The play-through's own play is not the viewer's wish.
    if (!state.skipping) state.wantPlaying = true;
    if (!state.loading) syncPlayState(p);
    draw(p);
  });
  video.addEventListener('pause', () => {
    // While a source loads, its pauses are the loading's own (a stream picked up again is emptied first): the
    // viewer's choice stands.
    if (state.loading) return;
    // A stream's last fragment pauses the element before its end: that is for 'ended' to judge.
    if (video.ended) return;
    state.wantPlaying = false;
    syncPlayState(p);
    draw(p);
  });
  video.addEventListener('seeking', () => !state.loading && playerEvent(p, 'seeking'));
  video.addEventListener('seeked', () => {
    if (!state.loading) report(p, 'seeked');
    drawTime(p);
  });
  video.addEventListener('timeupdate', () => {
    drawTime(p);
    if (state.loading) return;
    playerEvent(p, 'timeupdate');
    recordProgress(p);
  });
}

/** @param {Player} p */
function listenEnd(p) {
  const { state, video, parts } = p;
  video.addEventListener('ended', () => {
    if (state.converted && endedEarly(fileTime(p), fileDuration(p))) return pickUp(p);
    // A part's end is not the film's: its next part plays on.
    if (parts && parts.index < parts.count - 1) {
      return location.replace(filmPageUrl(location.href, { part: parts.index + 2 }, p.starts?.[parts.index + 1] ?? 0));
    }
    report(p, 'ended');
    draw(p);
  });
  video.addEventListener('error', () => {
    if (state.failed || !video.error) return;
    if (state.converted) return pickUp(p);
    // A connection that broke says nothing about the format; anything else means the browser cannot play it.
    if (video.error.code === MediaError.MEDIA_ERR_NETWORK) showCard(p, word('notLoaded'), [word('notLoadedHint')]);
    else showCard(p, word('unplayable'), [state.reply?.plan.source ?? '']);
  });
}

/** @param {Player} p */
function listenStall(p) {
  const { state, video } = p;
  // A stall is told once, and so is its end; while a new source loads, that end is once it is where it should be (loaded).
  video.addEventListener('waiting', () => {
    showBusy(p, true);
    if (state.waiting) return;
    state.waiting = true;
    playerEvent(p, 'waiting');
  });
  video.addEventListener('playing', () => {
    if (state.loading) return;
    showBusy(p, false);
    if (!state.waiting) return;
    state.waiting = false;
    playerEvent(p, 'playing');
  });
}

/** @param {Player} p */
export function listenVideo(p) {
  const { state, video } = p;
  // Direct play can be moved once the element knows the file; a stream is ready once it has data.
  video.addEventListener('loadedmetadata', () => !state.converted && loaded(p));
  for (const name of ['loadeddata', 'canplay', 'playing']) video.addEventListener(name, () => loaded(p));
  video.addEventListener('progress', () => drawTime(p));
  video.addEventListener('durationchange', () => drawTime(p));
  listenPlayback(p);
  listenEnd(p);
  listenStall(p);
  video.addEventListener('volumechange', () => drawVolume(p));
}
