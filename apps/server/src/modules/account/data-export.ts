import type { Kysely } from 'kysely';
import { EXPORT_VERSION, importHistoryEntrySchema, importListEntrySchema, withoutNul, type ExportDocument } from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import { toUserJson, type SignedInUser } from '../auth/index.ts';
import { allHistory } from '../history/index.ts';
import { listEntries } from '../lists/index.ts';
import { readPreferences } from '../preferences/index.ts';

/**
 * Everything the user's profile owns (the one their token acts for), in the shape POST /api/import reads back. Only what the import takes is
 * written: rows a SQLite file can hold but the API refuses (a NUL in a title, an id past an integer
 * column, both of which PostgreSQL refuses too) lose their NUL characters, or are left out when
 * still refused, so an export always imports, on either database.
 */
export async function exportUserData(db: Kysely<DB>, user: SignedInUser): Promise<ExportDocument> {
  const [preferences, watchlist, favourites, history] = await Promise.all([
    readPreferences(db, user.profile.id),
    listEntries(db, user.profile.id, 'watchlist'),
    listEntries(db, user.profile.id, 'favourites'),
    allHistory(db, user.profile.id),
  ]);
  return {
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    user: toUserJson(user),
    preferences: { ...preferences, preferred_source: withoutNul(preferences.preferred_source) },
    watchlist: importable(watchlist, importListEntrySchema),
    favourites: importable(favourites, importListEntrySchema),
    history: importable(history, importHistoryEntrySchema),
  };
}

/** The entries, without NUL in their text, that the import's own schema accepts. */
function importable<E extends object>(entries: E[], schema: { safeParse(value: unknown): { success: boolean } }): E[] {
  const kept: E[] = [];
  for (const entry of entries) {
    const clean = Object.fromEntries(
      Object.entries(entry).map(([key, value]) => [key, typeof value === 'string' ? withoutNul(value) : value]),
    ) as E;
    if (schema.safeParse(clean).success) kept.push(clean);
  }
  return kept;
}
