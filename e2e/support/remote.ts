import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Moving by a TV remote's keys in couch mode (docs/behaviour.md#couch-mode): after every key the focused control
 * must be on screen and show a focus style that the same kind of control lacks when it is not focused.
 */

interface FocusReport {
  description: string;
  /** How much of the focused element's box is inside the viewport, 0 to 1. */
  visible: number;
  /** The focused element (or the card inside it) draws an outline or a ring. */
  styled: boolean;
  /** An unfocused element of the same kind draws the same, so the style would not tell focus apart. */
  styledWhenUnfocused: boolean;
}

/** Where the focus is, and whether it shows. */
export async function focusReport(page: Page): Promise<FocusReport> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body)
      return { description: 'nothing', visible: 0, styled: false, styledWhenUnfocused: false };
    const rect = active.getBoundingClientRect();
    const width = Math.max(0, Math.min(rect.right, innerWidth) - Math.max(rect.left, 0));
    const height = Math.max(0, Math.min(rect.bottom, innerHeight) - Math.max(rect.top, 0));
    const visible = rect.width * rect.height > 0 ? (width * height) / (rect.width * rect.height) : 0;
    // The focus style is the element's outline, or a ring (box-shadow) on it or on its first child (a card's poster).
    const drawn = (element: Element) => {
      const parts = [element, element.firstElementChild].filter((part): part is Element => part !== null);
      return parts.some((part) => {
        const style = getComputedStyle(part);
        return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
      });
    };
    const twin = Array.from(document.querySelectorAll(active.tagName)).find(
      (element) => element !== active && element.className === active.className && element.getBoundingClientRect().width > 0,
    );
    return {
      description: `${active.tagName} ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 60)}`,
      visible,
      styled: drawn(active),
      styledWhenUnfocused: twin ? drawn(twin) : false,
    };
  });
}

/** Presses a key, then checks the focused control is on screen and visibly focused. */
export async function press(page: Page, key: string): Promise<FocusReport> {
  await page.keyboard.press(key);
  let report = await focusReport(page);
  await expect
    .poll(
      async () => {
        report = await focusReport(page);
        return report.visible >= 0.9 && report.styled && !report.styledWhenUnfocused;
      },
      { message: `after ${key}` },
    )
    .toBe(true)
    .catch(() => {
      throw new Error(`After ${key}, the focus is not shown: ${JSON.stringify(report)}`);
    });
  return report;
}

/** Presses an arrow until the focus is on `target`, at most `limit` times. */
export async function moveTo(page: Page, key: string, target: Locator, limit = 15): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await press(page, key);
  }
  await expect(target).toBeFocused();
}
