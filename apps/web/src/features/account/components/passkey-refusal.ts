import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessage } from '@/lib/api-client';

const ALREADY_ADDED = msg`This device already has a passkey for your account.`;
const CANCELLED = msg`It was cancelled, or the time to confirm ran out.`;
const REFUSED = msg`Your browser or device refused it. Please try again.`;

/**
 * Why a passkey was not added, in words (in the language of `i18n`): the browser's refusals by their name (the person
 * cancelled or took too long, the passkey is already on this account), else the server's message.
 */
export function passkeyRefusal(error: unknown, i18n: I18n): string {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return i18n._(ALREADY_ADDED);
  }
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return i18n._(CANCELLED);
  }
  return errorMessage(error, i18n._(REFUSED));
}
