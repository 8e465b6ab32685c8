import { useLingui } from '@lingui/react/macro';
import type { MediaCardInput } from '@marquee/core';
import { MediaCard, mediaCardKey, MediaCardSkeleton } from './media-card';

/** Cards of at least 144 px on phones (two columns at 390 px) and 180 px from the tablet breakpoint up (docs/behaviour.md#media-cards). */
const GRID =
  'grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-x-4 gap-y-6 md:grid-cols-[repeat(auto-fill,minmax(11.25rem,1fr))]';

/** The cards a screen shows first (the first row or two of the grid): their posters load at once, without a fade. */
const PRIORITY_CARDS = 6;

/** A responsive grid of media cards, each a link to its details page. */
export function MediaGrid({ items }: { items: readonly MediaCardInput[] }) {
  return (
    <ul className={GRID}>
      {items.map((item, index) => (
        <li key={mediaCardKey(item, index)} className="min-w-0">
          <MediaCard item={item} priority={index < PRIORITY_CARDS} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's loading state: `count` card placeholders of the cards' exact size. */
export function MediaGridSkeleton({ count }: { count: number }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading`} className={GRID}>
      {Array.from({ length: count }, (_, index) => (
        <MediaCardSkeleton key={index} />
      ))}
    </div>
  );
}
