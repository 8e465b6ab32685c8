import { arrowDirection, backAction, choiceStep, CLOSE_PANEL_EVENT, controlKeepsArrow, isBackKey } from '@marquee/core';
import { useEffect } from 'react';
import { appPath, basePath } from '@/lib/base-path';
import { useNavigate, type NavigateFunction } from '@/lib/router';
import {
  caretPlace,
  chooseOption,
  controlKind,
  isTextField,
  openLayer,
  openPanel,
  remoteInUse,
  setRemoteInUse,
} from './key-context';

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
 * the nearest control that way, and Back closes what is open and then goes to the previous screen (where the
 * focus goes on a screen opened or come back to is the shell's ScreenFocus). Screens take part by being made
 * of real focusable elements; a control that uses an arrow key itself (tabs, menus, the search suggestions,
 * the player) prevents the key's default, and is then left alone.
 */
export function RemoteControl() {
  const navigate = useNavigate();

  useEffect(() => {
    // A pointer in use: Escape goes back to meaning only 'close' until the arrows are used again.
    const pointerUsed = () => setRemoteInUse(false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const direction = arrowDirection(event.key);
      if (direction) {
        const active = document.activeElement;
        if (controlKeepsArrow(controlKind(active), direction, caretPlace(active))) return;
        event.preventDefault();
        // Also for CSS: rows stop snapping while the arrows scroll them.
        setRemoteInUse(true);
        if (active instanceof HTMLSelectElement) {
          const step = choiceStep(direction, active.selectedIndex, active.options.length);
          if (step !== null) {
            chooseOption(active, step);
            return;
          }
        }
        withMoves((moves) => moves.moveFocus(direction));
      } else if (isBackKey(event.key, event.keyCode)) {
        goBack(event, remoteInUse(), navigate);
      }
    };
    window.addEventListener('pointerdown', pointerUsed, { passive: true });
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('pointerdown', pointerUsed);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [navigate]);

  return null;
}

function goBack(event: KeyboardEvent, byRemote: boolean, navigate: NavigateFunction): void {
  const active = document.activeElement;
  const layer = openLayer();
  const panel = layer ? null : openPanel();
  const layerOpen = layer !== null || panel !== null;
  const action = backAction({ key: event.key, layerOpen, inTextField: isTextField(active), remoteInUse: byRemote });
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
  else if (!atHome()) void navigate('/');
}

/** Whether the browser is at the home page: the base path, with or without its slash ('/' at the site's root). */
function atHome(): boolean {
  const { pathname } = window.location;
  return pathname === appPath('/') || pathname === basePath();
}
