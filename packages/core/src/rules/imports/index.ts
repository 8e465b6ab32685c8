import { TITLE_IMPORT_MAX_ENTRIES, type ImportService } from '../../title-imports.ts';
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

/**
 * The watched films and episodes, watchlist and ratings of one upload: every file of it (a ZIP unpacked), all
 * exported by one service, which their content tells. Files no export holds are left out.
 */
export function parseImportFiles(files: ImportFile[]): ImportParse {
  const found = files.map(classifyFile).filter((file) => file !== null);
  const [first] = found;
  if (!first) {
    // The services by name in whole sentences, for each language's own 'or' (IMPORT_SERVICE_NAMES: a test holds them to it).
    throw new ImportFormatError(
      files.length > 1
        ? /*i18n*/ 'None of these files is an export of Trakt, Letterboxd, IMDb or Simkl'
        : /*i18n*/ 'This file is not an export of Trakt, Letterboxd, IMDb or Simkl',
    );
  }
  if (found.some((file) => file.service !== first.service)) {
    throw new ImportFormatError(/*i18n*/ 'These files come from more than one service');
  }
  const parsed = PARSERS[first.service](found);
  if (parsed.entries.length > TITLE_IMPORT_MAX_ENTRIES) {
    throw new ImportFormatError(/*i18n*/ 'An import holds at most {max, plural, one {# entry} other {# entries}}', {
      max: TITLE_IMPORT_MAX_ENTRIES,
    });
  }
  return parsed;
}
