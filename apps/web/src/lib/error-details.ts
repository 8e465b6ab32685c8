import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from './api-client';

/**
 * 'Details:' and the error's message, or 'Unknown error' (docs/behaviour.md#movies-and-tv-shows), in the page's
 * language (`i18n`). The server's own words are shown as they are; the app's words for a failed request are translated.
 */
export function errorDetails(error: unknown, i18n: I18n): string {
  const details = (error instanceof Error && requestFailure(error, i18n)) || i18n._(msg`Unknown error`);
  return i18n._(msg`Details: ${details}`);
}

function requestFailure(error: Error, i18n: I18n): string {
  if (!(error instanceof ApiError) || error.fromServer) return error.message;
  const status = error.status;
  return status === 0
    ? i18n._(msg`Could not reach the server. Check your connection and try again.`)
    : i18n._(msg`Request failed with status ${status}`);
}
