/// <reference lib="dom" />
/* global document -- the browser's */
import { draw, drawVolume } from './controls-view.js';
import { fileTime, playing } from './player.js';
import { closePopups } from './popups.js';
import { loadStream, play } from './stream-source.js';
import { word } from './words.js';

/** Play and pause, the sound, and full screen: their buttons, and the picture's click and tap. */

/** @import { Player } from './player.js' */

/**
 * While a stream is played through to a seek's point, only the wish changes: it is obeyed on arrival.
 * @param {Player} p
 */
export function togglePlay(p) {
  const { state, video } = p;
  if (playing(p)) {
    state.wantPlaying = false;
    if (!state.skipping) video.pause();
  } else {
    state.wantPlaying = true;
    if (state.converted && video.ended) void loadStream(p, fileTime(p));
    else if (!state.skipping) play(p);
  }
  draw(p);
}

/** @param {Player} p */
export function toggleFullscreen(p) {
  if (document.fullscreenElement) void document.exitFullscreen();
  else if (document.fullscreenEnabled) void p.element.requestFullscreen().catch(() => undefined);
}

/** @param {Player} p */
function listenPlay(p) {
  const { ui, video } = p;
  ui.play.addEventListener('click', () => togglePlay(p));
  // A tap on the picture while the controls are hidden brings them back; a click, or a tap while they show, plays or pauses.
  document.addEventListener(
    'pointerdown',
    (event) => (p.view.wokenByTap = event.pointerType !== 'mouse' && p.element.dataset.idle === 'true'),
    { capture: true },
  );
  video.addEventListener('click', () => {
    if (p.view.openMenu || !ui.info.hidden) closePopups(p);
    else if (!p.view.wokenByTap) togglePlay(p);
  });
  video.addEventListener('dblclick', () => toggleFullscreen(p));
}

/** @param {Player} p */
function listenSound(p) {
  const { ui, video, state } = p;
  ui.mute.addEventListener('click', () => {
    if (state.skipping) {
      state.skipping.muted = !state.skipping.muted;
      return drawVolume(p);
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
}

/** @param {Player} p */
function listenFullscreen(p) {
  const { ui } = p;
  if (!document.fullscreenEnabled) ui.fullscreen.hidden = true;
  ui.fullscreen.addEventListener('click', () => toggleFullscreen(p));
  document.addEventListener('fullscreenchange', () => {
    const full = document.fullscreenElement !== null;
    ui.fullscreen.setAttribute('aria-label', word(full ? 'exitFullScreen' : 'fullScreen'));
    ui.fullscreen.dataset.on = String(full);
  });
}

/** @param {Player} p */
export function listenPlayControls(p) {
  listenPlay(p);
  listenSound(p);
  listenFullscreen(p);
}
