import { SANDBOX_CHECK_POLL_MS, VIDEO_END_POLL_MS } from '@marquee/core';
import { useEffect, useEffectEvent, type RefObject } from 'react';

/** The player asks the frame for its state every second (docs/behaviour.md#progress-and-auto-advance), as third-party players expect. */
const PLAYBACK_STATUS_POLL_MS = 1_000;

/** The text some players show when they refuse to run sandboxed (docs/behaviour.md#automatic-fallback). */
const SANDBOX_COMPLAINT = 'please disable sandbox';

/** The frame's document when this page may read it (same origin); null for another host's page. */
function readableDocument(frame: HTMLIFrameElement | null): Document | null {
  try {
    return frame?.contentDocument ?? null;
  } catch {
    return null;
  }
}

interface FrameWatchHandlers {
  /** The frame's video element has ended (polled every 1 s). */
  onEnded(): void;
  /** The frame's text asks for the sandbox to be disabled (checked every 2 s). */
  onSandboxComplaint(): void;
}

/**
 * While a frame shows `frameUrl`: posts GET_PLAYBACK_STATUS to it every second, and where its document is readable,
 * watches for its video ending and for 'please disable sandbox' in its text.
 */
export function useFrameWatch(
  frame: RefObject<HTMLIFrameElement | null>,
  frameUrl: string | null,
  handlers: FrameWatchHandlers,
): void {
  const onEnded = useEffectEvent(handlers.onEnded);
  const onSandboxComplaint = useEffectEvent(handlers.onSandboxComplaint);

  useEffect(() => {
    if (!frameUrl) return;
    // Only to the page this URL loaded: a frame that navigated elsewhere does not get it.
    const origin = new URL(frameUrl).origin;
    const timers = [
      window.setInterval(
        () => frame.current?.contentWindow?.postMessage({ type: 'GET_PLAYBACK_STATUS' }, origin),
        PLAYBACK_STATUS_POLL_MS,
      ),
      window.setInterval(() => {
        if (readableDocument(frame.current)?.querySelector('video')?.ended) onEnded();
      }, VIDEO_END_POLL_MS),
      window.setInterval(() => {
        const text = readableDocument(frame.current)?.body?.innerText ?? '';
        if (text.toLowerCase().includes(SANDBOX_COMPLAINT)) onSandboxComplaint();
      }, SANDBOX_CHECK_POLL_MS),
    ];
    return () => timers.forEach((timer) => window.clearInterval(timer));
  }, [frame, frameUrl]);
}
