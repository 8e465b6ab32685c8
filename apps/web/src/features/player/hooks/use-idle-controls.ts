import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** How long after the last key the player's controls fade while the video plays. */
export const CONTROLS_IDLE_MS = 4_000;

/** Input that says someone is at a pointer: it shows the controls, and they stay until the next key. */
const POINTER_INPUT = ['pointermove', 'pointerdown', 'wheel', 'touchstart'] as const;

/**
 * The controls that fade while the video plays, as on a TV (docs/behaviour.md#remote-and-keyboard): any key shows
 * them, and CONTROLS_IDLE_MS after the last one they fade, unless focus is in them or a pointer is over them.
 * Pointer input shows them until the next key: a person at a mouse sees nothing fade. A pause shows them.
 * Returns the ref for the controls' element and whether they are hidden now; hidden is only a look (the caller
 * fades them), they stay in the page and the accessibility tree.
 */
export function useIdleControls<T extends HTMLElement>(playing: boolean) {
  const ref = useRef<T>(null);
  const [idle, setIdle] = useState(false);

  const fadeIfPlaying = useEffectEvent(() => {
    if (playing) setIdle(true);
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hovered = false;
    const stop = () => clearTimeout(timer);
    const restart = () => {
      stop();
      timer = setTimeout(() => {
        const element = ref.current;
        // Never hide what the person is on.
        if (hovered || (element && element.contains(document.activeElement))) restart();
        else fadeIfPlaying();
      }, CONTROLS_IDLE_MS);
    };
    const onKey = () => {
      setIdle(false);
      restart();
    };
    const onPointer = () => {
      setIdle(false);
      stop();
    };
    const element = ref.current;
    // Focus that arrives in them without a key (a screen reader, a script) shows them too.
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && element?.contains(event.target)) setIdle(false);
    };
    const enter = () => (hovered = true);
    const leave = () => (hovered = false);

    // Capture: a key or a move counts even where something stops it on its way.
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('focusin', onFocus, true);
    for (const name of POINTER_INPUT) document.addEventListener(name, onPointer, { capture: true, passive: true });
    element?.addEventListener('pointerenter', enter);
    element?.addEventListener('pointerleave', leave);
    return () => {
      stop();
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('focusin', onFocus, true);
      for (const name of POINTER_INPUT) document.removeEventListener(name, onPointer, { capture: true });
      element?.removeEventListener('pointerenter', enter);
      element?.removeEventListener('pointerleave', leave);
    };
  }, []);

  return { ref, hidden: idle && playing };
}
