import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { KNOWN_LANGUAGES, languageName } from '@marquee/core';

/**
 * The names of the languages the library reads (KNOWN_LANGUAGES, whose names are English), by their ISO 639-1 code,
 * translated where they are drawn (docs/translating.md).
 */
const LANGUAGE_NAMES: Readonly<Partial<Record<string, MessageDescriptor>>> = {
  af: msg`Afrikaans`,
  ar: msg`Arabic`,
  bg: msg`Bulgarian`,
  bn: msg`Bengali`,
  bs: msg`Bosnian`,
  ca: msg`Catalan`,
  cs: msg`Czech`,
  cy: msg`Welsh`,
  da: msg`Danish`,
  de: msg`German`,
  el: msg`Greek`,
  en: msg`English`,
  es: msg`Spanish`,
  et: msg`Estonian`,
  eu: msg`Basque`,
  fa: msg`Persian`,
  fi: msg`Finnish`,
  fil: msg`Filipino`,
  fr: msg`French`,
  ga: msg`Irish`,
  gl: msg`Galician`,
  he: msg`Hebrew`,
  hi: msg`Hindi`,
  hr: msg`Croatian`,
  hu: msg`Hungarian`,
  hy: msg`Armenian`,
  id: msg`Indonesian`,
  is: msg`Icelandic`,
  it: msg`Italian`,
  ja: msg`Japanese`,
  ka: msg`Georgian`,
  kk: msg`Kazakh`,
  km: msg`Khmer`,
  kn: msg`Kannada`,
  ko: msg`Korean`,
  ku: msg`Kurdish`,
  lt: msg`Lithuanian`,
  lv: msg`Latvian`,
  mk: msg`Macedonian`,
  ml: msg`Malayalam`,
  mn: msg`Mongolian`,
  mr: msg`Marathi`,
  ms: msg`Malay`,
  my: msg`Burmese`,
  nb: msg`Norwegian Bokmål`,
  ne: msg`Nepali`,
  nl: msg`Dutch`,
  nn: msg`Norwegian Nynorsk`,
  no: msg`Norwegian`,
  pa: msg`Punjabi`,
  pl: msg`Polish`,
  pt: msg`Portuguese`,
  ro: msg`Romanian`,
  ru: msg`Russian`,
  si: msg`Sinhala`,
  sk: msg`Slovak`,
  sl: msg`Slovenian`,
  sq: msg`Albanian`,
  sr: msg`Serbian`,
  sv: msg`Swedish`,
  sw: msg`Swahili`,
  ta: msg`Tamil`,
  te: msg`Telugu`,
  th: msg`Thai`,
  tr: msg`Turkish`,
  uk: msg`Ukrainian`,
  ur: msg`Urdu`,
  vi: msg`Vietnamese`,
  zh: msg`Chinese`,
};

/** A language's name in the language of `i18n`; one this table does not know yet keeps its English name. */
export function languageLabel(i18n: I18n, code: string): string {
  const name = LANGUAGE_NAMES[code];
  return name ? i18n._(name) : languageName(code);
}

/** KNOWN_LANGUAGES with their names in the language of `i18n`, in that language's alphabetical order. */
export function knownLanguages(i18n: I18n): { code: string; name: string }[] {
  const collator = new Intl.Collator(i18n.locale);
  return KNOWN_LANGUAGES.map(({ code }) => ({ code, name: languageLabel(i18n, code) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
