/**
 * The app's languages (BCP 47 tags, @marquee/core LANGUAGES) as TMDB names them: a language and a region ('de-DE').
 * TMDB keeps a translation per language and region (es-ES and es-MX, fr-FR and fr-CA), so each language asks for the
 * region its catalogue is written for; the pseudo-language reads English.
 */
const TMDB_LANGUAGES: Readonly<Record<string, string>> = {
  en: 'en-US',
  'en-XA': 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  'pt-BR': 'pt-BR',
  nl: 'nl-NL',
  pl: 'pl-PL',
  sv: 'sv-SE',
  tr: 'tr-TR',
  ru: 'ru-RU',
  uk: 'uk-UA',
  ar: 'ar-SA',
  hi: 'hi-IN',
  ja: 'ja-JP',
  ko: 'ko-KR',
  'zh-CN': 'zh-CN',
  id: 'id-ID',
};

/** TMDB's `language` for one of the app's languages; a language not in the table goes as it is (TMDB takes 'de'). */
export function tmdbLanguage(language: string): string {
  return TMDB_LANGUAGES[language] ?? language;
}

/**
 * TMDB's `include_image_language` and `include_video_language` for a title's images and videos: those in the
 * language first, then English ones, then those without words. Images and videos name their language without a
 * region ('pt', not 'pt-BR').
 */
export function mediaLanguages(language: string): string {
  const base = baseLanguage(tmdbLanguage(language));
  return base === 'en' ? 'en,null' : `${base},en,null`;
}

const baseLanguage = (tag: string) => tag.split('-')[0]!;
