import type { Kysely } from 'kysely';
import { EXPORT_VERSION, type ExportDocument } from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import { toUserJson } from '../auth/current-user.ts';
import type { UserRecord } from '../auth/user-queries.ts';
import { allHistory } from '../history/history-queries.ts';
import { listEntries } from '../lists/list-queries.ts';
import { readPreferences } from '../preferences/preference-queries.ts';

/** Everything the user owns, in the shape POST /api/import reads back (issue 7). */
export async function exportUserData(db: Kysely<DB>, user: UserRecord): Promise<ExportDocument> {
  const [preferences, watchlist, favourites, history] = await Promise.all([
    readPreferences(db, user.id),
    listEntries(db, user.id, 'watchlist'),
    listEntries(db, user.id, 'favourites'),
    allHistory(db, user.id),
  ]);
  return {
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    user: toUserJson(user),
    preferences,
    watchlist,
    favourites,
    history,
  };
}
