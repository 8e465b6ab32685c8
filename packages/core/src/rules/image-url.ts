import type { ImageConfig } from '../app-config.ts';

/** The image kinds of TMDB's /configuration, each with its own size table in ImageConfig. */
export type ImageKind = 'poster' | 'backdrop' | 'logo' | 'still' | 'profile';

const widthOf = (size: string): number | null => {
  const match = /^w(\d+)$/.exec(size);
  return match ? Number(match[1]) : null;
};

/**
 * The size to ask for: the wanted one when the table has it, else the smallest width at least as wide,
 * else the widest there is, else 'original'. Size tables differ between TMDB and the offline catalogue,
 * so screens name the width they need and this finds the nearest that exists.
 */
export function pickImageSize(sizes: readonly string[], wanted: string): string {
  if (sizes.includes(wanted)) return wanted;
  const target = widthOf(wanted) ?? Number.POSITIVE_INFINITY;
  const widths = sizes.flatMap((size) => widthOf(size) ?? []).toSorted((a, b) => a - b);
  const fitting = widths.find((width) => width >= target) ?? widths.at(-1);
  return fitting === undefined ? 'original' : `w${fitting}`;
}

/**
 * The URL of a TMDB image path (`/abc.jpg`) at about the wanted size, on the image base the server gave
 * in /api/config; null when the item has no such image, so the screen shows its placeholder.
 */
export function imageUrl(images: ImageConfig, kind: ImageKind, path: string | null | undefined, wanted: string): string | null {
  if (!path) return null;
  const base = images.secure_base_url.endsWith('/') ? images.secure_base_url : `${images.secure_base_url}/`;
  const file = path.startsWith('/') ? path : `/${path}`;
  return `${base}${pickImageSize(images[`${kind}_sizes`], wanted)}${file}`;
}
