import { useEffect, useState } from 'react';
import { toast } from './toast';

type ToastOptions = NonNullable<Parameters<typeof toast>[1]>;
type Raise = (title: string, options?: ToastOptions) => void;

/** `toast`, `toast.success` and `toast.error`, for toasts about one screen. */
export type ScreenToasts = Raise & { success: Raise; error: Raise };

let count = 0;

/** One screen's toasts: those it raised (under ids of their own, to dismiss them), and whether it has been left. */
function screenToasts() {
  // Dismissing one that has closed already does nothing: the ids are kept until the screen is left.
  const raised = new Set<string | number>();
  let left = false;
  const raising =
    (show: Raise): Raise =>
    (title, options) => {
      if (left) return;
      const id = options?.id ?? `screen-toast-${++count}`;
      raised.add(id);
      show(title, { ...options, id });
    };
  return {
    toasts: Object.assign(raising(toast), { success: raising(toast.success), error: raising(toast.error) }),
    enter() {
      left = false;
    },
    leave() {
      left = true;
      for (const id of raised) toast.dismiss(id);
      raised.clear();
    },
  };
}

/**
 * Toasts about what one screen shows (a source failing, a season that did not load), which go with it: those still
 * showing when the screen is left are dismissed, and none is raised after (a frame's report arriving as the viewer is
 * sent elsewhere). The screen stays drawn while the next one loads, so a report may come in then: it shows there,
 * and goes as the screen does. What the next page must tell (why the viewer was sent there) is raised with `toast`.
 */
export function useScreenToasts(): ScreenToasts {
  const [screen] = useState(screenToasts);
  useEffect(() => {
    screen.enter();
    return screen.leave;
  }, [screen]);
  return screen.toasts;
}
