/// <reference lib="dom" />
/* global window -- the browser's */
import { readDelay, shiftedCue } from './rules.js';
import { styledSubtitles } from './styled-subtitles.js';

/**
 * Subtitles: their cues follow the stream's start, and the viewer's delay (cached in this browser per file); the
 * subtitles the page and the audio choose show until the viewer picks some.
 */

/** @import { PlaybackReply } from '@marquee/core' */
/** @import { Player } from './player.js' */

/**
 * This browser's storage of the page's origin: none in a frame whose sandbox keeps it out, or when it is full.
 * @param {string} key
 */
function storedItem(key) {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
/**
 * @param {string} key
 * @param {string | null} value null to forget it
 */
function storeItem(key, value) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Not stored: the delay holds for this viewing only.
  }
}

/** @param {Player} p */
const delayKey = (p) => `marquee.subtitle-delay:${p.config.fileKey}`;

/** @param {Player} p */
export const subtitleTracks = (p) => Array.from(p.video.textTracks).filter((track) => track.kind === 'subtitles');

/** @param {Player} p */
export function shiftCues(p) {
  const offset = (p.state.converted ? p.state.offset : 0) - p.subtitles.delay;
  const { cueTimes } = p.subtitles;
  for (const track of Array.from(p.video.textTracks)) {
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
  p.subtitles.styled.follow(offset);
}

/**
 * @param {Player} p
 * @param {number} delay
 */
export function setDelay(p, delay) {
  p.subtitles.delay = delay;
  storeItem(delayKey(p), delay === 0 ? null : String(delay));
  shiftCues(p);
}

/**
 * @param {Player} p
 * @param {TextTrack | null} on
 */
export function showSubtitles(p, on) {
  for (const track of subtitleTracks(p)) track.mode = track === on ? 'showing' : 'disabled';
  shiftCues(p);
}

/**
 * The subtitles the profile's mode chooses for the audio playing, until the viewer picks subtitles in this viewing.
 * @param {Player} p
 * @param {PlaybackReply} reply
 */
export function followAudio(p, reply) {
  const language = reply.audio_tracks.find((track) => track.index === reply.audio)?.language ?? '';
  const index = p.config.subtitleDefaults[language];
  if (p.subtitles.picked || index === undefined) return;
  showSubtitles(p, subtitleTracks(p)[index] ?? null);
}

/** @param {Player} p */
export function startSubtitles(p) {
  const { video } = p;
  p.subtitles.styled = styledSubtitles(video, p.config.styled);
  p.subtitles.delay = readDelay(storedItem(delayKey(p)));
  for (const element of Array.from(video.querySelectorAll('track'))) element.addEventListener('load', () => shiftCues(p));
  // The subtitles the profile's mode chooses for the audio that plays first, marked default by the page: shown from
  // the start.
  const preferred = /** @type {HTMLTrackElement | null} */ (video.querySelector('track[default]'));
  if (preferred) preferred.track.mode = 'showing';
}
