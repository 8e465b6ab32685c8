/**
 * The player's keys, a TV remote's or a keyboard's (docs/behaviour.md#remote-and-keyboard): what a key does, and
 * where a seek lands. Keys are named as KeyboardEvent.key names them.
 */

/** How far the seek keys move, in seconds. */
export const SEEK_STEP_S = 10;

/** A key press as the player reads it: the fields of a KeyboardEvent it needs. */
export interface PlayerKeyPress {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  /** The key is held down and the system repeats it. */
  repeat: boolean;
}

/**
 * What a key does. 'held': the key is the player's, but a held key acts once (a second toggle would undo the
 * first), so it is taken without doing anything.
 */
export type PlayerKeyAction =
  | { kind: 'toggle' | 'play' | 'pause' | 'next-episode' | 'previous-episode' | 'held' | 'focus-skip' }
  | { kind: 'seek'; by: number };

export interface PlayerKeyContext {
  /**
   * 'video': the focused video area, which takes Enter, Space and the side arrows; 'screen': anywhere on the
   * player screen, which takes the media keys. Up and Down are neither's: they move focus.
   */
  place: 'video' | 'screen';
  /** Whether the frame obeys play, pause and seek (docs/behaviour.md#player-commands). */
  canControl: boolean;
  /** Whether there are episodes to move between (a show, not a film). */
  hasEpisodes: boolean;
  /**
   * Whether the frame shows a button to skip an intro, a recap or credits (docs/behaviour.md#player): the video
   * area's Down and Right then go to it, in the frame.
   */
  skipOffered?: boolean;
}

const toggle = { kind: 'toggle' } as const;

const VIDEO_KEYS = new Map<string, PlayerKeyAction>([
  ['Enter', toggle],
  [' ', toggle],
  ['ArrowLeft', { kind: 'seek', by: -SEEK_STEP_S }],
  ['ArrowRight', { kind: 'seek', by: SEEK_STEP_S }],
]);

const MEDIA_KEYS = new Map<string, PlayerKeyAction>([
  ['MediaPlayPause', toggle],
  ['MediaPlay', { kind: 'play' }],
  ['MediaPause', { kind: 'pause' }],
  ['MediaRewind', { kind: 'seek', by: -SEEK_STEP_S }],
  ['MediaFastForward', { kind: 'seek', by: SEEK_STEP_S }],
  ['MediaTrackPrevious', { kind: 'previous-episode' }],
  ['MediaTrackNext', { kind: 'next-episode' }],
]);

/**
 * What a key press does on the player, or null when it is not the player's: the caller then leaves the event
 * alone (not prevented), so focus can still move with it. A key with a modifier is never the player's (Alt+Left
 * is the browser's Back); nor is a playback key when the frame cannot be driven, nor an episode key on a film.
 */
export function playerKeyAction(press: PlayerKeyPress, context: PlayerKeyContext): PlayerKeyAction | null {
  if (press.altKey || press.ctrlKey || press.metaKey || press.shiftKey) return null;
  if (context.place === 'video' && context.skipOffered && (press.key === 'ArrowDown' || press.key === 'ArrowRight')) {
    return press.repeat ? { kind: 'held' } : { kind: 'focus-skip' };
  }
  const action = (context.place === 'video' ? VIDEO_KEYS : MEDIA_KEYS).get(press.key);
  if (!action) return null;
  const episodic = action.kind === 'next-episode' || action.kind === 'previous-episode';
  if (episodic ? !context.hasEpisodes : !context.canControl) return null;
  // Held down, a seek keeps stepping; anything else acts once per press.
  if (press.repeat && action.kind !== 'seek') return { kind: 'held' };
  return action;
}

/**
 * Where a seek of `by` seconds from `position` lands: not before the start, nor past the end when the duration
 * is known (a duration of 0 or less is not).
 */
export function seekTarget(position: number, by: number, duration: number): number {
  const from = Number.isFinite(position) ? position : 0;
  const to = Math.max(0, from + by);
  return Number.isFinite(duration) && duration > 0 ? Math.min(to, duration) : to;
}
