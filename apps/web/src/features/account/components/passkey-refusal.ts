import { errorMessage } from '@/lib/api-client';

/**
 * Why a passkey was not added, in words: the browser's refusals by their name (the person cancelled or took too
 * long, the passkey is already on this account), else the server's message.
 */
export function passkeyRefusal(error: unknown): string {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return 'This device already has a passkey for your account.';
  }
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return 'It was cancelled, or the time to confirm ran out.';
  }
  return errorMessage(error, 'Your browser or device refused it. Please try again.');
}
