/// <reference lib="dom" />
/* global window, location -- the browser's */
import { draw } from './controls-view.js';
import { playerEvent } from './parent-messages.js';
import { playing, toOtherPart } from './player.js';
import { seekTo } from './seeking.js';
import { play } from './stream-source.js';

/**
 * Messages from the parent page: its questions about the status, and the watch party's and the remote's commands.
 * The protocol is local-player-page.ts's.
 */

/** @import { Player } from './player.js' */

/** @typedef {{ command?: unknown; time?: unknown; rate?: unknown }} PlayerCommand */

/** @param {unknown} time */
const isTime = (time) => typeof time === 'number' && Number.isFinite(time) && time >= 0;

/**
 * @param {Player} p
 * @param {PlayerCommand} message
 */
function command(p, { command, time, rate }) {
  const { state, video, ui } = p;
  if (time !== undefined && !isTime(time)) return;
  // The parent's times are the whole film's: another part's opens its page, this part's is this page's time.
  if (time !== undefined && toOtherPart(p, /** @type {number} */ (time))) return;
  const at = time === undefined ? undefined : /** @type {number} */ (time) - p.partStart;
  if (command === 'seek' && at !== undefined) seekTo(p, at);
  else if (command === 'play') {
    if (at !== undefined) seekTo(p, at);
    state.wantPlaying = true;
    if (!state.skipping) play(p);
    draw(p);
  } else if (command === 'pause') {
    state.wantPlaying = false;
    if (!state.skipping) video.pause();
    if (at !== undefined) seekTo(p, at);
    draw(p);
  } else if (command === 'focus-skip') {
    // The parent page's remote keys: its video area's Down or Right while the button shows.
    if (!ui.skip.hidden) ui.skip.focus();
  } else if (command === 'rate' && typeof rate === 'number' && rate >= 0.5 && rate <= 2) {
    // The default too: a new stream starts at it.
    video.defaultPlaybackRate = rate;
    video.playbackRate = rate;
  }
}

/** @param {Player} p */
export function listenParent(p) {
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== location.origin) return;
    const data = /** @type {unknown} */ (event.data);
    if (!data || typeof data !== 'object' || !('type' in data)) return;
    if (data.type === 'GET_PLAYBACK_STATUS') playerEvent(p, p.video.ended ? 'ended' : playing(p) ? 'play' : 'pause');
    else if (data.type === 'PLAYER_COMMAND') command(p, /** @type {PlayerCommand} */ (data));
  });
}
