import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { isPseudoLanguage, pseudoText, SOURCE_LANGUAGE, type LanguageCode } from '@marquee/core';

/**
 * The server's texts to people in their language (docs/translating.md#the-servers-texts): written in English in the
 * code, in ICU MessageFormat, marked `/*i18n*\/` so that `npm run i18n:extract` lists them in the PO files of
 * src/locales; looked up here by that English text when an answer is sent.
 */

/** The values of a text's placeholders ('{count} titles'). */
export type TextValues = Record<string, string | number>;

const folder = fileURLToPath(new URL('../locales/', import.meta.url));

/** A PO file's translations, keyed by their English text (the message's id). */
function readPoFile(language: string): Record<string, { translation?: string }> {
  const file = `${folder}${language}.po`;
  return formatter({ lineNumbers: false }).parse(fs.readFileSync(file, 'utf8'), {
    locale: language,
    sourceLocale: SOURCE_LANGUAGE,
    filename: file,
  }) as Record<string, { translation?: string }>;
}

/** The language's compiled messages, keyed by their English text; the pseudo-language's are made from English's. */
function catalogue(language: LanguageCode): Messages {
  if (language === SOURCE_LANGUAGE) return {};
  const pseudo = isPseudoLanguage(language);
  const entries = Object.entries(readPoFile(pseudo ? SOURCE_LANGUAGE : language));
  return Object.fromEntries(
    entries.map(([english, entry]) => [
      english,
      pseudo ? compileMessageOrThrow(english, pseudoText) : compileMessageOrThrow(entry.translation || english),
    ]),
  );
}

const languages = new Map<LanguageCode, I18n>();

/** One Lingui instance per language, made on first use; a text no catalogue has is shown in English. */
function textsIn(language: LanguageCode): I18n {
  let i18n = languages.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: catalogue(language) } });
    i18n.setMessagesCompiler(compileMessage);
    languages.set(language, i18n);
  }
  return i18n;
}

/** `english` (a text marked for the catalogues) in `language`, its placeholders filled from `values`. */
export function textIn(language: LanguageCode, english: string, values?: TextValues): string {
  // A text from elsewhere (an upstream's message) is not MessageFormat: shown as it came.
  if (!values && !isCatalogueText(english)) return english;
  return textsIn(language)._({ id: english, message: english, values });
}

let sourceTexts: Set<string> | undefined;

/** Whether `english` is one of the catalogues' texts (else it came from elsewhere, as zod's own messages do). */
function isCatalogueText(english: string): boolean {
  sourceTexts ??= new Set(Object.keys(readPoFile(SOURCE_LANGUAGE)));
  return sourceTexts.has(english);
}
