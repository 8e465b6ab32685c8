import type { ArrivalFocus } from '@marquee/core';
import { isCandidate, reveal } from '../couch/focus-candidates';
import { findMarked, type FocusMark } from '../couch/focus-memory';
import { isTextField, openLayer } from '../couch/key-context';

/** How long a screen may take to draw what the focus goes to (its heading, the control it had, its Play). */
const DRAWN_WITHIN_MS = 3000;

/**
 * Focuses the first of `places` the screen has drawn, looking again each frame: a later place is taken while an
 * earlier one is still to come (the heading, before the row with the remembered card is built) and given up for
 * it when it comes. Stops at the first place, when the time is up, when the person moves on (a key, a click), or
 * when the screen has put the focus somewhere itself. Returns the cancel function.
 */
export function focusWhenDrawn(places: ArrivalFocus[], mark: FocusMark | undefined, before: Element | null): () => void {
  const until = performance.now() + DRAWN_WITHIN_MS;
  let placed: { element: HTMLElement; rank: number } | null = null;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('keydown', stop, true);
    window.removeEventListener('pointerdown', stop, true);
  };
  const attempt = () => {
    const settled = performance.now() >= until;
    if (focusTakenElsewhere(before, placed?.element ?? null)) return stop();
    const tries = placed ? placed.rank : places.length;
    for (let rank = 0; rank < tries; rank++) {
      const element = find(places[rank]!, mark, settled);
      if (!element) continue;
      element.focus({ preventScroll: true });
      if (places[rank] !== 'heading') reveal(element);
      placed = { element, rank };
      break;
    }
    if (placed?.rank === 0 || settled) return stop();
    frame = requestAnimationFrame(attempt);
  };
  window.addEventListener('keydown', stop, true);
  window.addEventListener('pointerdown', stop, true);
  frame = requestAnimationFrame(attempt);
  return stop;
}

function find(place: ArrivalFocus, mark: FocusMark | undefined, settled: boolean): HTMLElement | null {
  switch (place) {
    case 'remembered': {
      const element = mark ? findMarked(mark, settled) : null;
      return element && isCandidate(element) ? element : null;
    }
    case 'primary': {
      const element = document.querySelector<HTMLElement>('main [data-couch-primary]');
      return element && isCandidate(element) ? element : null;
    }
    case 'heading':
      return screenHeading(settled);
  }
}

/**
 * The screen's main heading, made focusable by script only (tabindex -1: Tab never stops on it); once the time is
 * up, a screen without one gives the focus to its <main>, rather than leave it on the link followed.
 */
function screenHeading(settled: boolean): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading?.checkVisibility()) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    return heading;
  }
  return settled ? document.querySelector<HTMLElement>('main') : null;
}

/**
 * Whether the focus is where it should stay: in a text field being typed in, in an open dialog or menu, on a
 * control the new screen focused itself, or on the control used that is still in view on the screen (the
 * player's Next episode). A link left behind in the header or footer, or scrolled away, is not.
 */
function focusTakenElsewhere(before: Element | null, placed: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === placed) return false;
  if (isTextField(active) || openLayer()?.contains(active)) return true;
  if (!active.closest('main')) return false;
  return active !== before || inView(active);
}

function inView(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.bottom > 0 && rect.right > 0 && rect.top < window.innerHeight && rect.left < window.innerWidth;
}
