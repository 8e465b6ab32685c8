import {
  subtitleCueStyle,
  type LanguageCode,
  type PlaybackTarget,
  type SubtitleBackground,
  type SubtitleSize,
} from '@marquee/core';
import { textIn, type TextValues } from '../../http/texts.ts';
import type { LibraryFile } from '../downloads/index.ts';
import { escapeXml } from '../../lib/escape-xml.ts';
import { messageCard, type EmbedPage } from '../../lib/embed-page.ts';
import type { PlayerConfig } from './local-player/player.js';
import { WORDS, type Words } from './local-player/words.js';
import { ICONS } from './local-player-icons.ts';
import { playerScript } from './local-player-script.ts';
import { PLAYER_STYLE } from './local-player-style.ts';
import { subtitleTracks, type EmbeddedSubtitle, type TrackOptions } from './local-player-tracks.ts';
import { rendererFiles } from './styled-subtitle-renderer.ts';

/**
 * The `local` source's page (docs/behaviour.md#playback-sources, docs/playback.md#the-player): a library file of a
 * film or an episode in a player of its own. Its script tells the server what this browser plays, at the file's
 * signed playback URL, and plays the file the way the server answers: the file itself (direct play), or the
 * server's converted stream from a point in it (remux, transcode); its controls run over the whole file either way.
 * It keeps nothing itself; it tells the embedding player page what happens, in the message protocol common
 * third-party players speak, posted to this origin only, always in the file's time:
 *   {type: 'PLAYER_EVENT', data: {event, currentTime, duration, skip, tmdbId, mediaType, season, episode}}
 *     event: play, pause, timeupdate, seeking, seeked, ended, waiting, playing; 'error' (with a message) when there is
 *     nothing to play, or the server or the browser cannot play it; skip: the words of the button over the picture
 *     ('Skip intro', 'Next episode') while it shows, else null;
 *   {type: 'MEDIA_DATA', data: {[tmdbId]: {id, type, progress: {watched, duration}, last_updated,
 *     and for TV last_season_watched, last_episode_watched, show_progress: {s{n}e{n}: {season, episode, progress, last_updated}}}}}
 *     on every state change and every 5 s of playback;
 * and it answers {type: 'GET_PLAYBACK_STATUS'} with a PLAYER_EVENT of the current state. A `#t={seconds}` fragment
 * starts playback there (the player page passes the saved position; the page itself remembers nothing); a
 * `?subtitles={code}` query turns on the subtitles of that language when the file has them, as `?subtitle_mode=` says
 * (rules/subtitle-choice.ts: also as the audio playing changes, until the viewer picks subtitles), `?audio={code}`
 * asks for the audio of that language, and `?subtitle_size=`, `?subtitle_background=` style the subtitles (the player
 * page and the sources route pass the profile's preferences; the page reads no account).
 *
 * It obeys the commands a watch party sends (docs/behaviour.md#player-commands), from its parent page on this
 * origin only: {type: 'PLAYER_COMMAND', command: 'play' | 'pause' | 'seek', time?} and
 * {type: 'PLAYER_COMMAND', command: 'rate', rate} (0.5 to 2); {type: 'PLAYER_COMMAND', command: 'focus-skip'} puts the
 * focus on the skip button while it shows (the parent's remote keys); and it reports stalls as PLAYER_EVENTs 'waiting'
 * and 'playing'. A command with a time that is not a finite number of seconds from 0 is ignored.
 */

const NOT_IN_LIBRARY = /*i18n*/ 'Not in your library';

/**
 * The script's words in `language`, their placeholders left for the script to fill (`{time} of {duration}`). The
 * server's own errors reach it in the request's language already.
 */
export function playerWords(language: LanguageCode): Words {
  let words = wordsByLanguage.get(language);
  if (!words) {
    const translated = Object.entries(WORDS).map(([key, english]) => {
      const placeholders: TextValues = {};
      for (const [whole, name = ''] of english.matchAll(/\{(\w+)\}/g)) placeholders[name] = whole;
      return [key, textIn(language, english, placeholders)];
    });
    words = Object.fromEntries(translated) as Words;
    wordsByLanguage.set(language, words);
  }
  return words;
}

/** The same for every page in a language: made once per language (the page and its script both ask). */
const wordsByLanguage = new Map<LanguageCode, Words>();

/** What the script reports about the title, as third-party players name it. */
function reportedRef(target: PlaybackTarget): PlayerConfig['ref'] {
  return target.type === 'movie'
    ? { tmdbId: target.id, mediaType: 'movie', season: null, episode: null }
    : { tmdbId: target.id, mediaType: 'tv', season: target.season, episode: target.episode };
}

/** Where a title's file goes in the library, for the operator reading 'Not in your library'. */
function expectedPath(target: PlaybackTarget): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return target.type === 'movie' ? `movie/${target.id}.mp4` : `tv/${target.id}/s${pad(target.season)}e${pad(target.episode)}.mp4`;
}

/** A button of the control bar; `extra` are its other attributes (escaped by the caller). */
const button = (id: string, label: string, icon: string, extra = '') =>
  `<button type="button" id="${id}" aria-label="${escapeXml(label)}"${extra}>${icon}</button>`;
const MENU_BUTTON = ' aria-haspopup="menu" aria-expanded="false" aria-controls="menu" hidden';

/**
 * The player: the video, the button that skips an intro, a recap or credits, the controls the script runs, the
 * menus' place and the Playback info panel.
 */
function playerBody(label: string, trackElements: string, partLabel: string | null, language: LanguageCode): string {
  const t = (english: string) => textIn(language, english);
  const words = playerWords(language);
  const controls = [
    '<div class="timeline">',
    '<span class="time" id="elapsed" aria-hidden="true">0:00</span>',
    `<div class="seek" id="seek" role="slider" tabindex="0" aria-label="${escapeXml(t(/*i18n*/ 'Seek'))}" aria-valuemin="0" aria-valuemax="0" aria-valuenow="0" aria-valuetext="0:00">`,
    '<div class="rail"><div class="buffered" id="buffered"></div><div class="played" id="played"></div><div class="marks" id="marks"></div></div>',
    '<span class="tip" id="seek-tip" aria-hidden="true" hidden></span>',
    '</div>',
    '<span class="time" id="total" aria-hidden="true">0:00</span>',
    '</div>',
    '<div class="bar" id="bar">',
    button('play', words.play, ICONS.playPause, ' data-on="false"'),
    button('mute', words.mute, ICONS.volume, ' data-on="false"'),
    `<input type="range" class="volume" id="volume" min="0" max="1" step="0.05" value="1" aria-label="${escapeXml(t(/*i18n*/ 'Volume'))}">`,
    '<span class="spacer"></span>',
    partLabel ? `<span class="part">${escapeXml(partLabel)}</span>` : '',
    button('version', words.version, ICONS.versions, MENU_BUTTON),
    button('chapters', words.chapters, ICONS.chapters, MENU_BUTTON),
    button('subtitles', words.subtitles, ICONS.subtitles, MENU_BUTTON),
    button('audio', words.audio, ICONS.audio, MENU_BUTTON),
    button('quality', words.quality, ICONS.quality, MENU_BUTTON),
    button('info-button', t(/*i18n*/ 'Playback info'), ICONS.info, ' aria-expanded="false" aria-controls="info"'),
    button('fullscreen', words.fullScreen, ICONS.fullscreen, ' data-on="false"'),
    '</div>',
  ].join('');
  const info = [
    '<section class="info" id="info" role="dialog" aria-labelledby="info-title" hidden>',
    `<div class="info-head"><h2 id="info-title">${escapeXml(t(/*i18n*/ 'Playback info'))}</h2>${button('info-close', t(/*i18n*/ 'Close playback info'), ICONS.close)}</div>`,
    '<dl id="info-body"></dl>',
    '</section>',
  ].join('');
  return [
    `<main class="player" id="player" aria-label="${escapeXml(label)}" data-idle="false" data-playing="false">`,
    `<video playsinline preload="metadata">${trackElements}</video>`,
    '<div class="spinner" id="spinner" aria-hidden="true"></div>',
    // Before the controls: the first stop of Tab into the frame while it shows.
    '<button type="button" class="skip" id="skip" hidden></button>',
    // What a key did that shows nowhere else (the subtitle delay's G and H), read out too.
    '<div class="osd" id="osd" role="status" aria-live="polite"></div>',
    `<div class="controls" id="controls">${controls}</div>`,
    '<div class="menu" id="menu" role="menu" hidden></div>',
    info,
    '</main>',
  ].join('');
}

export interface LocalPlayerOptions extends Omit<TrackOptions, 'audioTracks'> {
  /** How big subtitles are drawn, and on what. */
  subtitleSize: SubtitleSize;
  subtitleBackground: SubtitleBackground;
  /** The file's audio tracks as ffprobe read them (none when it has not been read). */
  audioTracks?: TrackOptions['audioTracks'];
  /** BASE_PATH, which the page's own requests start with. */
  basePath: string;
  /** The file's signed playback URL (modules/playback), where the script asks how to play it. */
  playbackUrl: (file: LibraryFile) => string;
  /** The file's own text subtitle tracks (none when it has not been read). */
  embeddedSubtitles?: readonly EmbeddedSubtitle[];
  /** A film's versions and, of one in parts, the part played (embed/film-parts.ts). */
  versions?: PlayerConfig['versions'];
  parts?: PlayerConfig['parts'];
  /** The signed URLs of the fonts attached to the file, for its styled subtitles. */
  fontUrls?: readonly string[];
  /** The episode's intro as its season's shared audio says (docs/playback.md#intros), if found. */
  intro?: { start: number; end: number } | null;
}

/** Whether the page offers a styled subtitle (ASS/SSA), which its renderer draws. */
function hasStyled(file: LibraryFile, embedded: readonly EmbeddedSubtitle[]): boolean {
  return file.subtitles.some((subtitle) => subtitle.format === 'ass') || embedded.some((subtitle) => subtitle.assUrl);
}

/** The page for one title: a player of its library file, or 'Not in your library'. */
export function localPlayerPage(
  target: PlaybackTarget,
  file: LibraryFile | undefined,
  options: LocalPlayerOptions,
  language: LanguageCode,
): EmbedPage {
  const t = (english: string, values?: Record<string, string | number>) => textIn(language, english, values);
  const embedded = options.embeddedSubtitles ?? [];
  const styled = file !== undefined && hasStyled(file, embedded);
  const tracks = file ? subtitleTracks(file, embedded, { ...options, audioTracks: options.audioTracks ?? [] }) : null;
  const config: PlayerConfig = {
    basePath: options.basePath,
    ref: reportedRef(target),
    playbackUrl: file ? options.playbackUrl(file) : null,
    fileKey: file?.relativePath ?? '',
    audioLanguage: options.audioLanguage,
    subtitleDefaults: tracks?.defaults ?? {},
    problem: t(NOT_IN_LIBRARY),
    intro: options.intro ?? null,
    words: playerWords(language),
    language,
    versions: options.versions ?? null,
    parts: options.parts ?? null,
    styled: styled ? { ...rendererFiles(options.basePath), fonts: [...(options.fontUrls ?? [])] } : null,
  };
  // The styled subtitles' renderer (docs/playback.md#subtitles), only where it may be used: its worker, from this
  // server, and WebAssembly, which the renderer's script compiles once to test for it. Its script itself is added by
  // the page's nonce.
  const renderer = styled ? ["worker-src 'self'"] : [];
  const page = (title: string, body: string): EmbedPage => ({
    title,
    body,
    script: playerScript(config),
    // The video's file or stream (blob: for a stream fed through Media Source), and the script's questions to the
    // server (how to play, where a stream starts, its speed).
    allow: ["media-src 'self' blob:", "connect-src 'self'", ...renderer],
    scriptSources: styled ? ["'wasm-unsafe-eval'"] : [],
    style: PLAYER_STYLE + subtitleCueStyle(options.subtitleSize, options.subtitleBackground),
  });
  if (!file) {
    return page(
      t(NOT_IN_LIBRARY),
      messageCard(t(NOT_IN_LIBRARY), [
        t(/*i18n*/ 'This server’s media library has no video for this title.'),
        t(/*i18n*/ 'Its file would be {path} in the media folder (MEDIA_DIR).', { path: expectedPath(target) }),
      ]),
    );
  }
  const parts = options.parts;
  const part = parts ? { part: parts.index + 1, parts: parts.count } : null;
  const partLabel = part ? t(/*i18n*/ 'Part {part} of {parts}', part) : null;
  // Whole sentences, the part within them (only films come in parts): word order differs between languages.
  const label =
    target.type === 'tv'
      ? t(/*i18n*/ 'Season {season}, episode {episode} from your library', { season: target.season, episode: target.episode })
      : part
        ? t(/*i18n*/ 'Film from your library, part {part} of {parts}', part)
        : t(/*i18n*/ 'Film from your library');
  return page(t(/*i18n*/ 'Local Library'), playerBody(label, tracks?.html ?? '', partLabel, language));
}
