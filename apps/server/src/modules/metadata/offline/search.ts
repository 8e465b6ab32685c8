import { foldedWords, foldText } from '../../../lib/text-fold.ts';
import { dateOf, type CatalogueTitle } from '../catalogue/catalogue.ts';
import type { GatewayQuery } from '../gateway-request.ts';

/**
 * Title search: every word of the query must begin a word of the title ('dark kni' finds 'The
 * Dark Knight'), ignoring case, accents and punctuation ('leon' finds 'Léon'). Best matches first:
 * the whole title, then titles that begin with the query (as typed so far), then whole words, then
 * prefixes; the more popular title breaks ties. A title's leading article is not needed to name it or
 * begin it: 'godfather' is the whole of 'The Godfather', and begins 'The Godfather: Part II'.
 */
export function searchTitles<T extends CatalogueTitle>(titles: readonly T[], query: string): T[] {
  const words = foldedWords(query);
  if (words.length === 0) return [];
  const whole = foldText(query);
  const scored: { title: T; rank: number }[] = [];
  for (const title of titles) {
    const rank = matchRank(title, words, whole);
    if (rank > 0) scored.push({ title, rank });
  }
  return scored
    .sort((a, b) => b.rank - a.rank || b.title.popularity - a.title.popularity || a.title.id - b.title.id)
    .map((s) => s.title);
}

/** The English articles a title may begin with (folded). */
const LEADING_ARTICLE = /^(the|a|an) /;

function matchRank(title: CatalogueTitle, words: string[], whole: string): number {
  const bare = title.foldedTitle.replace(LEADING_ARTICLE, '');
  if (title.foldedTitle === whole || bare === whole) return 4;
  let allWhole = true;
  for (const word of words) {
    if (title.words.includes(word)) continue;
    if (!title.words.some((w) => w.startsWith(word))) return 0;
    allWhole = false;
  }
  if (title.foldedTitle.startsWith(whole) || bare.startsWith(whole)) return 3;
  return allWhole ? 2 : 1;
}

/**
 * The matches in a search's sort (gateway-request.ts SEARCH_SORTS), over all of them before they are paged: the
 * highest rating first, or the newest date first with undated titles last. Ties keep the order of relevance.
 */
export function sortMatches<T extends CatalogueTitle>(matches: readonly T[], sortBy: GatewayQuery['sortBy']): readonly T[] {
  if (sortBy?.field === 'vote_average') return matches.toSorted((a, b) => b.voteAverage - a.voteAverage);
  if (sortBy?.field === 'release_date') {
    return matches.toSorted((a, b) => {
      const [da, db] = [dateOf(a), dateOf(b)];
      if (!da || !db) return da ? -1 : db ? 1 : 0;
      return db.localeCompare(da);
    });
  }
  return matches;
}
