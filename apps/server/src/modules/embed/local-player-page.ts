import { languageName, type PlaybackTarget } from '@marquee/core';
import type { LibraryFile } from '../downloads/index.ts';
import type { StoredSubtitle } from '../library/index.ts';
import { escapeXml } from '../../lib/escape-xml.ts';
import { messageCard, scriptValue, type EmbedPage } from '../../lib/embed-page.ts';

/**
 * The `local` source's page (docs/behaviour.md#playback-sources): the library's file of a film or an episode in an
 * HTML5 video element. It keeps nothing itself; it tells the embedding player page what happens, in the message
 * protocol common third-party players speak, posted to this origin only:
 *   {type: 'PLAYER_EVENT', data: {event, currentTime, duration, tmdbId, mediaType, season, episode}}
 *     event: play, pause, timeupdate, seeked, ended; 'error' (with a message) when there is nothing to play;
 *   {type: 'MEDIA_DATA', data: {[tmdbId]: {id, type, progress: {watched, duration}, last_updated,
 *     and for TV last_season_watched, last_episode_watched, show_progress: {s{n}e{n}: {season, episode, progress, last_updated}}}}}
 *     on every state change and every 5 s of playback;
 * and it answers {type: 'GET_PLAYBACK_STATUS'} with a PLAYER_EVENT of the current state. A `#t={seconds}` fragment
 * starts playback there (the player page passes the saved position; the page itself remembers nothing).
 *
 * It obeys the commands a watch party sends (docs/behaviour.md#player-commands), from its parent page on this
 * origin only: {type: 'PLAYER_COMMAND', command: 'play' | 'pause' | 'seek', time?} and
 * {type: 'PLAYER_COMMAND', command: 'rate', rate} (0.5 to 2); and it reports stalls as PLAYER_EVENTs 'waiting'
 * and 'playing'. A command with a time that is not a finite number of seconds from 0 is ignored.
 */

const NOT_IN_LIBRARY = 'Not in your library';

/** Seconds of playback between two MEDIA_DATA progress records. */
const PROGRESS_RECORD_EVERY_S = 5;

const SCRIPT = (ref: object) => `
(() => {
  const ref = ${scriptValue(ref)};
  const post = (type, data) => window.parent.postMessage({ type, data }, location.origin);
  const fail = (message) => post('PLAYER_EVENT', { event: 'error', message, currentTime: 0, duration: 0, ...ref });
  const video = document.querySelector('video');
  if (!video) return fail(${scriptValue(NOT_IN_LIBRARY)});

  const duration = () => (Number.isFinite(video.duration) ? video.duration : 0);
  const playerEvent = (event) => post('PLAYER_EVENT', { event, currentTime: video.currentTime, duration: duration(), ...ref });
  const mediaData = () => {
    const now = Date.now();
    const progress = { watched: video.currentTime, duration: duration() };
    const record = { id: ref.tmdbId, type: ref.mediaType, progress, last_updated: now };
    if (ref.mediaType === 'tv') {
      record.last_season_watched = ref.season;
      record.last_episode_watched = ref.episode;
      record.show_progress = { ['s' + ref.season + 'e' + ref.episode]: { season: ref.season, episode: ref.episode, progress, last_updated: now } };
    }
    post('MEDIA_DATA', { [ref.tmdbId]: record });
  };

  let recordedAt = -Infinity;
  const record = () => { recordedAt = video.currentTime; mediaData(); };
  for (const name of ['play', 'pause', 'seeked', 'ended']) video.addEventListener(name, () => { playerEvent(name); record(); });
  video.addEventListener('timeupdate', () => {
    playerEvent('timeupdate');
    if (Math.abs(video.currentTime - recordedAt) >= ${PROGRESS_RECORD_EVERY_S}) record();
  });
  video.addEventListener('error', () => fail('This video cannot be played in this browser'));

  for (const name of ['waiting', 'playing']) video.addEventListener(name, () => playerEvent(name));

  const isTime = (time) => typeof time === 'number' && Number.isFinite(time) && time >= 0;
  const command = ({ command, time, rate }) => {
    if (time !== undefined && !isTime(time)) return;
    if (command === 'seek' && isTime(time)) video.currentTime = time;
    else if (command === 'play') {
      if (time !== undefined) video.currentTime = time;
      // A browser may refuse to start sound without a gesture: the page says it stayed paused.
      video.play().catch(() => playerEvent('pause'));
    } else if (command === 'pause') {
      video.pause();
      if (time !== undefined) video.currentTime = time;
    } else if (command === 'rate' && typeof rate === 'number' && rate >= 0.5 && rate <= 2) video.playbackRate = rate;
  };

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== location.origin) return;
    const data = event.data;
    if (!data || typeof data !== 'object') return;
    if (data.type === 'GET_PLAYBACK_STATUS') playerEvent(video.ended ? 'ended' : video.paused ? 'pause' : 'play');
    else if (data.type === 'PLAYER_COMMAND') command(data);
  });

  const start = Number((/(?:^#|&)t=(\\d+(?:\\.\\d+)?)/.exec(location.hash) || [])[1]);
  if (start > 0) video.addEventListener('loadedmetadata', () => { if (start < duration()) video.currentTime = start; }, { once: true });
})();
`;

/** What the script reports about the title, as third-party players name it. */
function reportedRef(target: PlaybackTarget) {
  return target.type === 'movie'
    ? { tmdbId: target.id, mediaType: 'movie', season: null, episode: null }
    : { tmdbId: target.id, mediaType: 'tv', season: target.season, episode: target.episode };
}

/** Where a title's file goes in the library, for the operator reading 'Not in your library'. */
function expectedPath(target: PlaybackTarget): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return target.type === 'movie' ? `movie/${target.id}.mp4` : `tv/${target.id}/s${pad(target.season)}e${pad(target.episode)}.mp4`;
}

/**
 * The subtitle files beside the video as its tracks, each named by its language ('English', 'French (forced)',
 * 'English (SDH)'); formats the browser cannot read (ASS, SSA) are left out. None is on by default.
 */
function tracks(file: LibraryFile, subtitleUrl: (subtitle: StoredSubtitle) => string): string {
  return file.subtitles
    .filter((subtitle) => subtitle.format !== 'other')
    .map((subtitle) => {
      const language = subtitle.language ? languageName(subtitle.language) : 'Unknown language';
      const label = `${language}${subtitle.forced ? ' (forced)' : ''}${subtitle.sdh ? ' (SDH)' : ''}`;
      const srclang = subtitle.language ? ` srclang="${escapeXml(subtitle.language)}"` : '';
      return `<track kind="subtitles" src="${escapeXml(subtitleUrl(subtitle))}"${srclang} label="${escapeXml(label)}">`;
    })
    .join('');
}

/** The page for one title: its preferred library file in a video element, or 'Not in your library'. */
export function localPlayerPage(
  target: PlaybackTarget,
  file: LibraryFile | undefined,
  fileUrl: (file: LibraryFile) => string,
  subtitleUrl: (subtitle: StoredSubtitle) => string,
): EmbedPage {
  const label =
    target.type === 'movie' ? 'Film from your library' : `Season ${target.season}, episode ${target.episode} from your library`;
  const body = file
    ? `<video src="${escapeXml(fileUrl(file))}" controls autoplay playsinline preload="metadata" aria-label="${escapeXml(label)}">${tracks(file, subtitleUrl)}</video>`
    : messageCard(NOT_IN_LIBRARY, [
        'This server’s media library has no video for this title.',
        `Its file would be ${expectedPath(target)} in the media folder (MEDIA_DIR).`,
      ]);
  return {
    title: file ? 'Local Library' : NOT_IN_LIBRARY,
    body,
    script: SCRIPT(reportedRef(target)),
    allow: ["media-src 'self'"],
  };
}
