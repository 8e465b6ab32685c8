import { arrivalFocus, type ArrivalFocus } from '@marquee/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from '@/lib/router';
import { isCandidate, reveal } from '../couch/focus-candidates';
import { findMarked, markOf, type FocusMark } from '../couch/focus-memory';
import { isTextField, openLayer, remoteInUse } from '../couch/key-context';

/** How long a screen may take to draw what the focus goes to (its heading, the control it had, its Play). */
const DRAWN_WITHIN_MS = 3000;

interface Screen {
  key: string;
  path: string;
  /** The path of the screen before, null on the app's first. */
  previousPath: string | null;
  /** What had the focus as the screen changed: the link followed, or the page's body once it went with its screen. */
  before: Element | null;
}

/**
 * The focus after a navigation (docs/behaviour.md#focus-after-navigation; the order is core's arrivalFocus): the new
 * screen's main heading, so that a screen reader announces it and Tab goes on from there; on Back, the control that
 * had the focus on that screen; a person at a remote gets the screen's primary control. Each screen's focused
 * control is remembered for that.
 */
export function ScreenFocus() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const screen = useRef<Screen>({ key: location.key, path: location.pathname, previousPath: null, before: null });
  const marks = useRef(new Map<string, FocusMark>());

  useLayoutEffect(() => {
    if (screen.current.key === location.key) return;
    screen.current = {
      key: location.key,
      path: location.pathname,
      previousPath: screen.current.path,
      before: document.activeElement,
    };
  }, [location.key, location.pathname]);

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target;
      // The screen itself and its heading (focused after a navigation) are no controls to come back to.
      if (!(target instanceof HTMLElement) || target.tabIndex < 0) return;
      marks.current.set(screen.current.key, markOf(target));
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  useEffect(() => {
    const { previousPath, path, before } = screen.current;
    const mark = marks.current.get(location.key);
    const places = arrivalFocus({
      first: previousPath === null,
      samePath: previousPath === path,
      backOrForward: navigationType === NavigationType.Pop,
      remembered: mark !== undefined,
      remoteInUse: remoteInUse(),
    });
    if (places.length === 0) return;
    return focusWhenDrawn(places, mark, before);
  }, [location.key, navigationType]);

  return null;
}

/**
 * Focuses the first of `places` the screen has drawn, looking again each frame: a later place is taken while an
 * earlier one is still to come (the heading, before the row with the remembered card is built) and given up for
 * it when it comes. Stops at the first place, when the time is up, when the person moves on (a key, a click), or
 * when the screen has put the focus somewhere itself. Returns the cancel function.
 */
function focusWhenDrawn(places: ArrivalFocus[], mark: FocusMark | undefined, before: Element | null): () => void {
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
