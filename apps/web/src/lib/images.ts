import { imageUrl, type ImageKind } from '@marquee/core';
import { useAppConfig } from './app-config';

/**
 * The URL of a TMDB image path at about the wanted width (e.g. 'w342'), on the image base of
 * /api/config; null when there is no image, so the caller shows its placeholder.
 */
export function useImageUrl(kind: ImageKind, path: string | null | undefined, wanted: string): string | null {
  return imageUrl(useAppConfig().images, kind, path, wanted);
}
