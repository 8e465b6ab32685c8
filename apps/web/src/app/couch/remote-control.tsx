import { arrowDirection, backAction, choiceStep, CLOSE_PANEL_EVENT, controlKeepsArrow, isBackKey } from '@marquee/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType, type NavigateFunction } from '@/lib/router';
import { findMarked, markOf, type FocusMark } from './focus-memory';
import { caretPlace, chooseOption, controlKind, isTextField, openLayer, openPanel } from './key-context';

type FocusMoves = typeof import('./focus-moves');
let loadedMoves: FocusMoves | null = null;

/** Runs `run` with the focus moving (focus-moves.ts), loaded when first needed and at once after that. */
function withMoves(run: (moves: FocusMoves) => void): void {
  if (loadedMoves) run(loadedMoves);
  else
    void import('./focus-moves').then((moves) => {
      loadedMoves = moves;
      run(moves);
    });
}

/**
 * Couch mode (docs/behaviour.md#couch-mode), in one place for every screen: the arrow keys move the focus to
 * the nearest control that way, Back closes what is open and then goes to the previous screen, and coming
 * back to a screen puts the focus where it was. Screens take part by being made of real focusable elements;
 * a control that uses an arrow key itself (tabs, menus, the search suggestions, the player) prevents the
 * key's default, and is then left alone.
 */
export function RemoteControl() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const screenKey = useRef(location.key);
  const marks = useRef(new Map<string, FocusMark>());
  const remoteInUse = useRef(false);

  useLayoutEffect(() => {
    screenKey.current = location.key;
  }, [location.key]);

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target;
      // The page itself (the screen's <main> after a navigation) is not a control to come back to.
      if (!(target instanceof HTMLElement) || target.tabIndex < 0) return;
      marks.current.set(screenKey.current, markOf(target));
    };
    // A pointer in use: Escape goes back to meaning only 'close' until the arrows are used again.
    const pointerUsed = () => {
      remoteInUse.current = false;
      delete document.documentElement.dataset.remote;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const direction = arrowDirection(event.key);
      if (direction) {
        const active = document.activeElement;
        if (controlKeepsArrow(controlKind(active), direction, caretPlace(active))) return;
        event.preventDefault();
        remoteInUse.current = true;
        // For CSS: rows stop snapping while the arrows scroll them.
        document.documentElement.dataset.remote = '';
        if (active instanceof HTMLSelectElement) {
          const step = choiceStep(direction, active.selectedIndex, active.options.length);
          if (step !== null) {
            chooseOption(active, step);
            return;
          }
        }
        withMoves((moves) => moves.moveFocus(direction));
      } else if (isBackKey(event.key, event.keyCode)) {
        goBack(event, remoteInUse.current, navigate);
      }
    };
    document.addEventListener('focusin', remember);
    window.addEventListener('pointerdown', pointerUsed, { passive: true });
    window.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('focusin', remember);
      window.removeEventListener('pointerdown', pointerUsed);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [navigate]);

  useEffect(() => {
    const mark = navigationType === NavigationType.Pop ? marks.current.get(location.key) : undefined;
    // A new screen opened by remote starts on its primary control (a title's Play), ready for OK.
    if (!mark && !(navigationType !== NavigationType.Pop && remoteInUse.current)) return;
    let cancel: (() => void) | null = null;
    let cancelled = false;
    withMoves((moves) => {
      if (cancelled) return;
      cancel = mark ? moves.whenDrawn((settled) => findMarked(mark, settled)) : moves.whenDrawn(moves.primaryControl);
    });
    return () => {
      cancelled = true;
      cancel?.();
    };
  }, [location.key, navigationType]);

  return null;
}

function goBack(event: KeyboardEvent, remoteInUse: boolean, navigate: NavigateFunction): void {
  const active = document.activeElement;
  const layer = openLayer();
  const panel = layer ? null : openPanel();
  const layerOpen = layer !== null || panel !== null;
  const action = backAction({ key: event.key, layerOpen, inTextField: isTextField(active), remoteInUse });
  if (action === 'none') return;
  if (action === 'close-layer' && panel) {
    event.preventDefault();
    panel.dispatchEvent(new CustomEvent(CLOSE_PANEL_EVENT));
    return;
  }
  if (action === 'close-layer') {
    // Escape reaches the layer as it is; another Back key is told to it as an Escape, which every layer closes on.
    if (event.key === 'Escape') return;
    event.preventDefault();
    (active ?? layer)?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    return;
  }
  event.preventDefault();
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (index > 0) void navigate(-1);
  else if (window.location.pathname !== '/') void navigate('/');
}
