import { ImportFormatError, parseImportFiles, type ImportFile } from '@marquee/core/imports';
import type { ImportService } from '@marquee/core';
import type { TextValues } from '../../http/texts.ts';
import { byTitle } from './entry-order.ts';
import { filesOfUpload } from './upload-files.ts';

/**
 * What reading an upload gives: its service and entries (as JSON, in the order the worker takes them), or a refusal:
 * a catalogue text and its values, said in the viewer's language when answered.
 */
export type UploadReading =
  | { ok: true; service: ImportService; total: number; entries: string }
  | { ok: false; status: 400 | 422; error: string; values?: TextValues };

/**
 * Reads an uploaded file into the entries an import stores (docs/behaviour.md#importing-from-other-services): the
 * ZIP unpacked, each file parsed by core, the entries sorted by title. Run in its own thread (parse-thread.js), as a
 * file at the size limit takes seconds.
 */
export function readUpload(name: string, body: Uint8Array): UploadReading {
  try {
    return readFiles(filesOfUpload(name, Buffer.from(body.buffer, body.byteOffset, body.byteLength)));
  } catch (error) {
    if (error instanceof ImportFormatError) return refusal(error);
    throw error;
  }
}

const refusal = (error: ImportFormatError): UploadReading => ({
  ok: false,
  status: 400,
  error: error.text,
  ...(error.values ? { values: error.values } : {}),
});

/** The same for files already apart: what a sync brings from a service's API, shaped as its export files. */
export function readFiles(files: ImportFile[]): UploadReading {
  try {
    const parsed = parseImportFiles(files);
    if (parsed.entries.length === 0)
      return { ok: false, status: 422, error: /*i18n*/ 'This file holds no films or shows to import' };
    return { ok: true, service: parsed.service, total: parsed.entries.length, entries: JSON.stringify(byTitle(parsed.entries)) };
  } catch (error) {
    if (error instanceof ImportFormatError) return refusal(error);
    throw error;
  }
}
