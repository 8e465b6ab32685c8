/**
 * The languages the app speaks (docs/translating.md): each with its catalogue complete, and its writing direction
 * (their names, which only pickers need, are LANGUAGE_NAMES). English is the source language, written in the code. `en-XA` is the
 * pseudo-language the tests use (accented and longer, to find cut text and English left over); pickers leave it out.
 */
export const LANGUAGES = [
  { code: 'en', dir: 'ltr' },
  { code: 'es', dir: 'ltr' },
  { code: 'fr', dir: 'ltr' },
  { code: 'de', dir: 'ltr' },
  { code: 'it', dir: 'ltr' },
  { code: 'pt-BR', dir: 'ltr' },
  { code: 'nl', dir: 'ltr' },
  { code: 'pl', dir: 'ltr' },
  { code: 'sv', dir: 'ltr' },
  { code: 'tr', dir: 'ltr' },
  { code: 'ru', dir: 'ltr' },
  { code: 'uk', dir: 'ltr' },
  { code: 'ar', dir: 'rtl' },
  { code: 'hi', dir: 'ltr' },
  { code: 'ja', dir: 'ltr' },
  { code: 'ko', dir: 'ltr' },
  { code: 'zh-CN', dir: 'ltr' },
  { code: 'id', dir: 'ltr' },
  { code: 'en-XA', dir: 'ltr', pseudo: true },
] as const satisfies readonly Language[];

export interface Language {
  /** A BCP 47 tag, as `<html lang>` and Intl take it. */
  code: string;
  dir: 'ltr' | 'rtl';
  pseudo?: boolean;
}

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const SOURCE_LANGUAGE: LanguageCode = 'en';

/** The cookie that carries the viewer's choice to the server, so its pages come in that language. */
export const LANGUAGE_COOKIE = 'marquee-language';

const byLowerCode = new Map<string, LanguageCode>(LANGUAGES.map((language) => [language.code.toLowerCase(), language.code]));

/** The app's language for `tag` ('pt-br', 'fr-CA', 'ar'): the same tag, else its base language; null when neither. */
export function matchLanguage(tag: string | null | undefined): LanguageCode | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (!lower) return null;
  return byLowerCode.get(lower) ?? byLowerCode.get(lower.split('-')[0]!) ?? null;
}

/**
 * The first of an Accept-Language header's languages, by weight and then order, that the app speaks; null when
 * none (a weight of 0 refuses a language, `*` names none in particular).
 */
export function negotiateLanguage(acceptLanguage: string | null | undefined): LanguageCode | null {
  if (!acceptLanguage) return null;
  const ranges = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.tag && range.tag !== '*' && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const range of ranges) {
    const language = matchLanguage(range.tag);
    if (language) return language;
  }
  return null;
}

/** The language's writing direction. */
export const languageDirection = (code: LanguageCode): 'ltr' | 'rtl' =>
  LANGUAGES.find((language) => language.code === code)?.dir ?? 'ltr';

/**
 * The language a page is in: the viewer's choice (their profile's, carried by the cookie), else the first their
 * browser asks for that the app speaks, else the site's default (DEFAULT_LANGUAGE).
 */
export function pageLanguage(
  choice: string | null | undefined,
  acceptLanguage: string | null | undefined,
  siteDefault: LanguageCode,
): LanguageCode {
  return matchLanguage(choice) ?? negotiateLanguage(acceptLanguage) ?? siteDefault;
}

/** Whether `code` is the pseudo-language, made from English for the tests, never translated. */
export const isPseudoLanguage = (code: string): boolean =>
  LANGUAGES.some((language) => language.code === code && 'pseudo' in language);
