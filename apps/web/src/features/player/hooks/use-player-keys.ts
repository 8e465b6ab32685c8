import { playerKeyAction, type PlayerKeyAction, type PlayerKeyContext } from '@marquee/core';
import { useEffect, useEffectEvent, type KeyboardEvent as ReactKeyboardEvent } from 'react';

interface PlayerKeysOptions {
  /** The frame's commands, and whether it obeys them now. */
  control: {
    canControl: boolean;
    /** Whether the frame shows its skip button, which the area's Down and Right then focus. */
    skipOffered?: boolean;
    focusSkip?(): void;
    toggle(): void;
    play(): void;
    pause(): void;
    seekBy(seconds: number): void;
  };
  /** A show's Previous and Next; null for a film. */
  episodes: { goPrevious(): void; goNext(): void } | null;
}

/**
 * The player's keys (docs/behaviour.md#remote-and-keyboard; which key does what is core's playerKeyAction): the
 * media keys anywhere on the screen, while it is mounted, and `onVideoKeyDown` for the focused video area (Enter,
 * Space, Left, Right). A key the player takes is prevented, which is how the app's own key handling (focus moving
 * on the arrows, Back) knows to leave it; a key it does not take is left untouched.
 */
export function usePlayerKeys({ control, episodes }: PlayerKeysOptions) {
  function perform(action: PlayerKeyAction) {
    switch (action.kind) {
      case 'toggle':
        return control.toggle();
      case 'play':
        return control.play();
      case 'pause':
        return control.pause();
      case 'seek':
        return control.seekBy(action.by);
      case 'next-episode':
        return episodes?.goNext();
      case 'previous-episode':
        return episodes?.goPrevious();
      case 'focus-skip':
        return control.focusSkip?.();
      case 'held':
        return;
    }
  }

  function handle(event: KeyboardEvent | ReactKeyboardEvent, place: PlayerKeyContext['place']) {
    if (event.defaultPrevented) return;
    const action = playerKeyAction(event, {
      place,
      canControl: control.canControl,
      hasEpisodes: episodes !== null,
      skipOffered: control.skipOffered === true,
    });
    if (!action) return;
    event.preventDefault();
    perform(action);
  }

  const onScreenKey = useEffectEvent((event: KeyboardEvent) => handle(event, 'screen'));
  useEffect(() => {
    // On the document, so the app's window listener, which runs after it, sees the key as taken.
    document.addEventListener('keydown', onScreenKey);
    return () => document.removeEventListener('keydown', onScreenKey);
  }, []);

  return {
    onVideoKeyDown(event: ReactKeyboardEvent<HTMLElement>) {
      // The area's own keys only; not those of anything inside it.
      if (event.target === event.currentTarget) handle(event, 'video');
    },
  };
}
