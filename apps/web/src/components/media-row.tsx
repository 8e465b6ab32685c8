import { useLingui } from '@lingui/react/macro';
import type { MediaCardInput, MediaType } from '@marquee/core';
import { ChevronLeft, ChevronRight } from 'lucide';
import { memo, startTransition, useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { cn } from '@/lib/cn';
import { useNearViewport } from '@/lib/use-near-viewport';
import { Icon } from '@/components/icon';
import { MediaCard, MediaCardSkeleton, mediaCardKey, mediaCardWidth, type MediaCardSize } from './media-card';

interface MediaRowProps<T extends MediaCardInput> {
  title: string;
  items: readonly T[];
  /** The type of a list whose items do not name one. */
  listType?: MediaType;
  /** 220 px cards instead of 160/180 px (docs/behaviour.md#media-cards). */
  featured?: boolean;
  /** The row is above the fold: the posters of its first cards, those a screen shows, load at once. */
  priority?: boolean;
  /**
   * The row starts below the fold: its cards mount only as it nears the viewport, a card-sized placeholder
   * holding its height until then, so a page of many rows does not build every card before it can respond.
   */
  deferred?: boolean;
  className?: string;
  /** Draws each item's card instead of a MediaCard (Continue Watching opens the player, not the details page). */
  renderItem?: (item: T, size: MediaCardSize) => ReactNode;
}

/**
 * How many cards of a priority row load their posters at once, ahead of other images: those a phone shows
 * (a 412 px screen shows two and a bit). On a wider screen the next ones load as the layout finds them in view.
 */
const PRIORITY_CARDS = 3;

/** Scroll buttons move a row by 75% of its visible width (docs/behaviour.md#media-cards). */
const SCROLL_FRACTION = 0.75;

/** How near a deferred row mounts its cards: half a screen ahead, so a scrolling visitor meets them built. */
const DEFERRED_MARGIN = '50% 0px';

/**
 * A row builds its first cards, more than a wide screen shows, and the rest only once the visitor scrolls it
 * within a row's width of their end or moves the focus into it: a phone shows two or three cards of each of
 * twenty, and building all of them would hold its main thread while the page starts.
 */
const FIRST_CARDS = 8;
const REST_MARGIN = '0px 100% 0px 0px';

/**
 * A titled, horizontally scrolling row of media cards (docs/ui.md#rows): heading left, scroll buttons right
 * (only for a fine pointer; touch scrolls natively), scroll snapping, and no page overflow.
 * An empty row says 'No results found.' (docs/behaviour.md#home), e.g. after its list failed to load.
 */
export function MediaRow<T extends MediaCardInput>({
  title,
  items,
  listType,
  featured = false,
  priority = false,
  deferred = false,
  className,
  renderItem,
}: MediaRowProps<T>) {
  const headingId = useId();
  const { t } = useLingui();
  const section = useRef<HTMLElement>(null);
  const scroller = useRef<HTMLUListElement>(null);
  const size = featured ? 'featured' : 'row';
  const showCards = useNearViewport(section, deferred, DEFERRED_MARGIN);
  const [cardCount, setCardCount] = useState(0);
  const { canScrollBack, canScrollForward } = useScrollEdges(scroller, cardCount);
  // The same function while the row's props stay: the scroll buttons' state changes then redraw the buttons, not
  // every card (RowCards is memoised).
  const renderCard = useCallback(
    (item: T, index: number) => (
      <li key={mediaCardKey(item, index)} className="snap-start">
        {renderItem ? (
          renderItem(item, size)
        ) : (
          <MediaCard item={item} listType={listType} size={size} priority={priority && index < PRIORITY_CARDS} />
        )}
      </li>
    ),
    [renderItem, size, listType, priority],
  );

  const scrollBy = (direction: 1 | -1) => {
    const list = scroller.current;
    if (!list) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Forward is towards the row's end: leftwards in a right-to-left page.
    const towardsEnd = getComputedStyle(list).direction === 'rtl' ? -direction : direction;
    list.scrollBy({ left: towardsEnd * list.clientWidth * SCROLL_FRACTION, behavior: smooth ? 'smooth' : 'auto' });
  };

  return (
    <section ref={section} aria-labelledby={headingId} className={cn('min-w-0', className)}>
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {/* For a mouse: the keyboard's and a remote's arrows scroll the row by moving along its cards. */}
        <div data-couch-skip className="hidden gap-1 pointer-fine:flex">
          <ScrollButton label={t`Scroll ${title} back`} disabled={!canScrollBack} onClick={() => scrollBy(-1)}>
            <Icon node={ChevronLeft} className="rtl:-scale-x-100 size-5" aria-hidden="true" />
          </ScrollButton>
          <ScrollButton label={t`Scroll ${title} forward`} disabled={!canScrollForward} onClick={() => scrollBy(1)}>
            <Icon node={ChevronRight} className="rtl:-scale-x-100 size-5" aria-hidden="true" />
          </ScrollButton>
        </div>
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface px-4 py-8 text-center text-muted">{t`No results found.`}</p>
      ) : (
        <ul
          ref={scroller}
          aria-hidden={showCards ? undefined : true}
          // Room above for the hover lift and around for the focus ring, which overflow would clip.
          className="-mx-1 flex snap-x snap-mandatory scroll-px-1 gap-3 overflow-x-auto px-1 pt-2 pb-2 [scrollbar-width:none] md:gap-4"
        >
          {showCards ? (
            <RowCards items={items} scroller={scroller} onCount={setCardCount}>
              {renderCard}
            </RowCards>
          ) : (
            // As tall as a card; the cards replace it before the row can be seen.
            <li className={mediaCardWidth(size)}>
              <MediaCardSkeleton />
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

/** A row's cards: the first ones, then all of them once the visitor scrolls near their end or focuses one. */
const RowCards = memo(RowCardsOf) as typeof RowCardsOf;

function RowCardsOf<T>({
  items,
  scroller,
  onCount,
  children,
}: {
  items: readonly T[];
  scroller: RefObject<HTMLUListElement | null>;
  onCount: (count: number) => void;
  children: (item: T, index: number) => ReactNode;
}) {
  const restMark = useRef<HTMLLIElement>(null);
  const scrolledNear = useNearViewport(restMark, items.length > FIRST_CARDS, REST_MARGIN, scroller);
  const [focused, setFocused] = useState(false);
  const shown = scrolledNear || focused ? items : items.slice(0, FIRST_CARDS);
  const complete = shown.length === items.length;

  // A transition, as are the scroll buttons' updates it leads to: they can wait while the page is busy.
  useEffect(() => startTransition(() => onCount(shown.length)), [onCount, shown.length]);
  useEffect(() => {
    const list = scroller.current;
    if (complete || !list) return;
    // Focus moving into the row builds the rest at once, so the Tab key walks on through every card.
    const showAll = () => setFocused(true);
    list.addEventListener('focusin', showAll);
    return () => list.removeEventListener('focusin', showAll);
  }, [scroller, complete]);

  return (
    <>
      {shown.map(children)}
      {/* Where the built cards end: coming near it builds the rest. */}
      {!complete && <li ref={restMark} aria-hidden="true" className="w-px shrink-0" />}
    </>
  );
}

function ScrollButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="flex size-9 items-center justify-center rounded-full border border-line bg-surface text-fg transition-colors duration-150 hover:bg-surface-2 disabled:cursor-default disabled:opacity-40"
    >
      {children}
    </button>
  );
}

/** Whether the row can scroll further back or forward, following scrolling and resizing. */
function useScrollEdges(scroller: RefObject<HTMLUListElement | null>, itemCount: number) {
  const [edges, setEdges] = useState({ canScrollBack: false, canScrollForward: false });
  useEffect(() => {
    const list = scroller.current;
    if (!list) return;
    const update = () => {
      // One pixel of slack: fractional widths never reach the end exactly. Right to left, scrollLeft runs from 0 at
      // the row's start to negative values.
      const scrolled = Math.abs(list.scrollLeft);
      const canScrollBack = scrolled > 1;
      const canScrollForward = scrolled + list.clientWidth < list.scrollWidth - 1;
      startTransition(() =>
        setEdges((current) =>
          current.canScrollBack === canScrollBack && current.canScrollForward === canScrollForward
            ? current
            : { canScrollBack, canScrollForward },
        ),
      );
    };
    // No first reading here: it would force a layout per row while the page builds. The observer reports
    // every list once it has been laid out, when its sizes cost nothing to read.
    list.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [scroller, itemCount]);

  return edges;
}
