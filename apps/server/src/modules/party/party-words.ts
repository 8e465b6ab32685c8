import type { WebSocket } from 'ws';
import type { LanguageCode } from '@marquee/core';
import { textIn, type TextValues } from '../../http/texts.ts';

/**
 * A member's socket speaks the language of its upgrade request (docs/translating.md#the-servers-texts): its errors
 * and the reasons it is closed with.
 */

const languages = new WeakMap<WebSocket, LanguageCode>();

/** The WebSocket protocol's limit on a close frame's reason, in UTF-8 bytes. */
const CLOSE_REASON_BYTES = 123;

export function setSocketLanguage(socket: WebSocket, language: LanguageCode): void {
  languages.set(socket, language);
}

/** `english` (a catalogue text, or a message from elsewhere) in the socket's language; English when it has none. */
export function socketText(socket: WebSocket, english: string, values?: TextValues): string {
  return textIn(languages.get(socket) ?? 'en', english, values);
}

/**
 * Closes the socket with `english` in its language as the reason, cut on a character to the protocol's 123 bytes:
 * a longer reason would make the close itself throw.
 */
export function closeIn(socket: WebSocket, code: number, english: string): void {
  let reason = socketText(socket, english);
  while (Buffer.byteLength(reason, 'utf8') > CLOSE_REASON_BYTES) reason = [...reason].slice(0, -1).join('');
  socket.close(code, reason);
}
