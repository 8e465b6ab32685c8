import path from 'node:path';
import { unzipSync } from 'fflate';
import { TITLE_IMPORT_MAX_BYTES } from '@marquee/core';
import { ImportFormatError, type ImportFile } from '@marquee/core/imports';

/** The most a ZIP's files may unpack to, all together: exports of CSV and JSON pack about four to one. */
const UNZIPPED_MAX_BYTES = 4 * TITLE_IMPORT_MAX_BYTES;

const isZip = (body: Buffer) => body.length >= 4 && body.readUInt32LE(0) === 0x04034b50;
/** The files of an export the parsers read: CSV and JSON, not the folders a Mac adds. */
const readable = (name: string) => /\.(csv|json)$/i.test(name) && !name.startsWith('__MACOSX/');

const text = (bytes: Uint8Array) => new TextDecoder('utf-8').decode(bytes);

/**
 * The files of an upload for core's parseImportFiles: a ZIP's CSV and JSON files (by their paths in it; others are
 * left packed), or the file itself. A ZIP that cannot be read, or would unpack past UNZIPPED_MAX_BYTES, is refused
 * before it is unpacked (its entries' sizes are read first).
 */
export function filesOfUpload(name: string, body: Buffer): ImportFile[] {
  if (!isZip(body)) return [{ name: path.basename(name), text: text(body) }];
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(body, {
      filter: (file) => {
        if (!readable(file.name)) return false;
        unpacked += file.originalSize;
        if (unpacked > UNZIPPED_MAX_BYTES) throw new ImportFormatError(/*i18n*/ 'This ZIP file unpacks to more than 128 MB');
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ImportFormatError) throw error;
    throw new ImportFormatError(/*i18n*/ 'This ZIP file could not be read');
  }
  // By their paths in the ZIP: the parsers leave out the folders of deleted or other lists' files.
  return Object.entries(files).map(([entry, bytes]) => ({ name: entry, text: text(bytes) }));
}
