/// <reference lib="dom" />
/* global setInterval, clearInterval -- the browser's */
import { skipRate } from './rules.js';

/**
 * Playing a remuxed stream from its keyframe through to a seek's point, fast, silent and behind the spinner, where the
 * element cannot be moved (docs/playback.md#the-player): a watch party's seek lands where it asked.
 */

/** @import { Player } from './player.js' */

/** Playing a stream through to a seek's point checks this often (ms), and stops this close to it (s). */
const SKIP_TICK_MS = 25;
export const SKIP_DONE_S = 0.05;

/**
 * @param {Player} p
 * @param {number} target
 * @param {() => void} arrived called once it is there (and paused, unless the viewer wants it playing)
 */
export function skipTo(p, target, arrived) {
  const { video, state } = p;
  state.skipping = { muted: video.muted };
  video.muted = true;
  p.element.dataset.skipping = 'true';
  if (video.paused) void video.play().catch(() => undefined);
  p.timers.skip = setInterval(() => {
    const gap = target - (state.offset + video.currentTime);
    if (gap > SKIP_DONE_S) {
      video.playbackRate = skipRate(gap);
      return;
    }
    stopSkip(p);
    state.pendingTarget = null;
    if (!state.wantPlaying) video.pause();
    arrived();
  }, SKIP_TICK_MS);
}

/**
 * Back to the viewer's speed and sound.
 * @param {Player} p
 */
export function stopSkip(p) {
  const { video, state } = p;
  if (!state.skipping) return;
  clearInterval(p.timers.skip);
  video.playbackRate = video.defaultPlaybackRate;
  video.muted = state.skipping.muted;
  state.skipping = null;
  delete p.element.dataset.skipping;
}
