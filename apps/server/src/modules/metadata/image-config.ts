import type { ImageConfig } from '@marquee/core';

/**
 * The image base and size tables of GET /api/config, in the shape of TMDB's /configuration. The
 * base is the server's own image route in both modes: offline it draws the catalogue's artwork,
 * upstream it serves TMDB's images from its disk cache.
 */
const IMAGE_ROUTE_BASE = '/api/images/';

const SIZES = {
  poster_sizes: ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'],
  backdrop_sizes: ['w300', 'w780', 'w1280', 'original'],
  logo_sizes: ['w45', 'w92', 'w154', 'w185', 'w300', 'w500', 'original'],
  still_sizes: ['w92', 'w185', 'w300', 'original'],
  profile_sizes: ['w45', 'w185', 'h632', 'original'],
};

export const IMAGE_SIZES: ReadonlySet<string> = new Set(Object.values(SIZES).flat());

/** `basePath`: BASE_PATH, which the image route's URLs start with. */
export function imageConfig(basePath = ''): ImageConfig {
  const base = basePath + IMAGE_ROUTE_BASE;
  return { secure_base_url: base, base_url: base, ...SIZES };
}
