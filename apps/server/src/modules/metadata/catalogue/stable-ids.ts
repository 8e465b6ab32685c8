import { CATALOGUE_ID_MAX, CATALOGUE_ID_MIN } from '@marquee/core';
import { fnv1a } from '../../../lib/hash.ts';

/** A range of ids: the first and how many there are. */
export interface IdRange {
  first: number;
  size: number;
}

/**
 * Films and shows: their own range above TMDB's ids (docs/behaviour.md#title-sources), wide enough that
 * the catalogue's few thousand titles do not collide, so a title's id depends on its own key only and
 * stays the same when titles are added (a test checks there is no collision).
 */
export const TITLE_IDS: IdRange = { first: CATALOGUE_ID_MIN, size: CATALOGUE_ID_MAX - CATALOGUE_ID_MIN + 1 };
/**
 * People and networks, and the films' and shows' ids of earlier releases (below a million, in TMDB's
 * range), which stored entries and links may still carry (legacyTitleIds).
 */
export const SMALL_IDS: IdRange = { first: 1, size: 999_999 };

/**
 * Gives each key a stable id derived from its hash, the same on every start and machine. Keys are
 * taken in sorted order and a collision moves to the next free id, so the result depends only on
 * the set of keys, not on the order they came in.
 */
export function assignStableIds(keys: readonly string[], range: IdRange = SMALL_IDS): Map<string, number> {
  const ids = new Map<string, number>();
  const taken = new Set<number>();
  for (const key of [...new Set(keys)].sort()) {
    let offset = fnv1a(key) % range.size;
    while (taken.has(range.first + offset)) offset = (offset + 1) % range.size;
    taken.add(range.first + offset);
    ids.set(key, range.first + offset);
  }
  return ids;
}
