import type { LanguageCode } from './languages.ts';

/**
 * Each of the app's languages under its own name, as its speakers write it: what a picker shows. Apart from
 * LANGUAGES, so that the code every page starts with, which needs only the codes, does not carry them.
 */
export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  'pt-BR': 'Português (Brasil)',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
  tr: 'Türkçe',
  ru: 'Русский',
  uk: 'Українська',
  ar: 'العربية',
  hi: 'हिन्दी',
  ja: '日本語',
  ko: '한국어',
  'zh-CN': '简体中文',
  id: 'Bahasa Indonesia',
  'en-XA': 'Ƥšéúðó-Éñğļíšħ',
};
