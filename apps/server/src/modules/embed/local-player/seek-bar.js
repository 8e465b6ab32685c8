/// <reference lib="dom" />
/* global document -- the browser's */
import { drawTime, drawTip } from './controls-view.js';
import { fileDuration, fileTime } from './player.js';
import { keySeek, SEEK_PAGE_S, SEEK_STEP_S, seekTo } from './seeking.js';

/**
 * The seek bar over the whole file, by pointer and keys; the skip button over it; and a remote's arrows between them
 * and the row of buttons.
 */

/** @import { Player } from './player.js' */

/**
 * @param {Player} p
 * @param {PointerEvent} event
 */
function pointerTime(p, event) {
  const box = p.ui.seek.getBoundingClientRect();
  return Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) * fileDuration(p);
}

/** @param {Player} p */
function listenPointer(p) {
  const { ui, view } = p;
  ui.seek.addEventListener('pointerdown', (event) => {
    if (fileDuration(p) <= 0) return;
    ui.seek.setPointerCapture(event.pointerId);
    view.preview = pointerTime(p, event);
    drawTime(p);
  });
  ui.seek.addEventListener('pointermove', (event) => {
    if (fileDuration(p) <= 0) return;
    if (view.preview === null) {
      view.pointed = pointerTime(p, event);
      return drawTip(p);
    }
    view.preview = pointerTime(p, event);
    drawTime(p);
  });
  ui.seek.addEventListener('pointerleave', () => {
    view.pointed = null;
    drawTip(p);
  });
  ui.seek.addEventListener('pointerup', () => {
    if (view.preview === null) return;
    const to = view.preview;
    view.preview = null;
    seekTo(p, to);
  });
  ui.seek.addEventListener('pointercancel', () => {
    view.preview = null;
    drawTime(p);
  });
}

/** @param {Player} p */
function listenKeys(p) {
  const { ui } = p;
  /** @type {Record<string, (time: number) => number>} */
  const seekKeys = {
    ArrowLeft: (t) => t - SEEK_STEP_S,
    ArrowRight: (t) => t + SEEK_STEP_S,
    PageDown: (t) => t - SEEK_PAGE_S,
    PageUp: (t) => t + SEEK_PAGE_S,
    Home: () => 0,
    End: () => fileDuration(p),
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
    const step = seekKeys[event.key];
    if (!step) return;
    event.preventDefault();
    event.stopPropagation();
    keySeek(p, step(p.view.preview ?? fileTime(p)));
  });

  // The buttons in a row for a remote's arrows: left and right go along it, up to the seek bar. The volume slider
  // keeps its own arrows (a television has its own volume).
  ui.bar.addEventListener('keydown', (event) => {
    const from = /** @type {HTMLElement} */ (event.target);
    if (from === ui.volume && event.key !== 'ArrowUp') return;
    // Left is the button on the left: the one before in a row laid out left to right, the one after right to left.
    const forward = document.dir === 'rtl' ? -1 : 1;
    const along = { ArrowLeft: -forward, ArrowRight: forward }[event.key];
    if (event.key === 'ArrowUp') ui.seek.focus();
    else if (along !== undefined) {
      const controls = /** @type {HTMLElement[]} */ (Array.from(ui.bar.querySelectorAll('button'))).filter(
        (control) => !control.hidden,
      );
      controls[controls.indexOf(from) + along]?.focus();
    } else return;
    event.preventDefault();
  });
}

/** @param {Player} p */
export function listenSkipButton(p) {
  const { ui } = p;
  // A skip is a seek like any other: a watch party follows it. 'Next episode' goes to the end, where the player page
  // moves on as at any end.
  ui.skip.addEventListener('click', () => {
    if (!p.view.offer) return;
    seekTo(p, p.view.offer.to);
  });
  ui.skip.addEventListener('keydown', (event) => {
    // Below the button are the controls.
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    ui.seek.focus();
  });
}

/** @param {Player} p */
export function listenSeekBar(p) {
  listenPointer(p);
  listenKeys(p);
}
