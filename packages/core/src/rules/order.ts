/**
 * A comparator putting higher ranks first; items without a rank go last. Ties (and two unranked items)
 * compare equal, so a stable sort keeps their received order.
 */
export function descendingWithMissingLast<T>(rank: (item: T) => number | null) {
  return (a: T, b: T): number => {
    const ra = rank(a);
    const rb = rank(b);
    if (ra === null || rb === null) return ra === rb ? 0 : ra === null ? 1 : -1;
    return rb - ra;
  };
}
