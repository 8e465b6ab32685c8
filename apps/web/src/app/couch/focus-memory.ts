/**
 * Which control had the focus on each screen of the session's history, so that coming back to a screen
 * (Back, the browser's back) puts the focus where the person left it: on the card they opened, not at the
 * top of the page. An element is remembered by what it is (its link, its label) and which one of its kind
 * it was, since the screen is drawn anew when it comes back.
 */
export interface FocusMark {
  tag: string;
  href: string | null;
  label: string;
  /** Its place among the screen's candidates with the same link and label (a title can be in two rows). */
  index: number;
}

function labelOf(element: HTMLElement): string {
  return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 120);
}

/** The screen's elements of the same kind as a mark, in document order; no layout is read, so it is cheap. */
function alike(mark: Omit<FocusMark, 'index'>): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(mark.tag)].filter(
    (element) => element.getAttribute('href') === mark.href && labelOf(element) === mark.label,
  );
}

export function markOf(element: HTMLElement): FocusMark {
  const kind = { tag: element.tagName.toLowerCase(), href: element.getAttribute('href'), label: labelOf(element) };
  return { ...kind, index: Math.max(0, alike(kind).indexOf(element)) };
}

/**
 * The element a mark names on the screen as it is now, if it is there yet. A screen draws its parts as they
 * come (a lower row builds its cards when it nears the view), so until `settled` only the very one counts,
 * not an earlier one of its kind; once the screen has settled, the nearest match will do.
 */
export function findMarked(mark: FocusMark, settled = false): HTMLElement | null {
  const found = alike(mark);
  return found[mark.index] ?? (settled ? (found.at(-1) ?? null) : null);
}
