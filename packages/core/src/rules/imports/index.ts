import { IMPORT_SERVICE_NAMES, TITLE_IMPORT_MAX_ENTRIES, type ImportService } from '../../title-imports.ts';
import { classifyFile, type ServiceFile } from './detect.ts';
import { ImportFormatError } from './errors.ts';
import { parseImdb } from './imdb.ts';
import { parseLetterboxd } from './letterboxd.ts';
import { parseSimkl } from './simkl.ts';
import { parseTrakt } from './trakt.ts';
import type { ImportFile, ImportParse } from './upload.ts';

export { ImportFormatError } from './errors.ts';
export type { ImportFile, ImportParse } from './upload.ts';

const PARSERS: Record<ImportService, (files: ServiceFile[]) => ImportParse> = {
  trakt: parseTrakt,
  letterboxd: parseLetterboxd,
  imdb: parseImdb,
  simkl: parseSimkl,
};

function serviceNames(): string {
  const names = Object.values(IMPORT_SERVICE_NAMES);
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/**
 * The watched films and episodes, watchlist and ratings of one upload: every file of it (a ZIP unpacked), all
 * exported by one service, which their content tells. Files no export holds are left out.
 */
export function parseImportFiles(files: ImportFile[]): ImportParse {
  const found = files.map(classifyFile).filter((file) => file !== null);
  const [first] = found;
  if (!first) {
    const what = files.length > 1 ? 'None of these files is' : 'This file is not';
    throw new ImportFormatError(`${what} an export of ${serviceNames()}`);
  }
  if (found.some((file) => file.service !== first.service)) {
    throw new ImportFormatError('These files come from more than one service');
  }
  const parsed = PARSERS[first.service](found);
  if (parsed.entries.length > TITLE_IMPORT_MAX_ENTRIES) {
    throw new ImportFormatError(`An import holds at most ${TITLE_IMPORT_MAX_ENTRIES.toLocaleString('en-US')} entries`);
  }
  return parsed;
}
