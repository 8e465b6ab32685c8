import type { ImportedEntry, ImportService } from '../../title-imports.ts';

/** One file of an upload: its name (e.g. 'diary.csv') and its text. */
export interface ImportFile {
  name: string;
  text: string;
}

/** What an upload holds, read from its files. */
export interface ImportParse {
  service: ImportService;
  entries: ImportedEntry[];
  /** Rows read but not usable (no title, episode ratings, seasons, unknown types). */
  skipped: number;
}
