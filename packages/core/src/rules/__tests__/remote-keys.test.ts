import { describe, expect, it } from 'vitest';
import {
  arrowDirection,
  backAction,
  choiceStep,
  controlKeepsArrow,
  isBackKey,
  type FocusDirection,
  type FocusedControl,
} from '../remote-keys.ts';

describe('arrowDirection', () => {
  it.each([
    ['ArrowUp', 'up'],
    ['ArrowDown', 'down'],
    ['ArrowLeft', 'left'],
    ['ArrowRight', 'right'],
    ['Enter', null],
    ['Up', null],
    ['toString', null],
    ['', null],
  ])('%s → %s', (key, direction) => {
    expect(arrowDirection(key)).toBe(direction);
  });
});

describe('isBackKey', () => {
  it.each([
    ['Escape', 0, true],
    ['Backspace', 0, true],
    ['BrowserBack', 0, true],
    ['GoBack', 0, true],
    ['XF86Back', 0, true],
    ['Unidentified', 461, true],
    ['Unidentified', 10009, true],
    ['Unidentified', 8, false],
    ['Enter', 13, false],
    ['Delete', 46, false],
  ])('%s (%i) → %s', (key, keyCode, back) => {
    expect(isBackKey(key, keyCode)).toBe(back);
  });
});

const middle = { atStart: false, atEnd: false };
const start = { atStart: true, atEnd: false };
const end = { atStart: false, atEnd: true };
const empty = { atStart: true, atEnd: true };

describe('controlKeepsArrow', () => {
  it.each<[FocusedControl, FocusDirection, typeof middle, boolean]>([
    ['other', 'up', middle, false],
    ['other', 'left', middle, false],
    // A text field keeps ← and → while its caret can move that way; at its end (or empty) they move the focus on.
    ['text', 'left', middle, true],
    ['text', 'right', middle, true],
    ['text', 'left', end, true],
    ['text', 'right', start, true],
    ['text', 'left', start, false],
    ['text', 'right', end, false],
    ['text', 'left', empty, false],
    ['text', 'right', empty, false],
    ['text', 'up', middle, false],
    ['text', 'down', middle, false],
    ['multiline', 'up', middle, true],
    ['multiline', 'up', start, false],
    ['multiline', 'down', middle, true],
    ['multiline', 'down', end, false],
    ['multiline', 'down', empty, false],
    ['multiline', 'left', middle, true],
    ['multiline', 'right', start, true],
    ['multiline', 'right', end, false],
    ['multiline', 'left', empty, false],
    ['choice', 'up', middle, false],
    ['choice', 'left', middle, false],
    ['takes-arrows', 'up', empty, true],
    ['takes-arrows', 'right', empty, true],
  ])('%s keeps %s (caret %o): %s', (control, direction, caret, keeps) => {
    expect(controlKeepsArrow(control, direction, caret)).toBe(keeps);
  });
});

describe('backAction', () => {
  it.each([
    ['Escape', true, false, false, 'close-layer'],
    ['Backspace', true, false, true, 'close-layer'],
    ['Backspace', true, true, true, 'none'],
    ['Escape', false, false, false, 'none'],
    ['Escape', false, false, true, 'previous-screen'],
    ['Escape', false, true, true, 'previous-screen'],
    ['Backspace', false, false, true, 'previous-screen'],
    ['Backspace', false, true, true, 'none'],
    ['GoBack', false, false, true, 'previous-screen'],
    ['GoBack', true, false, true, 'close-layer'],
  ])('%s, layer open %s, in a field %s, remote in use %s → %s', (key, layerOpen, inTextField, remoteInUse, action) => {
    expect(backAction({ key, layerOpen, inTextField, remoteInUse })).toBe(action);
  });
});

describe('choiceStep', () => {
  it.each<[FocusDirection, number, number, number | null]>([
    ['right', 0, 3, 1],
    ['left', 1, 3, 0],
    ['left', 0, 3, 0],
    ['right', 2, 3, 2],
    ['right', -1, 3, 0],
    ['up', 1, 3, null],
    ['down', 1, 3, null],
    ['right', 0, 0, 0],
  ])('%s from %i of %i → %s', (direction, selected, count, next) => {
    expect(choiceStep(direction, selected, count)).toBe(next);
  });
});
