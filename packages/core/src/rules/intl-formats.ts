import { isPseudoLanguage, SOURCE_LANGUAGE } from './languages.ts';
import { accentLetters } from './pseudo-text.ts';

/**
 * Intl formatters, one a locale and options: making one loads the locale's data, far slower than formatting (every
 * card and row asks). Locales are the page's language tags ('de', 'pt-BR', 'en-XA'); Intl falls back from a tag it
 * does not know to its base language.
 */
function memo<O, F extends Formatter>(make: (locale: string, options: O) => F): (locale: string, options: O) => F {
  const made = new Map<string, F>();
  return (locale, options) => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = made.get(key);
    if (!format) {
      format = isPseudoLanguage(locale) ? inPseudoLetters(make(SOURCE_LANGUAGE, options)) : make(locale, options);
      made.set(key, format);
    }
    return format;
  };
}

interface Formatter {
  format(...args: never[]): string;
}

/**
 * The pseudo-language's formatter: English's, its letters decorated, so that a date or a duration on screen shows it
 * went through Intl in the page's language ('2 ħŕ 19 ɱíñ'), where plain English would have come from elsewhere.
 */
function inPseudoLetters<F extends Formatter>(format: F): F {
  return new Proxy(format, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'format') return (...args: never[]) => accentLetters(target.format(...args));
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export const numberFormat = memo((locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));
export const dateTimeFormat = memo((locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));
export const relativeTimeFormat = memo(
  (locale, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
);
export const listFormat = memo((locale, options: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options));
