import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LANGUAGES } from '@marquee/core';

/**
 * Languages being translated (docs/translating.md#adding-a-language): their catalogues are kept up to date with the
 * code, but the app offers a language only once its catalogue is complete and it is in @marquee/core LANGUAGES.
 */
export const LANGUAGES_IN_TRANSLATION: string[] = [];

/**
 * The app's message catalogues (docs/translating.md): English is the source, written in the code; each other
 * language is one PO file under src/locales, which `npm run i18n:extract` fills with the code's messages.
 */
export default defineConfig({
  sourceLocale: 'en',
  // Every language but the pseudo-language, which is made from English's catalogue as the app is built.
  locales: [
    ...LANGUAGES.filter((language) => !('pseudo' in language)).map((language) => language.code),
    ...LANGUAGES_IN_TRANSLATION,
  ],
  fallbackLocales: { default: 'en' },
  // The <Trans> component from a module of the app's own (src/lib/trans.tsx says why).
  runtimeConfigModule: { Trans: ['@/lib/trans', 'Trans'] },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/__tests__/**', '<rootDir>/src/testing/**', '**/node_modules/**'],
    },
    // The server's texts to people ({ "error": "..." } answers, e-mails, the manifest), marked /*i18n*/ in its code
    // and core's schemas; the server reads these PO files itself (apps/server/src/http/texts.ts).
    {
      path: '<rootDir>/../server/src/locales/{locale}',
      include: ['<rootDir>/../server/src', '<rootDir>/../../packages/core/src'],
      exclude: ['**/__tests__/**', '**/node_modules/**'],
    },
  ],
});
