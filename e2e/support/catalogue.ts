import type { APIRequestContext } from '@playwright/test';

/**
 * The id of a title of the offline catalogue (whose ids are its own, not TMDB's), found through the metadata
 * gateway's search as a visitor would find it.
 */
export async function catalogueId(request: APIRequestContext, title: string, mediaType: 'movie' | 'tv'): Promise<number> {
  const res = await request.get(`/api/tmdb/search/multi?query=${encodeURIComponent(title)}`);
  const { results } = (await res.json()) as { results: Array<{ id: number; media_type: string; title?: string; name?: string }> };
  const match = results.find((r) => r.media_type === mediaType && (r.title ?? r.name) === title);
  if (!match) throw new Error(`${title} is not in the offline catalogue`);
  return match.id;
}

/** A poster card's title (its full text in `title`), not the card's 'In your library' mark, which has one too. */
export const CARD_TITLE = 'span[title]:not([title="In your library"]):not([title="Watched"]):not([title="Your rating"])';
