/// <reference lib="dom" />
/* global window, location -- the browser's */
import { filmDuration, filmTime, fileTime } from './player.js';
import { skipLabel } from './skip-button.js';

/**
 * Messages to the parent page: the player's events, in the whole film's time, and the progress records the app
 * resumes from. The protocol is local-player-page.ts's.
 */

/** @import { Player, PlayerConfig } from './player.js' */

/** Seconds of playback between two MEDIA_DATA progress records. */
const PROGRESS_RECORD_EVERY_S = 5;

/**
 * @param {string} type
 * @param {unknown} data
 */
const post = (type, data) => window.parent.postMessage({ type, data }, location.origin);

/**
 * Tells the parent page the player failed.
 * @param {PlayerConfig['ref']} ref
 * @param {string} message
 */
export const fail = (ref, message) => post('PLAYER_EVENT', { event: 'error', message, currentTime: 0, duration: 0, ...ref });

/**
 * @param {Player} p
 * @param {string} event
 */
export const playerEvent = (p, event) =>
  post('PLAYER_EVENT', {
    event,
    currentTime: filmTime(p),
    duration: filmDuration(p),
    skip: skipLabel(p),
    // How the file plays, for the admins' Activity (the app's use-activity-report.ts reads them).
    method: p.state.reply?.plan.method ?? null,
    reasons: p.state.reply?.plan.reasons ?? [],
    ...p.ref,
  });

/** @param {Player} p */
function mediaData(p) {
  const { ref } = p;
  const now = Date.now();
  const progress = { watched: filmTime(p), duration: filmDuration(p) };
  /** @type {Record<string, unknown>} */
  const record = { id: ref.tmdbId, type: ref.mediaType, progress, last_updated: now };
  if (ref.mediaType === 'tv') {
    record.last_season_watched = ref.season;
    record.last_episode_watched = ref.episode;
    record.show_progress = {
      ['s' + ref.season + 'e' + ref.episode]: { season: ref.season, episode: ref.episode, progress, last_updated: now },
    };
  }
  post('MEDIA_DATA', { [ref.tmdbId]: record });
}

/** @param {Player} p */
function record(p) {
  p.state.recordedAt = fileTime(p);
  mediaData(p);
}

/**
 * Records progress when it moved far enough since the last record.
 * @param {Player} p
 */
export function recordProgress(p) {
  if (Math.abs(fileTime(p) - p.state.recordedAt) >= PROGRESS_RECORD_EVERY_S) record(p);
}

/**
 * An event the app records progress at.
 * @param {Player} p
 * @param {string} event
 */
export function report(p, event) {
  playerEvent(p, event);
  record(p);
}

/**
 * Tells the parent page whether it plays, when that changed: a new source's own play is not news. The first
 * source always says where it stands, playing or not: a watch party that starts from this player takes its moment
 * from what it last heard, and a player paused before its file loaded would otherwise have said nothing.
 * @param {Player} p
 */
export function syncPlayState(p) {
  const now = !p.video.paused;
  if (now === p.state.reportedPlaying) return;
  const first = p.state.reportedPlaying === null;
  p.state.reportedPlaying = now;
  if (first && !now) playerEvent(p, 'pause');
  else report(p, now ? 'play' : 'pause');
}
