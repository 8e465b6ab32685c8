import { useLingui } from '@lingui/react/macro';
import type { LanguageCode } from '@marquee/core';

/**
 * The page's language, which the app's metadata requests name: their answers (titles, overviews, genres, posters)
 * come in it, and are cached under it, so that another language asks again.
 */
export function useLanguage(): LanguageCode {
  const { i18n } = useLingui();
  // The app's i18n instances are made for one of the app's languages (lib/i18n.ts createI18n).
  return i18n.locale as LanguageCode;
}
