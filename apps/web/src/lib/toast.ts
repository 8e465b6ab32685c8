import type { toast as sonnerToast } from 'sonner';
import { markToastsNeeded } from './toast-demand';

type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];
type Options = Parameters<Sonner>[1];

let sonner: Sonner | null = null;

/**
 * Runs `show` with sonner's `toast`, loading sonner and mounting the toaster (lib/toast-demand.ts) at the first toast
 * raised: a screen that may toast but has not, such as a title page on its first load, downloads none of it. A toast
 * raised before the toaster has mounted still shows, as sonner gives a new toaster the toasts already raised.
 */
function withSonner(show: (toast: Sonner) => void): void {
  if (sonner) return show(sonner);
  markToastsNeeded();
  void import('sonner').then((module) => {
    sonner = module.toast;
    show(sonner);
  });
}

/** Raises a toast by `kind`; one to dismiss later is given its id in `options`, as sonner may not have loaded yet. */
const raise =
  (kind: (toast: Sonner) => Sonner | Sonner['success']) =>
  (message: Message, options?: Options): void =>
    // Given as the caller gave them: no options is none.
    withSonner((toast) => void (options === undefined ? kind(toast)(message) : kind(toast)(message, options)));

/** Sonner's `toast`, `toast.success`, `toast.error` and `toast.dismiss`, for every screen to import from here. */
export const toast = Object.assign(
  raise((toast) => toast),
  {
    success: raise((toast) => toast.success),
    error: raise((toast) => toast.error),
    dismiss: (id?: string | number) => withSonner((toast) => void toast.dismiss(id)),
  },
);
