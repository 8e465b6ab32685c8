import { foldText, type MediaType } from '@marquee/core';
import type { MetadataSource } from '../metadata/index.ts';
import { allowedPicks, MAX_PICKS, page, wellRatedFirst, type CataloguePick, type PageItem } from './catalogue-picks.ts';

/**
 * The offline assistant's titles by name ('breaking bad') and titles like a named one ('something like Inception'),
 * asked of the metadata source as the web app's search and title pages ask it, so every answer links to a page
 * that exists and keeps to the asker's profile limit.
 */

/** The gateway's limit on a search term; a longer name is no title's. */
const MAX_SEARCH_LENGTH = 200;

/**
 * The titles a name finds, best first: those whose name is exactly it ('The Office' for 'the office'), then the
 * search's order. `media` keeps to films or series when the message said which.
 */
export async function findByName(
  metadata: MetadataSource,
  name: string,
  media: MediaType | null,
  maxRank: number | null,
): Promise<CataloguePick[]> {
  if (name.length > MAX_SEARCH_LENGTH) return [];
  const items = await page(metadata, maxRank, `search/${media ?? 'multi'}`, { query: name });
  const titles = items.flatMap((item): Array<{ media: MediaType; item: PageItem }> => {
    const kind = media ?? item.media_type;
    return kind === 'movie' || kind === 'tv' ? [{ media: kind, item }] : [];
  });
  const exact = titles.filter(({ item }) => sameName(item.title ?? item.name ?? '', name));
  const others = titles.filter((title) => !exact.includes(title));
  return (await allowedPicks(metadata, maxRank, [...exact, ...others].slice(0, MAX_PICKS * 2))).slice(0, MAX_PICKS);
}

/** The title whose name is exactly `name`, if there is one the asker may see. */
export async function findNamed(metadata: MetadataSource, name: string, maxRank: number | null): Promise<CataloguePick | null> {
  const [best] = await findByName(metadata, name, null, maxRank);
  return best && sameName(best.title, name) ? best : null;
}

/**
 * Titles like `title`: its recommendations (shared genres, the same director or creator, how widely each was
 * seen), else its similar titles; the well rated first.
 */
export async function findLike(metadata: MetadataSource, title: CataloguePick, maxRank: number | null): Promise<CataloguePick[]> {
  for (const resource of ['recommendations', 'similar']) {
    const items = await page(metadata, maxRank, `${title.media}/${title.id}/${resource}`, {});
    const others = items.filter((item) => item.id !== title.id).map((item) => ({ media: title.media, item }));
    const picks = wellRatedFirst(await allowedPicks(metadata, maxRank, others));
    if (picks.length > 0) return picks;
  }
  return [];
}

/** Names alike but for case, accents, punctuation and a leading 'The' ('the dark knight' is 'The Dark Knight'). */
function sameName(a: string, b: string): boolean {
  const plain = (name: string) => foldText(name).replace(/^the /, '');
  return plain(a) === plain(b);
}
