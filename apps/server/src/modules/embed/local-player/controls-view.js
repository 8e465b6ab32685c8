/// <reference lib="dom" />
/* global document, setTimeout, clearTimeout -- the browser's */
import { bufferedRanges, chapterList, fileDuration, fileTime, playing } from './player.js';
import { chapterAt, chapterMarks, chapterName, formatTime, qualityLabel, seekText } from './rules.js';
import { drawSkip } from './skip-button.js';
import { subtitleTracks } from './subtitle-cues.js';
import { word } from './words.js';

/**
 * Drawing the controls from where playback stands: the play button, the seek bar with its chapter marks and tip,
 * the volume, the menus' buttons, the words over the picture; and the controls' hiding while the video plays.
 */

/** @import { Player } from './player.js' */

/** The controls hide after this long without a move or a key while the video plays. */
const IDLE_MS = 3000;
/** How long a key's word over the picture stays. */
const OSD_MS = 1500;

/**
 * Shows what a key did over the picture for a moment (and has it read out).
 * @param {Player} p
 * @param {string} text
 */
export function say(p, text) {
  p.ui.osd.textContent = text;
  clearTimeout(p.timers.osd);
  p.timers.osd = setTimeout(() => (p.ui.osd.textContent = ''), OSD_MS);
}

/**
 * @param {Player} p
 * @param {boolean} busy
 */
export function showBusy(p, busy) {
  p.ui.spinner.hidden = !busy;
}

/** @param {Player} p */
export function draw(p) {
  const isPlaying = playing(p);
  p.ui.play.setAttribute('aria-label', word(isPlaying ? 'pause' : 'play'));
  p.ui.play.dataset.on = String(isPlaying);
  p.element.dataset.playing = String(isPlaying);
  drawTime(p);
  drawVolume(p);
  pokeIdle(p);
}

/** @param {Player} p */
export function drawTime(p) {
  const { ui, state } = p;
  const duration = fileDuration(p);
  const time = p.view.preview ?? fileTime(p);
  const fraction = duration > 0 ? Math.min(1, time / duration) : 0;
  ui.played.style.width = `${fraction * 100}%`;
  ui.seek.style.setProperty('--at', `${fraction * 100}%`);
  // What the element holds ahead of the playhead, in the file's time.
  const own = time - state.offset;
  const range = bufferedRanges(p).find(([start, end]) => own >= start - 1 && own <= end);
  const heldTo = range && duration > 0 ? Math.min(1, (state.offset + range[1]) / duration) : fraction;
  ui.buffered.style.width = `${Math.max(heldTo, fraction) * 100}%`;
  ui.elapsed.textContent = formatTime(time);
  ui.total.textContent = formatTime(duration);
  ui.seek.setAttribute('aria-valuemax', String(Math.round(duration)));
  ui.seek.setAttribute('aria-valuenow', String(Math.round(time)));
  ui.seek.setAttribute('aria-valuetext', seekText(time, duration, chapterList(p)));
  drawMarks(p, duration);
  drawTip(p);
  drawSkip(p);
}

/**
 * The chapters' marks on the seek bar.
 * @param {Player} p
 * @param {number} duration
 */
function drawMarks(p, duration) {
  if (duration === p.view.marksDuration) return;
  p.view.marksDuration = duration;
  p.ui.marks.replaceChildren(
    ...chapterMarks(chapterList(p), duration).map((at) => {
      const mark = document.createElement('span');
      mark.style.left = `${at * 100}%`;
      return mark;
    }),
  );
}

/**
 * The time and chapter over the seek bar, where it is dragged or pointed at.
 * @param {Player} p
 */
export function drawTip(p) {
  const { seekTip } = p.ui;
  const time = p.view.preview ?? p.view.pointed;
  const duration = fileDuration(p);
  if (time === null || duration <= 0) {
    seekTip.hidden = true;
    return;
  }
  const chapters = chapterList(p);
  const at = chapterAt(chapters, time);
  seekTip.textContent = at < 0 ? formatTime(time) : `${formatTime(time)} · ${chapterName(chapters, at)}`;
  seekTip.style.left = `${Math.min(1, time / duration) * 100}%`;
  seekTip.hidden = false;
}

/** @param {Player} p */
export function drawVolume(p) {
  const { ui, video } = p;
  // While a stream is played through to a seek's point, it is the viewer's sound that shows.
  const muted = p.state.skipping ? p.state.skipping.muted : video.muted;
  const silent = muted || video.volume === 0;
  ui.mute.setAttribute('aria-label', word(silent ? 'unmute' : 'mute'));
  ui.mute.dataset.on = String(silent);
  ui.volume.value = String(muted ? 0 : video.volume);
  ui.volume.setAttribute('aria-valuetext', `${Math.round((muted ? 0 : video.volume) * 100)}%`);
}

/**
 * The menus the file's reply offers: audio with more than one track, quality with more than one.
 * @param {Player} p
 */
export function drawChoices(p) {
  const { ui } = p;
  const reply = p.state.reply;
  ui.audio.hidden = !reply || reply.audio_tracks.length < 2;
  ui.subtitles.hidden = subtitleTracks(p).length === 0 && (reply?.picture_subtitles.length ?? 0) === 0;
  ui.quality.hidden = !reply || reply.qualities.length < 2;
  ui.chapters.hidden = chapterList(p).length < 2;
  p.view.marksDuration = -1;
  if (reply) {
    const track = reply.audio_tracks.find((t) => t.index === reply.audio);
    ui.audio.setAttribute('aria-label', track ? word('audioTrack', { track: track.label }) : word('audio'));
    ui.quality.setAttribute('aria-label', word('qualityChosen', { quality: qualityLabel(reply.quality) }));
  }
}

// —— The controls' hiding while the video plays ——

/**
 * Shows the controls, and hides them again after a while without a move or a key.
 * @param {Player} p
 */
export function pokeIdle(p) {
  p.element.dataset.idle = 'false';
  clearTimeout(p.timers.idle);
  p.timers.idle = setTimeout(() => {
    const busy = p.view.openMenu !== null || !p.ui.info.hidden || p.ui.controls.matches(':hover');
    if (playing(p) && !busy) p.element.dataset.idle = 'true';
  }, IDLE_MS);
}

/** @param {Player} p */
export function watchIdle(p) {
  for (const name of ['pointermove', 'pointerdown', 'keydown', 'focusin']) document.addEventListener(name, () => pokeIdle(p));
}
