import chardet from 'chardet';
import iconv from 'iconv-lite';
import { subtitleEncoding } from '@marquee/core';

/**
 * A subtitle file's text, whatever encoding it was written in (docs/behaviour.md#library): the encoding as core's
 * rule decides it (a byte order mark, else UTF-8 when the bytes are, else chardet's guess from the bytes' statistics),
 * decoded by iconv-lite, which unlike Node's own decoder reads the Windows code pages' 0x80–0x9F letters rightly.
 */
export function subtitleText(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { encoding, bom } = subtitleEncoding(bytes, () => chardet.detect(buffer));
  return iconv.decode(buffer.subarray(bom), encoding, { stripBOM: false });
}
