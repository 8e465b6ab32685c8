import type { BrowserContext, Page } from '@playwright/test';

/**
 * Measurements of a screen in another language (docs/translating.md#checks), taken in the page: text cut off or
 * overflowing its box, and English left over in the pseudo-language. Data (titles, names, overviews: what the
 * catalogue says, not the app) is marked translate="no" where it is drawn, and is left out of both.
 */

/** The viewer's choice of language, as the app's picker sets it, for every page of the context. */
export async function chooseLanguage(context: BrowserContext, baseURL: string, language: string): Promise<void> {
  await context.addCookies([{ name: 'marquee-language', value: language, url: baseURL }]);
}

export interface TextProblem {
  text: string;
  /** Where it is: the element's tag, role or label, and its ancestors'. */
  where: string;
  problem: string;
}

/**
 * The visible texts of the app's own that do not fit: cut off by their box (overflow hidden, an ellipsis, a line
 * clamp) or running out of it, measured from the text's own layout boxes against its element's.
 */
export function textsThatDoNotFit(page: Page): Promise<TextProblem[]> {
  return page.evaluate(() => {
    const problems: Array<{ text: string; where: string; problem: string }> = [];
    const describe = (element: Element) => {
      const parts: string[] = [];
      for (let at: Element | null = element; at && parts.length < 4; at = at.parentElement) {
        const label = at.getAttribute('aria-label') ?? at.getAttribute('role') ?? at.id;
        parts.push(label ? `${at.tagName.toLowerCase()}(${label})` : at.tagName.toLowerCase());
      }
      return parts.join(' < ');
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || !text || seen.has(element)) continue;
      if (element.closest('[translate="no"], script, style, noscript, template, [aria-hidden="true"], .sr-only')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      seen.add(element);
      // Cut: the element hides what it cannot show.
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (clips && element.scrollWidth > element.clientWidth + 1) {
        problems.push({
          text,
          where: describe(element),
          problem: `cut: ${element.scrollWidth}px of text in ${element.clientWidth}px`,
        });
        continue;
      }
      const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
      if ((clamped || style.overflowY !== 'visible') && element.scrollHeight > element.clientHeight + 1) {
        problems.push({
          text,
          where: describe(element),
          problem: `cut: ${element.scrollHeight}px of lines in ${element.clientHeight}px`,
        });
        continue;
      }
      // Overflowing: the text's own boxes run outside its element's.
      const range = document.createRange();
      range.selectNodeContents(node);
      const textBox = range.getBoundingClientRect();
      const over = Math.max(textBox.right - box.right, box.left - textBox.left);
      if (over > 1) problems.push({ text, where: describe(element), problem: `overflows its box by ${Math.round(over)}px` });
    }
    // A placeholder wider than its field's room for text.
    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      const style = getComputedStyle(input);
      if (input.getBoundingClientRect().width === 0 || input.value) continue;
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const width = canvas.measureText(input.placeholder).width;
      if (width > room + 1)
        problems.push({
          text: input.placeholder,
          where: describe(input),
          problem: `placeholder cut: ${Math.round(width)}px in ${Math.round(room)}px`,
        });
    }
    // The page itself wider than the window: something pushes it out sideways.
    const page = document.documentElement;
    if (page.scrollWidth > page.clientWidth + 1)
      problems.push({ text: '', where: 'html', problem: `the page is ${page.scrollWidth}px wide in ${page.clientWidth}px` });
    return problems;
  });
}

/**
 * The app's own texts on screen that are still English in the pseudo-language, whose every letter is decorated: a
 * run of two plain ASCII letters in a visible text, a placeholder or a label came from no catalogue. `knownData` is
 * data the journey made itself (an account's name), which labels may name.
 */
export function englishLeft(page: Page, knownData: string[] = []): Promise<Array<{ text: string; where: string }>> {
  return page.evaluate((knownData) => {
    const found: Array<{ text: string; where: string }> = [];
    const english = /[A-Za-z]{2,}/;
    const isData = (element: Element) => !!element.closest('[translate="no"], script, style, noscript, template');
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    // Data inside a sentence of the app's ("Titles like Big Buck Bunny", a label naming a title) is not English
    // left over: the texts drawn as data are taken out before looking.
    const drawn = Array.from(document.querySelectorAll('[translate="no"]'), (e) => [
      e.textContent?.trim() ?? '',
      ...Array.from(e.querySelectorAll('img[alt]'), (image) => image.getAttribute('alt') ?? ''),
    ]).flat();
    const data = [...new Set([...drawn, ...knownData])].filter((text) => text.length > 1).sort((a, b) => b.length - a.length);
    const withoutData = (text: string) => data.reduce((rest, datum) => rest.split(datum).join(' '), text);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || !english.test(withoutData(text)) || isData(element)) continue;
      if (visible(element) || element.closest('.sr-only')) found.push({ text, where: element.tagName.toLowerCase() });
    }
    for (const element of document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
      if (isData(element)) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value && english.test(withoutData(value)))
          found.push({ text: value, where: `${element.tagName.toLowerCase()}[${name}]` });
      }
    }
    return found;
  }, knownData);
}
