import type { FocusDirection } from '@marquee/core';

/**
 * The geometry of spatial navigation comes from the CSS Working Group's reference polyfill for
 * 'CSS Spatial Navigation' (spatial-navigation-polyfill). It works on the page's real focusable elements, so
 * no component registers itself and Tab, mouse and screen readers see the same focus. It is loaded on the
 * first arrow key, never before: a visitor who does not use a remote does not download it. Its own key
 * handler is never started (it waits for a `load` event long past); this app decides when an arrow moves the
 * focus and which elements may receive it.
 */

interface SearchOptions {
  candidates: Element[];
  container: Element;
}

declare global {
  interface Element {
    spatialNavigationSearch?(direction: FocusDirection, options: SearchOptions): Element | null;
  }
}

let loading: Promise<void> | null = null;

export function spatialSearchLoaded(): boolean {
  return typeof Element.prototype.spatialNavigationSearch === 'function';
}

/** Loads the polyfill once; resolves when its search is available. */
export function loadSpatialSearch(): Promise<void> {
  loading ??= import('spatial-navigation-polyfill').then(() => undefined);
  return loading;
}

/**
 * The best candidate in a direction from an element, or null when there is none that way. ← and → stay on the
 * origin's line (what overlaps it vertically: a row of cards, a row of buttons), as on a TV: at the end of a
 * row they stop rather than jump to some control far above or below.
 */
export function searchFrom(
  origin: Element,
  direction: FocusDirection,
  candidates: Element[],
  container: Element,
): Element | null {
  const others = candidates.filter((candidate) => candidate !== origin && (isVertical(direction) || sameLine(origin, candidate)));
  if (!isVertical(direction)) return search(origin, direction, others, container);
  return (
    search(origin, direction, nextLine(origin, direction, others), container) ?? search(origin, direction, others, container)
  );
}

function search(origin: Element, direction: FocusDirection, candidates: Element[], container: Element): Element | null {
  if (candidates.length === 0 || !origin.spatialNavigationSearch) return null;
  const found = origin.spatialNavigationSearch(direction, { candidates, container });
  if (found === null || candidates.includes(found)) return found;
  // The polyfill first looks inside the origin, at any focusable drawn over it (a toast over the video), and
  // then never weighs the candidates given. Those are the ones that may win: the one nearest that way does.
  return nearestThatWay(origin, direction, candidates);
}

/** The candidate nearest to the origin in a direction: least distance along it, then across it. */
function nearestThatWay(origin: Element, direction: FocusDirection, candidates: Element[]): Element | null {
  const from = origin.getBoundingClientRect();
  let best: { element: Element; along: number; across: number } | null = null;
  for (const element of candidates) {
    const rect = element.getBoundingClientRect();
    const along = {
      up: from.top - rect.bottom,
      down: rect.top - from.bottom,
      left: from.left - rect.right,
      right: rect.left - from.right,
    }[direction];
    if (along < -Math.min(rect.height, rect.width) / 2) continue; // not that way
    const across = isVertical(direction)
      ? Math.abs((rect.left + rect.right) / 2 - (from.left + from.right) / 2)
      : Math.abs((rect.top + rect.bottom) / 2 - (from.top + from.bottom) / 2);
    if (!best || along < best.along || (along === best.along && across < best.across)) best = { element, along, across };
  }
  return best?.element ?? null;
}

/** How far below the nearest line's top a control may start and still be on that line. */
const LINE_SLACK_PX = 32;

/**
 * The candidates on the nearest line of controls above or below the origin. The polyfill favours what is
 * aligned with the origin, so ↓ from a wide button would skip a narrow row of tabs set to one side; a remote
 * moves one line at a time.
 */
function nextLine(origin: Element, direction: FocusDirection, candidates: Element[]): Element[] {
  const from = origin.getBoundingClientRect();
  const middle = (from.top + from.bottom) / 2;
  const gaps = new Map<Element, number>();
  for (const candidate of candidates) {
    const rect = candidate.getBoundingClientRect();
    const centre = (rect.top + rect.bottom) / 2;
    if (direction === 'down' ? centre > middle : centre < middle) {
      gaps.set(candidate, Math.max(0, direction === 'down' ? rect.top - from.bottom : from.top - rect.bottom));
    }
  }
  const nearest = Math.min(...gaps.values());
  return [...gaps].filter(([, gap]) => gap <= nearest + LINE_SLACK_PX).map(([candidate]) => candidate);
}

function isVertical(direction: FocusDirection): boolean {
  return direction === 'up' || direction === 'down';
}

function sameLine(a: Element, b: Element): boolean {
  const first = a.getBoundingClientRect();
  const second = b.getBoundingClientRect();
  return first.top < second.bottom && second.top < first.bottom;
}
