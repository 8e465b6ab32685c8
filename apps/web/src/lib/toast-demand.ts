/**
 * Whether any code that can raise a toast has loaded (lib/toast.ts). The app mounts sonner's toaster only from
 * then on (app/provider.tsx), so a screen that never toasts, such as home for a visitor, never downloads sonner.
 * This module is the signal alone and imports nothing: the provider reads it at start-up.
 */
let needed = false;
const listeners = new Set<() => void>();

export function markToastsNeeded(): void {
  if (needed) return;
  needed = true;
  for (const listener of listeners) listener();
}

export function toastsNeeded(): boolean {
  return needed;
}

export function subscribeToToastDemand(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
