import { imageUrl, type ImageConfig, type ImageKind } from '@marquee/core';
import { useQueryClient } from '@tanstack/react-query';
import { appConfigQueryOptions } from './app-config';

/**
 * The image sizes of /api/config. Read from the cache without subscribing: the start-up gate loads the
 * configuration before any screen renders and it never changes, and a page of 160 posters would otherwise
 * hold 160 query observers.
 */
export function useImageConfig(): ImageConfig {
  const config = useQueryClient().getQueryData(appConfigQueryOptions.queryKey);
  if (!config) throw new Error('Images were drawn before /api/config loaded');
  return config.images;
}

/**
 * The URL of a TMDB image path at about the wanted width (e.g. 'w342'), on the image base of
 * /api/config; null when there is no image, so the caller shows its placeholder.
 */
export function useImageUrl(kind: ImageKind, path: string | null | undefined, wanted: string): string | null {
  return imageUrl(useImageConfig(), kind, path, wanted);
}
