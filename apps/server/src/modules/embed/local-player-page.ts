import {
  browserPlayability,
  describeVideoFormat,
  languageName,
  UNPLAYABLE_FORMAT,
  type PlaybackTarget,
  type VideoFormat,
} from '@marquee/core';
import type { LibraryFile } from '../downloads/index.ts';
import type { StoredSubtitle } from '../library/index.ts';
import { escapeXml } from '../../lib/escape-xml.ts';
import { messageCard, scriptValue, type EmbedPage } from '../../lib/embed-page.ts';

/**
 * The `local` source's page (docs/behaviour.md#playback-sources): the library's file of a film or an episode in an
 * HTML5 video element. It keeps nothing itself; it tells the embedding player page what happens, in the message
 * protocol common third-party players speak, posted to this origin only:
 *   {type: 'PLAYER_EVENT', data: {event, currentTime, duration, tmdbId, mediaType, season, episode}}
 *     event: play, pause, timeupdate, seeked, ended; 'error' (with a message) when there is nothing to play, or
 *     nothing the browser can play;
 *   {type: 'MEDIA_DATA', data: {[tmdbId]: {id, type, progress: {watched, duration}, last_updated,
 *     and for TV last_season_watched, last_episode_watched, show_progress: {s{n}e{n}: {season, episode, progress, last_updated}}}}}
 *     on every state change and every 5 s of playback;
 * and it answers {type: 'GET_PLAYBACK_STATUS'} with a PLAYER_EVENT of the current state. A `#t={seconds}` fragment
 * starts playback there (the player page passes the saved position; the page itself remembers nothing), and a
 * `?subtitles={code}` query turns on the subtitles of that language when the file has them (the player page passes
 * the profile's preference; the page reads no account).
 *
 * A file no browser plays (docs/behaviour.md#library: HEVC, AVI, …, told by its header) is not tried: the page says
 * so with its format, and reports the error. Any other file is tried, and when the browser cannot play it after
 * all the page says the same, with the format as far as it is known.
 *
 * It obeys the commands a watch party sends (docs/behaviour.md#player-commands), from its parent page on this
 * origin only: {type: 'PLAYER_COMMAND', command: 'play' | 'pause' | 'seek', time?} and
 * {type: 'PLAYER_COMMAND', command: 'rate', rate} (0.5 to 2); and it reports stalls as PLAYER_EVENTs 'waiting'
 * and 'playing'. A command with a time that is not a finite number of seconds from 0 is ignored.
 */

const NOT_IN_LIBRARY = 'Not in your library';
/** What to do with a file no browser plays, under its format. */
const CONVERT_HINT = 'Converted to MP4 with H.264 video and AAC sound, it plays in every browser.';
const NOT_LOADED = 'The video could not be loaded';
const NOT_LOADED_HINT = 'The server stopped sending it. Try again in a moment.';

/** Seconds of playback between two MEDIA_DATA progress records. */
const PROGRESS_RECORD_EVERY_S = 5;

interface ScriptValues {
  /** The error the page reports at once when it has no video (its card says why). */
  problem: string;
  /** The file's format as the page names it when the browser cannot play it after all. */
  format: string;
}

const SCRIPT = (ref: object, { problem, format }: ScriptValues) => `
(() => {
  const ref = ${scriptValue(ref)};
  const post = (type, data) => window.parent.postMessage({ type, data }, location.origin);
  const fail = (message) => post('PLAYER_EVENT', { event: 'error', message, currentTime: 0, duration: 0, ...ref });
  const video = document.querySelector('video');
  if (!video) return fail(${scriptValue(problem)});

  // The card messageCard renders, in place of the video.
  const showCard = (heading, lines) => {
    const card = document.createElement('main');
    card.className = 'card';
    const title = document.createElement('h1');
    title.textContent = heading;
    card.append(title, ...lines.map((line, i) => {
      const p = document.createElement('p');
      p.textContent = line;
      if (i > 0) p.className = 'when-tall';
      return p;
    }));
    video.replaceWith(card);
  };

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
  video.addEventListener('error', () => {
    // A connection that broke says nothing about the format; anything else means the browser cannot play it.
    if (video.error && video.error.code === MediaError.MEDIA_ERR_NETWORK) {
      showCard(${scriptValue(NOT_LOADED)}, [${scriptValue(NOT_LOADED_HINT)}]);
      return fail(${scriptValue(NOT_LOADED)});
    }
    showCard(${scriptValue(UNPLAYABLE_FORMAT)}, [${scriptValue(format)}, ${scriptValue(CONVERT_HINT)}]);
    fail(${scriptValue(`${UNPLAYABLE_FORMAT} (${format})`)});
  });

  // The subtitles the profile prefers, marked default by the page: shown from the start. The viewer may pick others.
  const preferred = video.querySelector('track[default]');
  if (preferred) preferred.track.mode = 'showing';

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
 * Which of the subtitles in `language` is on from the start: the plain ones first, then those for the deaf and hard
 * of hearing; forced ones (only the foreign lines) last, as they are what a viewer without subtitles gets.
 */
function preferredSubtitle(subtitles: StoredSubtitle[], language: string): StoredSubtitle | undefined {
  const rank = (subtitle: StoredSubtitle) => (subtitle.forced ? 2 : subtitle.sdh ? 1 : 0);
  const ofLanguage = subtitles.filter((subtitle) => language !== '' && subtitle.language === language);
  return ofLanguage.sort((a, b) => rank(a) - rank(b))[0];
}

/**
 * The subtitle files beside the video as its tracks, each named by its language ('English', 'French (forced)',
 * 'English (SDH)'); formats the browser cannot read (ASS, SSA) are left out. Only the preferred language's is on.
 */
function tracks(file: LibraryFile, subtitleLanguage: string, subtitleUrl: (subtitle: StoredSubtitle) => string): string {
  const readable = file.subtitles.filter((subtitle) => subtitle.format !== 'other');
  const on = preferredSubtitle(readable, subtitleLanguage);
  return readable
    .map((subtitle) => {
      const language = subtitle.language ? languageName(subtitle.language) : 'Unknown language';
      const label = `${language}${subtitle.forced ? ' (forced)' : ''}${subtitle.sdh ? ' (SDH)' : ''}`;
      const srclang = subtitle.language ? ` srclang="${escapeXml(subtitle.language)}"` : '';
      const isDefault = subtitle === on ? ' default' : '';
      return `<track kind="subtitles" src="${escapeXml(subtitleUrl(subtitle))}"${srclang} label="${escapeXml(label)}"${isDefault}>`;
    })
    .join('');
}

/** A library file, with the format its header tells. */
export interface LocalVideo {
  file: LibraryFile;
  format: VideoFormat;
}

export interface LocalPlayerOptions {
  /** The subtitles to turn on: '' for none, else an ISO 639-1 code. */
  subtitleLanguage: string;
  fileUrl: (file: LibraryFile) => string;
  subtitleUrl: (subtitle: StoredSubtitle) => string;
}

/**
 * The page for one title: its preferred library file in a video element; 'Not in your library'; or, for a file no
 * browser plays, what its format is.
 */
export function localPlayerPage(target: PlaybackTarget, video: LocalVideo | undefined, options: LocalPlayerOptions): EmbedPage {
  const ref = reportedRef(target);
  const page = (title: string, body: string, values: ScriptValues): EmbedPage => ({
    title,
    body,
    script: SCRIPT(ref, values),
    allow: ["media-src 'self'"],
  });
  if (!video) {
    const body = messageCard(NOT_IN_LIBRARY, [
      'This server’s media library has no video for this title.',
      `Its file would be ${expectedPath(target)} in the media folder (MEDIA_DIR).`,
    ]);
    return page(NOT_IN_LIBRARY, body, { problem: NOT_IN_LIBRARY, format: '' });
  }
  const format = describeVideoFormat(video.format);
  if (browserPlayability(video.format) === 'unplayable') {
    const body = messageCard(UNPLAYABLE_FORMAT, [format, CONVERT_HINT]);
    return page(UNPLAYABLE_FORMAT, body, { problem: `${UNPLAYABLE_FORMAT} (${format})`, format });
  }
  const { file } = video;
  const label =
    target.type === 'movie' ? 'Film from your library' : `Season ${target.season}, episode ${target.episode} from your library`;
  const body = `<video src="${escapeXml(options.fileUrl(file))}" controls autoplay playsinline preload="metadata" aria-label="${escapeXml(label)}">${tracks(file, options.subtitleLanguage, options.subtitleUrl)}</video>`;
  return page('Local Library', body, { problem: NOT_IN_LIBRARY, format });
}
