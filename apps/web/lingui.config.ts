import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LANGUAGES } from '@marquee/core';

/**
 * The app's message catalogues (docs/translating.md): English is the source, written in the code; each other
 * language is one PO file under src/locales, which `npm run i18n:extract` fills with the code's messages.
 */
export default defineConfig({
  sourceLocale: 'en',
  // Every language but the pseudo-language, which is made from English's catalogue as the app is built.
  locales: LANGUAGES.filter((language) => !('pseudo' in language)).map((language) => language.code),
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/__tests__/**', '<rootDir>/src/testing/**', '**/node_modules/**'],
    },
  ],
});
