import { LANGUAGE_COOKIE, languageDirection, pageLanguage, type LanguageCode } from '@marquee/core';
import type { FastifyRequest } from 'fastify';
import { cookieValue } from './cookie-value.ts';

/**
 * The language of a page or an answer (docs/translating.md#the-viewers-language): the signed-in profile's choice,
 * else the viewer's choice on this browser (the cookie the app sets from their profile or picker), else their
 * browser's Accept-Language, else DEFAULT_LANGUAGE. A profile set to automatic leaves it to the browser.
 */
export function requestLanguage(request: FastifyRequest, siteDefault: LanguageCode): LanguageCode {
  const profileChoice = request.user?.language;
  if (profileChoice) return pageLanguage(profileChoice, request.headers['accept-language'], siteDefault);
  const choice = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
  let decoded: string | undefined;
  try {
    decoded = choice === undefined ? undefined : decodeURIComponent(choice);
  } catch {
    decoded = undefined;
  }
  return pageLanguage(decoded, request.headers['accept-language'], siteDefault);
}

/** The page's opening <html> tag in `language` and its direction, instead of the build's English one. */
export function htmlInLanguage(html: string, language: LanguageCode): string {
  return html.replace(/<html(?: lang="[^"]*")?>/, () => `<html lang="${language}" dir="${languageDirection(language)}">`);
}
