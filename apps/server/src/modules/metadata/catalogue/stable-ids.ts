import { fnv1a } from '../../../lib/hash.ts';

/** Ids stay below a million, like most of TMDB's, so URLs stay short. */
const ID_SPACE = 999_999;

/**
 * Gives each key a stable id derived from its hash, the same on every start and machine. Keys are
 * taken in sorted order and a collision moves to the next free id, so the result depends only on
 * the set of keys, not on the order they came in.
 */
export function assignStableIds(keys: readonly string[]): Map<string, number> {
  const ids = new Map<string, number>();
  const taken = new Set<number>();
  for (const key of [...new Set(keys)].sort()) {
    let id = (fnv1a(key) % ID_SPACE) + 1;
    while (taken.has(id)) id = (id % ID_SPACE) + 1;
    taken.add(id);
    ids.set(key, id);
  }
  return ids;
}
