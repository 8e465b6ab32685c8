import { HERO_ITEMS, HERO_SWIPE_THRESHOLD_PX } from '../constants.ts';
import { mediaIdOf, mediaTypeOf, type MediaFields } from './media-item.ts';

/** The home hero: the first 5 trending movies or shows that have a backdrop (docs/behaviour.md#hero-carousel). */
export function pickHeroItems<T extends MediaFields & { backdrop_path?: string | null }>(trending: readonly T[]): T[] {
  return trending
    .filter((item) => Boolean(item.backdrop_path) && mediaIdOf(item) !== null && mediaTypeOf(item) !== null)
    .slice(0, HERO_ITEMS);
}

/**
 * The title logo shown over the hero or details backdrop: one in the page's `language` (a BCP 47 tag), else an English one, else
 * the first, else none. Logos name their language by its ISO 639-1 code alone ('pt' for 'pt-BR').
 */
export function pickLogo(
  logos: ReadonlyArray<{ iso_639_1?: string | null; file_path: string }> | null | undefined,
  language: string,
): string | null {
  const list = logos ?? [];
  const base = language.split('-')[0];
  const inLanguage = (code: string | undefined) => list.find((logo) => logo.iso_639_1 === code);
  return (inLanguage(base) ?? inLanguage('en') ?? list[0])?.file_path ?? null;
}

/** The slide after `index`, wrapping from the last to the first. */
export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** The slide before `index`, wrapping from the first to the last. */
export function previousSlide(index: number, count: number): number {
  return count > 0 ? (index - 1 + count) % count : 0;
}

/** A touch swipe moves the carousel only beyond 50 px: leftwards to the next slide, rightwards to the previous. */
export function swipeDirection(startX: number, endX: number): 'next' | 'previous' | null {
  const distance = startX - endX;
  if (distance > HERO_SWIPE_THRESHOLD_PX) return 'next';
  if (distance < -HERO_SWIPE_THRESHOLD_PX) return 'previous';
  return null;
}
