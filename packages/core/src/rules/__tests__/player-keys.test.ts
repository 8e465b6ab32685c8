import { describe, expect, it } from 'vitest';
import {
  playerKeyAction,
  SEEK_STEP_S,
  seekTarget,
  type PlayerKeyAction,
  type PlayerKeyContext,
  type PlayerKeyPress,
} from '../player-keys.ts';

const press = (key: string, extra: Partial<PlayerKeyPress> = {}): PlayerKeyPress => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  repeat: false,
  ...extra,
});

const video: PlayerKeyContext = { place: 'video', canControl: true, hasEpisodes: true };
const screen: PlayerKeyContext = { place: 'screen', canControl: true, hasEpisodes: true };
const toggle: PlayerKeyAction = { kind: 'toggle' };
const back: PlayerKeyAction = { kind: 'seek', by: -SEEK_STEP_S };
const forward: PlayerKeyAction = { kind: 'seek', by: SEEK_STEP_S };

describe('playerKeyAction', () => {
  it.each<[string, PlayerKeyPress, PlayerKeyContext, PlayerKeyAction | null]>([
    // The focused video area.
    ['Enter toggles', press('Enter'), video, toggle],
    ['Space toggles', press(' '), video, toggle],
    ['Left seeks back 10 s', press('ArrowLeft'), video, back],
    ['Right seeks forward 10 s', press('ArrowRight'), video, forward],
    ['Up is left to focus', press('ArrowUp'), video, null],
    ['Down is left to focus', press('ArrowDown'), video, null],
    ['Escape is left to Back', press('Escape'), video, null],
    ['Down goes to the skip button while it shows', press('ArrowDown'), { ...video, skipOffered: true }, { kind: 'focus-skip' }],
    [
      'Right goes to the skip button while it shows',
      press('ArrowRight'),
      { ...video, skipOffered: true },
      { kind: 'focus-skip' },
    ],
    ['Left still seeks while it shows', press('ArrowLeft'), { ...video, skipOffered: true }, back],
    ['Up is still left to focus while it shows', press('ArrowUp'), { ...video, skipOffered: true }, null],
    ['a held Down goes to it once', press('ArrowDown', { repeat: true }), { ...video, skipOffered: true }, { kind: 'held' }],
    ['the screen’s Down is not the area’s', press('ArrowDown'), { ...screen, skipOffered: true }, null],
    ['Backspace is left to Back', press('Backspace'), video, null],
    ['a letter is not the player’s', press('k'), video, null],
    ['media keys are the screen’s, not the area’s', press('MediaPlayPause'), video, null],
    // The screen's media keys.
    ['MediaPlayPause toggles', press('MediaPlayPause'), screen, toggle],
    ['MediaPlay plays', press('MediaPlay'), screen, { kind: 'play' }],
    ['MediaPause pauses', press('MediaPause'), screen, { kind: 'pause' }],
    ['MediaRewind seeks back', press('MediaRewind'), screen, back],
    ['MediaFastForward seeks forward', press('MediaFastForward'), screen, forward],
    ['MediaTrackNext: next episode', press('MediaTrackNext'), screen, { kind: 'next-episode' }],
    ['MediaTrackPrevious: previous episode', press('MediaTrackPrevious'), screen, { kind: 'previous-episode' }],
    ['the screen leaves Space to what has focus', press(' '), screen, null],
    ['the screen leaves the arrows to focus', press('ArrowRight'), screen, null],
    // What the frame cannot do is not taken.
    ['no toggle on a frame without commands', press('Enter'), { ...video, canControl: false }, null],
    ['arrows move focus on a frame without commands', press('ArrowLeft'), { ...video, canControl: false }, null],
    ['no media play on a frame without commands', press('MediaPlayPause'), { ...screen, canControl: false }, null],
    ['no media seek on a frame without commands', press('MediaFastForward'), { ...screen, canControl: false }, null],
    [
      'episode keys work on a frame without commands',
      press('MediaTrackNext'),
      { ...screen, canControl: false },
      { kind: 'next-episode' },
    ],
    ['no episode keys on a film', press('MediaTrackNext'), { ...screen, hasEpisodes: false }, null],
    ['no previous episode on a film', press('MediaTrackPrevious'), { ...screen, hasEpisodes: false }, null],
    // Modifiers belong to the browser and the system.
    ['Alt+Left is the browser’s Back', press('ArrowLeft', { altKey: true }), video, null],
    ['Ctrl+Enter', press('Enter', { ctrlKey: true }), video, null],
    ['Meta+Right', press('ArrowRight', { metaKey: true }), video, null],
    ['Shift+Space', press(' ', { shiftKey: true }), video, null],
    // Held keys.
    ['a held seek keeps stepping', press('ArrowRight', { repeat: true }), video, forward],
    ['a held media seek keeps stepping', press('MediaRewind', { repeat: true }), screen, back],
    ['a held toggle acts once', press(' ', { repeat: true }), video, { kind: 'held' }],
    ['a held media toggle acts once', press('MediaPlayPause', { repeat: true }), screen, { kind: 'held' }],
    ['a held episode key acts once', press('MediaTrackNext', { repeat: true }), screen, { kind: 'held' }],
    [
      'a held key the frame cannot obey is still not taken',
      press('Enter', { repeat: true }),
      { ...video, canControl: false },
      null,
    ],
    // Names an object has are not keys.
    ['not a prototype name', press('constructor'), screen, null],
  ])('%s', (_label, keyPress, context, expected) => {
    expect(playerKeyAction(keyPress, context)).toEqual(expected);
  });
});

describe('seekTarget', () => {
  it.each<[string, number, number, number, number]>([
    ['forward', 30, 10, 100, 40],
    ['back', 30, -10, 100, 20],
    ['not before the start', 4, -10, 100, 0],
    ['not past the end', 95, 10, 100, 100],
    ['exactly to the end', 90, 10, 100, 100],
    ['unknown duration (0): only the start bounds it', 95, 10, 0, 105],
    ['a live stream (Infinity): only the start bounds it', 95, 10, Infinity, 105],
    ['a negative duration is unknown', 5, 10, -1, 15],
    ['an unknown position counts as the start', NaN, 10, 100, 10],
  ])('%s', (_label, position, by, duration, expected) => {
    expect(seekTarget(position, by, duration)).toBe(expected);
  });
});
