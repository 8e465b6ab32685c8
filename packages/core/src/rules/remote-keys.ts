/**
 * What a remote's keys mean (docs/behaviour.md#couch-mode): arrows move the focus spatially, Enter activates
 * (natively), and Back closes what is open, then goes to the previous screen.
 */

export type FocusDirection = 'up' | 'down' | 'left' | 'right';

const ARROWS: Readonly<Record<string, FocusDirection>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** The direction an arrow key moves the focus; null for any other key. */
export function arrowDirection(key: string): FocusDirection | null {
  return Object.hasOwn(ARROWS, key) ? ARROWS[key]! : null;
}

/**
 * Keys remotes send for Back: Escape and Backspace on a keyboard, the browser's own back key, and the codes
 * TV browsers give their remote's Back button (webOS 461, Tizen 10009) when they name no key.
 */
const BACK_KEYS: ReadonlySet<string> = new Set(['Escape', 'Backspace', 'BrowserBack', 'GoBack', 'XF86Back']);
const BACK_KEY_CODES: ReadonlySet<number> = new Set([461, 10009]);

export function isBackKey(key: string, keyCode = 0): boolean {
  return BACK_KEYS.has(key) || BACK_KEY_CODES.has(keyCode);
}

/**
 * The kind of control holding the focus, as far as its own use of the arrow keys goes: a one-line text field
 * moves its caret left and right; a multi-line one also up and down; a slider takes every arrow; a choice (a
 * drop-down) steps through its options with ← and →, as a TV's settings do, and lets ↑ and ↓ move on.
 */
export type FocusedControl = 'text' | 'multiline' | 'choice' | 'takes-arrows' | 'other';

export interface CaretPlace {
  /** The caret stands at the very start of the text. */
  atStart: boolean;
  /** The caret stands at the very end of the text. */
  atEnd: boolean;
}

/**
 * Whether the focused control keeps an arrow key for itself instead of letting the focus move: text fields
 * keep ← and → while their caret can move that way, so that at the start (←), at the end (→) or empty they let
 * the focus on to the controls beside them (the header's search box would otherwise wall off what lies to its
 * right); ↑ and ↓ leave a one-line field, and a multi-line one keeps ↑ until its caret is at the start and ↓
 * until it is at the end.
 */
export function controlKeepsArrow(control: FocusedControl, direction: FocusDirection, caret: CaretPlace): boolean {
  if ((control === 'text' || control === 'multiline') && (direction === 'left' || direction === 'right')) {
    return direction === 'left' ? !caret.atStart : !caret.atEnd;
  }
  switch (control) {
    case 'takes-arrows':
      return true;
    case 'text':
      return false;
    case 'multiline':
      return direction === 'up' ? !caret.atStart : !caret.atEnd;
    case 'choice':
    case 'other':
      return false;
  }
}

/** The option a choice moves to by ← (the one before) or → (the one after), held at both ends; null for ↑ and ↓. */
export function choiceStep(direction: FocusDirection, selected: number, count: number): number | null {
  if (direction !== 'left' && direction !== 'right') return null;
  const next = selected + (direction === 'left' ? -1 : 1);
  return Math.min(Math.max(next, 0), Math.max(count - 1, 0));
}

export type BackAction = 'close-layer' | 'previous-screen' | 'none';

/**
 * What Back does: it closes an open dialog, menu or panel first; else it goes to the previous screen, but only
 * once the person navigates by remote (so Escape keeps its plain meaning for a mouse user) and never while
 * Backspace edits a text field (a remote's Back, sent as Escape, leaves a field too). An open panel of the screen
 * counts as a layer here.
 */
export function backAction(input: { key: string; layerOpen: boolean; inTextField: boolean; remoteInUse: boolean }): BackAction {
  if (input.key === 'Backspace' && input.inTextField) return 'none';
  if (input.layerOpen) return 'close-layer';
  if (!input.remoteInUse) return 'none';
  return 'previous-screen';
}

/**
 * The event Back sends to an open panel that is part of its screen rather than over it (marked
 * data-couch-panel, such as the player's Watch Party panel): the panel's owner closes it.
 */
export const CLOSE_PANEL_EVENT = 'couch-close-panel';
