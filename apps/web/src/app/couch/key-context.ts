import type { CaretPlace, FocusedControl } from '@marquee/core';

/*
 * What a key press needs to know at once, before the rest of couch mode has loaded: which control has the
 * focus and how it uses the arrows, and whether a layer or panel is open for Back to close.
 */

/**
 * What is open on top of the page (a dialog, a menu, a sheet): focus moves only inside the topmost one, and
 * Back closes it first. Radix marks its layers' content with data-state="open".
 */
const LAYERS = '[role="dialog"], [role="alertdialog"], [role="menu"], [data-couch-layer]';

export function openLayer(): HTMLElement | null {
  const layers = [...document.querySelectorAll<HTMLElement>(LAYERS)].filter(
    (layer) => layer.dataset.state !== 'closed' && isShown(layer),
  );
  return layers.at(-1) ?? null;
}

/** An open panel of the screen that Back closes first (data-couch-panel); unlike a layer, it keeps no focus in. */
export function openPanel(): HTMLElement | null {
  const panels = [...document.querySelectorAll<HTMLElement>('[data-couch-panel]')].filter(isShown);
  return panels.at(-1) ?? null;
}

/** Drawn, and larger than the 1 px of a visually hidden element (the skip link until focused). */
export function isShown(element: HTMLElement): boolean {
  if (!element.checkVisibility({ visibilityProperty: true })) return false;
  const rect = element.getBoundingClientRect();
  return rect.width > 1 && rect.height > 1;
}

/** How the focused element uses the arrow keys itself (see controlKeepsArrow). */
export function controlKind(element: Element | null): FocusedControl {
  if (element instanceof HTMLTextAreaElement) return 'multiline';
  if (element instanceof HTMLSelectElement) return 'choice';
  if (element instanceof HTMLInputElement) {
    if (element.type === 'range' || element.type === 'number') return 'takes-arrows';
    return isTextInput(element) ? 'text' : 'other';
  }
  if (element instanceof HTMLElement && element.isContentEditable) return 'multiline';
  return 'other';
}

const TEXT_TYPES = new Set(['text', 'search', 'email', 'password', 'url', 'tel']);

function isTextInput(input: HTMLInputElement): boolean {
  return TEXT_TYPES.has(input.type);
}

/** Marks the page while the arrows move the focus (for CSS, and for where the focus goes on a new screen). */
export function setRemoteInUse(inUse: boolean): void {
  if (inUse) document.documentElement.dataset.remote = '';
  else delete document.documentElement.dataset.remote;
}

/** Whether the person moves the focus with the arrow keys: since an arrow moved it, until a pointer is used. */
export function remoteInUse(): boolean {
  return document.documentElement.dataset.remote !== undefined;
}

/** Whether Backspace edits the focused element (so it is not Back). */
export function isTextField(element: Element | null): boolean {
  const kind = controlKind(element);
  return kind === 'text' || kind === 'multiline' || (element instanceof HTMLInputElement && element.type === 'number');
}

export function caretPlace(element: Element | null): CaretPlace {
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    const { selectionStart, selectionEnd, value } = element;
    // An email field tells no caret: only empty is it known to stand at both ends.
    if (selectionStart === null || selectionEnd === null) return { atStart: value === '', atEnd: value === '' };
    return { atStart: selectionEnd === 0, atEnd: selectionStart === value.length };
  }
  return { atStart: false, atEnd: false };
}

/** Chooses a drop-down's option as if the person had, so the screen hears a change. */
export function chooseOption(select: HTMLSelectElement, index: number): void {
  if (index === select.selectedIndex) return;
  select.selectedIndex = index;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
