import { foldedWords, foldText } from '../../../lib/text-fold.ts';
import type { CatalogueTitle } from '../catalogue/catalogue.ts';

/**
 * Title search: every word of the query must begin a word of the title ('dark kni' finds 'The
 * Dark Knight'), ignoring case, accents and punctuation ('leon' finds 'Léon'). Best matches first:
 * the whole title, then titles that begin with the query (as typed so far), then whole words, then
 * prefixes; the more popular title breaks ties.
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

function matchRank(title: CatalogueTitle, words: string[], whole: string): number {
  if (title.foldedTitle === whole) return 4;
  let allWhole = true;
  for (const word of words) {
    if (title.words.includes(word)) continue;
    if (!title.words.some((w) => w.startsWith(word))) return 0;
    allWhole = false;
  }
  if (title.foldedTitle.startsWith(whole)) return 3;
  return allWhole ? 2 : 1;
}
