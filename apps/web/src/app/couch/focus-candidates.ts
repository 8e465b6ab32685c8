import { isShown } from './key-context';

/** Elements that can take the focus from the keyboard. Frames are left out: inside one, this page hears no keys. */
const FOCUSABLE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',');

/**
 * Whether an element may receive the focus from an arrow key: focusable by Tab (roving groups keep only
 * their current item), enabled, shown, not inert nor hidden from assistive technology, not a tab panel, and
 * not marked data-couch-skip (mouse-only helpers such as a row's scroll buttons, which the arrows make redundant).
 */
export function isCandidate(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement)) return false;
  if (element.tabIndex < 0 || (element as HTMLButtonElement).disabled) return false;
  if (element.closest('[inert], [aria-hidden="true"], [data-couch-skip]')) return false;
  // A tab panel is focusable so Tab reaches a panel of plain text; to the arrows it is one huge target.
  if (element.getAttribute('role') === 'tabpanel') return false;
  return isShown(element);
}

/** Every element of a scope that an arrow key may move the focus to, in document order. */
export function candidatesIn(scope: ParentNode): HTMLElement[] {
  return [...scope.querySelectorAll(FOCUSABLE)].filter(isCandidate);
}

/**
 * Where the focus starts when an arrow key is pressed and nothing (or the page itself) has it: the screen's
 * primary control when it marks one (data-couch-primary, e.g. a title's Play) and it is in view, else the
 * first candidate in view, else the first one.
 */
export function startingPoint(candidates: HTMLElement[]): HTMLElement | null {
  const inView = candidates.filter(isInViewport);
  return (
    inView.find((element) => element.hasAttribute('data-couch-primary')) ??
    inView.find((element) => element.closest('main')) ??
    inView[0] ??
    candidates[0] ??
    null
  );
}

function isInViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.bottom > 0 && rect.right > 0 && rect.top < window.innerHeight && rect.left < window.innerWidth;
}

/**
 * Brings a newly focused element fully into view: its row (a section no taller than most of the screen) as
 * a whole, so the row's title shows too, then the element itself along its row. The sticky header's height
 * is kept clear by the page's scroll-padding.
 */
export function reveal(element: HTMLElement): void {
  const row = element.closest('section');
  if (row && row.getBoundingClientRect().height < window.innerHeight * 0.8) {
    row.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
  }
  element.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
}
