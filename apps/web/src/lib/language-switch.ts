import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  LANGUAGE_COOKIE,
  languageDirection,
  LANGUAGE_NAMES,
  matchLanguage,
  negotiateLanguage,
  type AppConfigReply,
  type LanguageCode,
  type Preferences,
} from '@marquee/core';
import { basePath } from './base-path';
import { loadMessages } from './i18n';
import { toast } from './toast';

/**
 * Changing the app's language without reloading the page (docs/translating.md#the-viewers-language): the language's
 * messages are loaded, the page's lang and dir follow, and the choice is kept in the cookie the server reads. Loaded
 * when a language is chosen, or a session starts or ends: no page needs it to start.
 */

/** '' for automatic, else a language's code: what the preference, the pickers and the cookie hold. */
export type LanguageChoice = Preferences['language'];

/** What changing the language needs of the server's configuration. */
type LanguageConfig = Pick<AppConfigReply, 'catalogues' | 'defaultLanguage'>;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language automatic stands for: the first of the browser's languages the app speaks, else the site's. */
function automaticLanguage(siteDefault: LanguageCode): LanguageCode {
  return negotiateLanguage(navigator.languages.join(',')) ?? siteDefault;
}

/** The language `choice` shows the app in. */
const languageOf = (choice: LanguageChoice, config: LanguageConfig): LanguageCode =>
  choice || automaticLanguage(config.defaultLanguage);

/** The name a language is known by to its speakers ('Deutsch'), as LANGUAGES writes it. */
export const languageName = (code: string): string =>
  Object.hasOwn(LANGUAGE_NAMES, code) ? LANGUAGE_NAMES[code as LanguageCode] : code;

/** The language this browser was given by a choice of its own (the cookie), else null. */
export function browserLanguageChoice(): LanguageCode | null {
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  return cookie ? matchLanguage(decodeURIComponent(cookie.slice(LANGUAGE_COOKIE.length + 1))) : null;
}

/**
 * Keeps `choice` on this browser for the server, which writes pages in it: the cookie under the app's path, for a
 * year; automatic removes it, so that the browser's languages choose again.
 */
function writeLanguageCookie(choice: LanguageChoice): void {
  const scope = `Path=${basePath() || '/'}; SameSite=Lax`;
  document.cookie = choice
    ? `${LANGUAGE_COOKIE}=${encodeURIComponent(choice)}; ${scope}; Max-Age=${YEAR_SECONDS}`
    : `${LANGUAGE_COOKIE}=; ${scope}; Max-Age=0`;
}

/**
 * Shows the app in `language` at once: its messages are loaded first, so that a failure (thrown) leaves the app as
 * it was; then every text follows, and the page's lang and dir with them.
 */
async function showLanguage(i18n: I18n, language: LanguageCode, config: LanguageConfig): Promise<void> {
  if (language !== i18n.locale) {
    const messages = await loadMessages(language, config.catalogues);
    i18n.load(language, messages);
    i18n.activate(language);
  }
  document.documentElement.lang = language;
  document.documentElement.dir = languageDirection(language);
}

/** Says that `language`'s texts did not load, and that the app stays as it is. */
function toastLanguageFailed(i18n: I18n, language: LanguageCode): void {
  const name = languageName(language);
  toast.error(i18n._(msg`Language not changed`), {
    id: 'language-change',
    description: i18n._(msg`The texts of ${name} could not be loaded. Check your connection and try again.`),
  });
}

/**
 * Applies `choice` to this browser: shown at once, and kept in the cookie for the pages that follow. A language
 * whose texts do not load leaves the app, and the cookie, as they were, and says so: false then.
 */
export async function applyLanguageChoice(i18n: I18n, choice: LanguageChoice, config: LanguageConfig): Promise<boolean> {
  const language = languageOf(choice, config);
  try {
    await showLanguage(i18n, language, config);
  } catch {
    toastLanguageFailed(i18n, language);
    return false;
  }
  writeLanguageCookie(choice);
  return true;
}
