import type { ImportedEntry } from '@marquee/core';
import { importedTitleKey } from './title-matcher.ts';

/** Entries sorted so each title's are together: a step ends at a title's last entry, and looks each title up once. */
export function byTitle(entries: ImportedEntry[]): ImportedEntry[] {
  const keyed = entries.map((entry) => ({ entry, key: importedTitleKey(entry.title) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.map(({ entry }) => entry);
}
