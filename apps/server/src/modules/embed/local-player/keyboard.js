/// <reference lib="dom" />
/* global document -- the browser's */
import { say } from './controls-view.js';
import { fileTime } from './player.js';
import { togglePlay, toggleFullscreen } from './play-controls.js';
import { closePopups } from './popups.js';
import { delayText, steppedDelay } from './rules.js';
import { keySeek, SEEK_STEP_S } from './seeking.js';
import { setDelay, subtitleTracks } from './subtitle-cues.js';

/** Keys anywhere in the page: play, seek, full screen, mute, the subtitle delay, and Escape out of a popup. */

/** @import { Player } from './player.js' */

/** @param {Player} p */
export function listenKeyboard(p) {
  const { ui, video } = p;
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      if (p.view.openMenu || !ui.info.hidden) {
        event.preventDefault();
        closePopups(p);
      }
      return;
    }
    // Keys on a control are the control's (Space presses a button); elsewhere they drive the video.
    const target = /** @type {HTMLElement} */ (event.target);
    if (target !== document.body && target !== video && target !== p.element) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === ' ' || event.key === 'k' || event.key === 'Enter') togglePlay(p);
    // The skip button shows without taking the focus; a remote's first Down or Right reaches it.
    else if ((event.key === 'ArrowDown' || event.key === 'ArrowRight') && !ui.skip.hidden) ui.skip.focus();
    else if (event.key === 'ArrowLeft') keySeek(p, (p.view.preview ?? fileTime(p)) - SEEK_STEP_S);
    else if (event.key === 'ArrowRight') keySeek(p, (p.view.preview ?? fileTime(p)) + SEEK_STEP_S);
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') ui.play.focus();
    else if (event.key === 'f') toggleFullscreen(p);
    // The subtitle delay, as VLC has it: G earlier, H later.
    else if ((event.key === 'g' || event.key === 'h') && subtitleTracks(p).length > 0) {
      setDelay(p, steppedDelay(p.subtitles.delay, event.key === 'g' ? -0.1 : 0.1));
      say(p, delayText(p.subtitles.delay));
    } else if (event.key === 'm') ui.mute.click();
    else return;
    event.preventDefault();
  });
}
