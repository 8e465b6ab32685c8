import { toast } from 'sonner';
import { markToastsNeeded } from './toast-demand';

/**
 * Sonner's `toast`, for every screen to import from here rather than from sonner: loading this module is what
 * tells the app to mount the toaster (lib/toast-demand.ts). A toast raised before the toaster has mounted still
 * shows, as sonner gives a new toaster the toasts already raised.
 */
markToastsNeeded();

export { toast };
