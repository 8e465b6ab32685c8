import { describe, expect, it } from 'vitest';
import { matchLanguage, negotiateLanguage, pageLanguage } from '../languages.ts';

describe('matchLanguage', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    ['en-GB', 'en'],
    ['en_US', 'en'],
    ['en-xa', 'en-XA'],
    ['en-XA', 'en-XA'],
    ['xx', null],
    ['', null],
    [null, null],
    ['  ', null],
  ])('%s → %s', (tag, expected) => {
    expect(matchLanguage(tag)).toBe(expected);
  });
});

describe('negotiateLanguage', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['xx, en;q=0.5', 'en'],
    ['xx;q=1, en-XA;q=0.4, en;q=0.3', 'en-XA'],
    ['en;q=0.3, en-XA;q=0.8', 'en-XA'],
    ['en;q=0, xx', null],
    ['*', null],
    ['xx, yy;q=0.2', null],
    ['en;q=abc', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });
});

describe('pageLanguage', () => {
  it.each([
    ['the choice first', 'en-XA', 'en', 'en', 'en-XA'],
    ['a choice the app does not speak falls to the browser', 'xx', 'en-XA', 'en', 'en-XA'],
    ['the browser next', null, 'en-XA,en;q=0.5', 'en', 'en-XA'],
    ['the site default last', null, 'xx', 'en-XA', 'en-XA'],
    ['nothing asked: the site default', undefined, undefined, 'en', 'en'],
  ] as const)('%s', (_case, choice, header, siteDefault, expected) => {
    expect(pageLanguage(choice, header, siteDefault)).toBe(expected);
  });
});
