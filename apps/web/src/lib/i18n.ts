import { matchLanguage, SOURCE_LANGUAGE, type AppConfigReply, type LanguageCode } from '@marquee/core';
import { setupI18n, type I18n, type Messages } from '@lingui/core';

/**
 * The app's languages at run time (docs/translating.md). Messages are keyed by their English text (see
 * i18n-plugin.ts), so English needs no catalogue; another language's compiled catalogue is a JSON file of the
 * build, named in the configuration, and fetched when the language is chosen.
 */

/** The messages of `language`: none for English, whose texts are in the code. */
export async function loadMessages(language: LanguageCode, catalogues: AppConfigReply['catalogues']): Promise<Messages> {
  const url = catalogues[language];
  if (!url) return {};
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The ${language} messages did not load (${response.status})`);
  return (await response.json()) as Messages;
}

/**
 * Messages reaching the runtime as text are English plain texts (their key, or a catalogue's plain text): shown
 * as they are. Anything with placeholders or plurals comes compiled, from the build.
 */
const asText = (message: string) => [message];

/** An i18n instance in `language` with its `messages`: one per page in the browser, one per rendering on the server. */
export function createI18n(language: LanguageCode, messages: Messages): I18n {
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  i18n.setMessagesCompiler(asText);
  return i18n;
}

/** The language the server wrote the page in (`<html lang>`), which the app starts in. */
export const pageLanguage = (): LanguageCode =>
  (typeof document === 'undefined' ? null : matchLanguage(document.documentElement.lang)) ?? SOURCE_LANGUAGE;
