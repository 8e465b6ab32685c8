/// <reference lib="dom" />
/* global setTimeout, clearTimeout -- the browser's */
import { draw, drawTime } from './controls-view.js';
import { playerEvent } from './parent-messages.js';
import { SKIP_DONE_S } from './play-through.js';
import { fileDuration, fileTime, planSeek } from './player.js';
import { clampTime } from './rules.js';
import { loadStream } from './stream-source.js';

/** Seeking in the file: inside what the element holds, else a new stream from the point sought. */

/** @import { Player } from './player.js' */

/** A seek by keys that needs a new stream waits for the keys to stop, so one press of many starts one FFmpeg. */
const KEY_SEEK_SETTLE_MS = 500;
/**
 * A converted stream is not loaded again for a seek this close to where it is (s): a new stream takes seconds, and a
 * watch party's pause and play carry the group's time, which a paused member is held within this of.
 */
const SEEK_NEAR_S = 0.25;
/** A seek of the arrows (and the parent's keys) in seconds; Page Up and Down go a minute. */
export const SEEK_STEP_S = 10;
export const SEEK_PAGE_S = 60;

/**
 * A seek to `time` in the file: inside what the element holds, else a new stream from there.
 * @param {Player} p
 * @param {number} time
 */
export function seekTo(p, time) {
  const { state, video } = p;
  const target = clampTime(time, fileDuration(p));
  if (!state.reply || state.failed) {
    state.position = target;
    return;
  }
  // A load already on its way there (a watch party's pause and then play at one point) is not started again.
  if (state.loading && Math.abs(target - state.position) <= SKIP_DONE_S) return draw(p);
  if (state.converted && Math.abs(target - fileTime(p)) <= SEEK_NEAR_S) return draw(p);
  if (!state.converted) {
    // The file itself: by range requests, once the element knows it.
    if (!state.loading) video.currentTime = target;
    else state.position = state.pendingTarget = target;
    return draw(p);
  }
  const plan = planSeek(p, target);
  if (plan.kind === 'inside' && !state.loading) video.currentTime = plan.currentTime;
  else {
    state.seekedOnLoad = true;
    void loadStream(p, target);
    // Said at once, as the element says it of its own seeks: a new stream takes seconds to play, and a watch party
    // must hear of the seek before then, or it takes the player's new time for a drift and seeks it back.
    playerEvent(p, 'seeking');
  }
  draw(p);
}

/**
 * A seek by a key: at once inside what the element holds, else shown on the seek bar until the keys stop.
 * @param {Player} p
 * @param {number} to
 */
export function keySeek(p, to) {
  const target = clampTime(to, fileDuration(p));
  const plan = planSeek(p, target);
  clearTimeout(p.timers.keySeek);
  if (plan.kind === 'inside' || !p.state.reply) {
    p.view.preview = null;
    return seekTo(p, target);
  }
  p.view.preview = target;
  drawTime(p);
  p.timers.keySeek = setTimeout(() => {
    p.view.preview = null;
    seekTo(p, target);
  }, KEY_SEEK_SETTLE_MS);
}
