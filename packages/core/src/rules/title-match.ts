import { foldText } from './text-fold.ts';

/** A title a stored entry names, as matched again: its saved title and year (null when unknown). */
export interface WantedTitle {
  title: string;
  year: number | null;
}

/** One title a metadata source offers for it (a search result). */
export interface TitleCandidate extends WantedTitle {
  id: number;
}

/** How alike two titles must be, at least, to be the same title (1 is the same words). */
export const TITLE_MATCH_MIN_SIMILARITY = 0.9;
/** Release years may differ by this much (a festival year against a release year). */
export const TITLE_MATCH_YEAR_TOLERANCE = 1;

const LEADING_ARTICLE = /^(the|a|an) /;

/** A title as compared: folded, without a leading article ('The Matrix' and 'Matrix' are one). */
export function titleMatchKey(title: string): string {
  return foldText(title).replace(LEADING_ARTICLE, '');
}

function bigrams(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const squeezed = text.replace(/ /g, '');
  for (let i = 0; i < squeezed.length - 1; i++) {
    const pair = squeezed.slice(i, i + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
}

/**
 * How alike two titles are, from 0 to 1: 1 when their match keys are equal, else the Dice coefficient of
 * their letter pairs (spaces left out), which forgives a changed letter or word break but not another word.
 */
export function titleSimilarity(a: string, b: string): number {
  const keyA = titleMatchKey(a);
  const keyB = titleMatchKey(b);
  if (keyA === keyB) return 1;
  const pairsA = bigrams(keyA);
  const pairsB = bigrams(keyB);
  let total = 0;
  let shared = 0;
  for (const count of pairsA.values()) total += count;
  for (const [pair, count] of pairsB) {
    total += count;
    shared += Math.min(count, pairsA.get(pair) ?? 0);
  }
  return total === 0 ? 0 : (2 * shared) / total;
}

/** The year of a TMDB date ('1999-10-15'), or null for none. */
export function yearOfDate(date: string | null | undefined): number | null {
  const match = /^(\d{4})-/.exec(date ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The candidate that is surely the wanted title, or null when none is or two could be
 * (docs/behaviour.md#title-sources). A candidate must be alike enough (TITLE_MATCH_MIN_SIMILARITY) and,
 * when both years are known, within TITLE_MATCH_YEAR_TOLERANCE. The most alike wins, then the nearest
 * year (an unknown year counts as farther than any within the tolerance); a tie on both is unsure, so
 * nothing is rewritten on a guess.
 */
export function bestTitleMatch<Candidate extends TitleCandidate>(
  wanted: WantedTitle,
  candidates: readonly Candidate[],
): Candidate | null {
  const ranked = candidates
    .map((candidate) => {
      const similarity = titleSimilarity(wanted.title, candidate.title);
      const known = wanted.year !== null && candidate.year !== null;
      const distance = known ? Math.abs(wanted.year! - candidate.year!) : TITLE_MATCH_YEAR_TOLERANCE + 1;
      return { candidate, similarity, distance, yearsDiffer: known && distance > TITLE_MATCH_YEAR_TOLERANCE };
    })
    .filter(({ similarity, yearsDiffer }) => similarity >= TITLE_MATCH_MIN_SIMILARITY && !yearsDiffer)
    .sort((a, b) => b.similarity - a.similarity || a.distance - b.distance);
  const [best, next] = ranked;
  if (!best) return null;
  if (next && next.candidate.id !== best.candidate.id && next.similarity === best.similarity && next.distance === best.distance)
    return null;
  return best.candidate;
}
