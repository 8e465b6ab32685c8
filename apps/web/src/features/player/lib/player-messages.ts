import type { PlaybackTarget } from '@marquee/core';

/**
 * The postMessage protocol common third-party players speak, and the local player too (docs/behaviour.md#playback-sources):
 *   {type: 'PLAYER_EVENT', data: {event, currentTime, duration, tmdbId, mediaType, season, episode}}
 *   {type: 'MEDIA_DATA', data: {[tmdbId]: progress record}}
 * The player page reads both from trusted origins only (use-player-messages.ts); this module only reads shapes,
 * and writes the PLAYER_COMMANDs a page that can be driven obeys.
 */

export interface Progress {
  /** Seconds watched. */
  position: number;
  /** Seconds in the film or episode; 0 when the player does not know yet. */
  duration: number;
}

export interface PlayerEvent extends Progress {
  /** 'play', 'pause', 'timeupdate', 'seeked', 'ended'; 'error' when the frame has nothing to play. */
  event: string;
  tmdbId: number | null;
  mediaType: string | null;
  season: number | null;
  episode: number | null;
  /** Why, for an 'error': a short text (at most 200 characters), or null. */
  message: string | null;
  /**
   * The local player's button over the picture ('Skip intro', 'Next episode'; docs/behaviour.md#player) while it
   * shows, else null; absent from other players.
   */
  skip?: string | null;
}

/** The longest error text read from a player page. */
const MESSAGE_MAX = 200;
/** The longest skip button's label read from a player page. */
const SKIP_MAX = 40;

interface ProgressFields {
  watched?: unknown;
  duration?: unknown;
}

/** One title's progress record in MEDIA_DATA, as players keep it (the fields this app reads are checked on use). */
export interface ProgressRecord {
  progress?: ProgressFields;
  last_updated?: unknown;
  last_season_watched?: unknown;
  last_episode_watched?: unknown;
  show_progress?: Record<string, { season?: unknown; episode?: unknown; progress?: ProgressFields; last_updated?: unknown }>;
  [field: string]: unknown;
}

/** Progress records keyed by TMDB id. */
export type MediaData = Record<string, ProgressRecord>;

export type PlayerMessage = { type: 'PLAYER_EVENT'; data: PlayerEvent } | { type: 'MEDIA_DATA'; data: MediaData };

/** A command for a player page that can be driven (docs/behaviour.md#player-commands); times in seconds. */
export type PlayerCommand =
  | { command: 'play' | 'pause'; time?: number }
  | { command: 'seek'; time: number }
  | { command: 'rate'; rate: number }
  /** The local player's: the focus to its skip button (the frame itself is focused first). */
  | { command: 'focus-skip' };

/** Posts a command to a frame's window, to `origin` only (the page its URL loaded, not one it navigated to). */
export function postPlayerCommand(target: Window, origin: string, command: PlayerCommand): void {
  target.postMessage({ type: 'PLAYER_COMMAND', ...command }, origin);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A number, also when a player sends it as text ('550'); null otherwise. */
function numberOf(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** Some players post their message as JSON text rather than as an object. */
function asObject(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'string') return isObject(data) ? data : null;
  try {
    const parsed: unknown = JSON.parse(data);
    return isObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The message as a PLAYER_EVENT or MEDIA_DATA, or null for anything else (other apps' messages, malformed ones). */
export function readPlayerMessage(raw: unknown): PlayerMessage | null {
  const message = asObject(raw);
  if (!message || !isObject(message.data)) return null;
  const { data } = message;
  if (message.type === 'MEDIA_DATA') {
    const records = Object.fromEntries(
      Object.entries(data).filter((entry): entry is [string, ProgressRecord] => isObject(entry[1])),
    );
    return { type: 'MEDIA_DATA', data: records };
  }
  if (message.type !== 'PLAYER_EVENT' || typeof data.event !== 'string') return null;
  return {
    type: 'PLAYER_EVENT',
    data: {
      event: data.event,
      position: numberOf(data.currentTime) ?? 0,
      duration: numberOf(data.duration) ?? 0,
      // vidlink-style players name the id mtmdbId.
      tmdbId: numberOf(data.tmdbId ?? data.mtmdbId),
      mediaType: typeof data.mediaType === 'string' ? data.mediaType : null,
      season: numberOf(data.season),
      episode: numberOf(data.episode),
      message:
        typeof data.message === 'string' && data.message.trim() !== '' && data.message.length <= MESSAGE_MAX
          ? data.message.trim()
          : null,
      skip: typeof data.skip === 'string' && data.skip.trim() !== '' && data.skip.length <= SKIP_MAX ? data.skip.trim() : null,
    },
  };
}

/** The events a frame sends only while its video plays (or once it played to the end). */
const PLAYING_EVENTS = new Set(['play', 'playing', 'timeupdate', 'ended']);

/**
 * Whether the frame shows that something actually played (docs/behaviour.md#recording): it says it plays, or reports
 * a position past the start. A page that loads, a paused answer to GET_PLAYBACK_STATUS, or an error is not playing.
 */
export function showsPlayback(event: Pick<PlayerEvent, 'event' | 'position' | 'duration'>): boolean {
  if (event.event === 'timeupdate') return event.position > 0;
  return PLAYING_EVENTS.has(event.event);
}

/** Whether an event is about what is playing: what it names must match (players that name nothing are believed). */
export function isAboutTarget(event: PlayerEvent, target: PlaybackTarget): boolean {
  if (event.tmdbId !== null && event.tmdbId !== target.id) return false;
  if (event.mediaType !== null && event.mediaType !== target.type) return false;
  if (target.type === 'movie') return true;
  return (
    (event.season === null || event.season === target.season) && (event.episode === null || event.episode === target.episode)
  );
}

function progressOf(fields: ProgressFields | undefined): Progress | null {
  const position = numberOf(fields?.watched);
  if (position === null) return null;
  return { position, duration: numberOf(fields?.duration) ?? 0 };
}

/** The key of an episode in a record's show_progress. */
export const episodeKey = (season: number, episode: number) => `s${season}e${episode}`;

/** The progress MEDIA_DATA gives for what is playing: the film's, or the episode's; null when it has none. */
export function progressInMediaData(data: MediaData, target: PlaybackTarget): Progress | null {
  const record = data[String(target.id)];
  // A film and a show may share an id: a record that names its type must name this one.
  if (!record || (typeof record.type === 'string' && record.type !== target.type)) return null;
  if (target.type === 'movie') return progressOf(record.progress);
  const episode = record.show_progress?.[episodeKey(target.season, target.episode)];
  return episode ? progressOf(episode.progress) : null;
}
