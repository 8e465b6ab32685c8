import type { FocusDirection } from '@marquee/core';
import { candidatesIn, isCandidate, reveal, startingPoint } from './focus-candidates';
import { openLayer } from './key-context';
import { loadSpatialSearch, searchFrom, spatialSearchLoaded } from './spatial-search';

/*
 * Moving the focus: what couch mode loads on the first arrow key, so that a visitor who never uses one does not
 * download it.
 */

/** Moves the focus one step; at once once the geometry has loaded, so a quick key after key is never lost. */
export function moveFocus(direction: FocusDirection): void {
  if (spatialSearchLoaded()) step(direction);
  else void loadSpatialSearch().then(() => step(direction));
}

function step(direction: FocusDirection): void {
  const layer = openLayer();
  const scope = layer ?? document.documentElement;
  const candidates = candidatesIn(scope);
  const active = document.activeElement;
  const origin = active && scope.contains(active) && isCandidate(active) ? active : null;
  const next = origin ? searchNear(origin, direction, candidates, scope) : startingPoint(candidates);
  if (!(next instanceof HTMLElement)) return;
  next.focus({ preventScroll: true });
  reveal(next);
}

/**
 * The next control from `origin`, looked for in tiers: first on its own side of the sticky header (in it, or
 * in the page under it), then across it, then among what floats over the page (data-couch-floating, such as
 * the assistant's button, and the toasts). The header sits over the page's top and floating buttons over its corner, so both
 * are geometrically near to everything; the tiers keep ↑ in the page until the page's top, make ↓ from the
 * header skip what scrolls under it, and reach a floating button only when nothing else lies that way.
 */
function searchNear(origin: Element, direction: FocusDirection, candidates: HTMLElement[], scope: Element): Element | null {
  const header = document.querySelector('[data-site-header]');
  const side = (element: Element) =>
    element.closest('[data-couch-floating], [data-sonner-toaster]') ? 'floating' : header?.contains(element) ? 'header' : 'page';
  const from = side(origin);
  const tiers = [
    candidates.filter((candidate) => side(candidate) === from),
    candidates.filter((candidate) => side(candidate) !== from && side(candidate) !== 'floating' && !under(header, candidate)),
    from === 'floating' ? [] : candidates.filter((candidate) => side(candidate) === 'floating'),
  ];
  for (const tier of tiers) {
    const found = searchFrom(origin, direction, tier, scope);
    if (found) return found;
  }
  return null;
}

/** Whether a control of the page is partly hidden under the sticky header just now. */
function under(header: Element | null, element: Element): boolean {
  if (!header || header.contains(element)) return false;
  const rect = element.getBoundingClientRect();
  return rect.bottom > 0 && rect.top < header.getBoundingClientRect().bottom;
}
