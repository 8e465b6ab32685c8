import { arrivalFocus, type ArrivalFocus } from '@marquee/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from '@/lib/router';
import { markOf, type FocusMark } from '../couch/focus-memory';
import { remoteInUse } from '../couch/key-context';

// Moving the focus on arrival loads on demand: the first screen needs none of it (the browser places the focus),
// so it stays out of the start-up code, and starts loading at the person's first key or click, ahead of the
// first navigation they can make.
const loadFocusOnArrival = () => import('./focus-on-arrival');
const preload = () => void loadFocusOnArrival();

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
    window.addEventListener('keydown', preload, { capture: true, once: true });
    window.addEventListener('pointerdown', preload, { capture: true, once: true });
    return () => {
      document.removeEventListener('focusin', remember);
      window.removeEventListener('keydown', preload, { capture: true });
      window.removeEventListener('pointerdown', preload, { capture: true });
    };
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
    return focusOnArrival(places, mark, before);
  }, [location.key, navigationType]);

  return null;
}

/**
 * Moves the focus to the first of `places` the screen draws (focus-on-arrival.ts) once that code has loaded; the
 * person moving on meanwhile (a key, a click) leaves the focus where they put it, as it does after. Returns the
 * cancel function.
 */
function focusOnArrival(places: ArrivalFocus[], mark: FocusMark | undefined, before: Element | null): () => void {
  let cancelled = false;
  let stop = () => {};
  const unlisten = () => {
    window.removeEventListener('keydown', movedOn, true);
    window.removeEventListener('pointerdown', movedOn, true);
  };
  const movedOn = () => {
    cancelled = true;
    unlisten();
  };
  window.addEventListener('keydown', movedOn, true);
  window.addEventListener('pointerdown', movedOn, true);
  void loadFocusOnArrival().then(({ focusWhenDrawn }) => {
    unlisten();
    if (!cancelled) stop = focusWhenDrawn(places, mark, before);
  });
  return () => {
    movedOn();
    stop();
  };
}
