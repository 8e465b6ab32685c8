import type { WebSocket } from 'ws';
import { describe, expect, it, vi } from 'vitest';
import { textIn } from '../../../http/texts.ts';
import { closeIn, setSocketLanguage, socketText } from '../party-words.ts';

/** A socket that only records how it was closed. */
function fakeSocket() {
  const close = vi.fn<(code: number, reason: string) => void>();
  return { socket: { close } as unknown as WebSocket, close };
}

describe("a party socket's words", () => {
  it('speaks English until given a language, then that language', () => {
    const { socket } = fakeSocket();
    expect(socketText(socket, 'This party has ended')).toBe('This party has ended');
    setSocketLanguage(socket, 'en-XA');
    expect(socketText(socket, 'This party has ended')).toBe(textIn('en-XA', 'This party has ended'));
    expect(socketText(socket, 'This party has ended')).not.toBe('This party has ended');
  });

  it('closes with the whole reason when it fits the protocol', () => {
    const { socket, close } = fakeSocket();
    setSocketLanguage(socket, 'ar');
    closeIn(socket, 4404, 'This party has ended');
    expect(close).toHaveBeenCalledWith(4404, textIn('ar', 'This party has ended'));
  });

  // A text longer than a close frame allows, in scripts of one, two and three bytes a character.
  const LONG =
    'No broadcast here: this match belongs to the demo schedule. Video files the operator puts in the media folder (sports/*.mp4) play in this frame.';
  it.each(['en', 'ru', 'hi'] as const)('cuts a longer reason to 123 bytes, on a whole character (%s)', (language) => {
    const { socket, close } = fakeSocket();
    setSocketLanguage(socket, language);
    closeIn(socket, 1012, LONG);
    const [, reason] = close.mock.calls[0]!;
    const whole = textIn(language, LONG);
    expect(Buffer.byteLength(whole, 'utf8')).toBeGreaterThan(123);
    expect(whole.startsWith(reason)).toBe(true);
    expect(Buffer.byteLength(reason, 'utf8')).toBeLessThanOrEqual(123);
    // No more than one character short of the limit.
    expect(Buffer.byteLength(reason, 'utf8')).toBeGreaterThan(123 - 4);
  });
});
