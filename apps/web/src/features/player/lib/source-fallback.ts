import { nextFallbackSource, sandboxSwitchSource, type ConfigSource } from '@marquee/core';

/**
 * Why the player leaves a source on its own (docs/behaviour.md#automatic-fallback): its embed URL could not be produced, the frame
 * reported an error, or the frame asked for the sandbox to be lifted ('please disable sandbox').
 */
export type FailureReason = 'embed-url' | 'frame-error' | 'sandbox';

export interface SourceState {
  /** The source playing; null once every source has failed. */
  key: string | null;
  /** Sources that failed for the current title or episode, skipped by the fallback. */
  failed: string[];
}

/** A toast's words. */
interface ToastText {
  title: string;
  description: string;
}

/** The fallback toasts' words, in the page's language (useSourceWording). */
export interface FallbackWording {
  noAvailableSources: ToastText;
  sourceError(from: string, to: string): ToastText;
  sourceFailed(from: string, to: string, detail?: string | null): ToastText;
  sandboxSwitch(from: string, to: string): ToastText;
}

export interface Fallback {
  state: SourceState;
  toast: { title: string; description: string; destructive: boolean };
}

/**
 * The automatic switch away from the current source: the next one in list order that has not failed (for a sandbox
 * complaint, the next one with the other sandbox setting, else any), with the toast of docs/behaviour.md#automatic-fallback; when none is left,
 * 'No Available Sources' and no source. `detail` is why the frame failed, when this app's own player page said so;
 * `wording`, the toasts' words.
 */
export function fallBack(
  sources: readonly ConfigSource[],
  state: SourceState,
  reason: FailureReason,
  detail: string | null,
  wording: FallbackWording,
): Fallback {
  const current = sources.find((s) => s.key === state.key);
  if (!current) return { state, toast: { ...wording.noAvailableSources, destructive: true } };
  const failed = [...state.failed, current.key];
  if (reason === 'sandbox') {
    const other = sandboxSwitchSource(sources, current.key, failed);
    if (other)
      return {
        state: { key: other.key, failed },
        toast: { ...wording.sandboxSwitch(current.name, other.name), destructive: false },
      };
  }
  const next = nextFallbackSource(sources, current.key, failed);
  if (!next) return { state: { key: null, failed }, toast: { ...wording.noAvailableSources, destructive: true } };
  const toast =
    reason === 'embed-url' ? wording.sourceError(current.name, next.name) : wording.sourceFailed(current.name, next.name, detail);
  return { state: { key: next.key, failed }, toast: { ...toast, destructive: true } };
}
