import type { Kysely, Transaction } from 'kysely';
import type { MediaType, MetadataSourceName } from '@marquee/core';
import type { DB, TitleRematchesTable } from '../../db/schema.ts';
import { bumpListsVersion } from '../lists/index.ts';
import { labelUnsourced } from './legacy-label.ts';
import type { FoundTitle } from './title-search.ts';

/** The two tables whose rows name a title (core's title snapshot). */
const ENTRY_TABLES = ['list_entries', 'watch_history'] as const;
/** Rows labelled per transaction: small enough not to hold a write lock for long. */
const LABEL_BATCH = 500;

/**
 * Gives every row saved without a source its source (legacy-label.ts), in batches. Runs as the server
 * starts, before it answers, as replies always carry a source. Returns how many rows it labelled.
 */
export async function labelUnsourcedRows(db: Kysely<DB>): Promise<number> {
  let labelled = 0;
  for (const table of ENTRY_TABLES) {
    for (;;) {
      const rows = await db
        .selectFrom(table)
        .select(['id', 'profile_id', 'media_id', 'media_type', 'title', 'year', 'poster_path', 'backdrop_path'])
        .where('source', 'is', null)
        .limit(LABEL_BATCH)
        .execute();
      if (rows.length === 0) break;
      await db.transaction().execute(async (trx) => {
        const users = new Set<string>();
        for (const row of rows) {
          const label = labelUnsourced(row);
          await trx.updateTable(table).set(label).where('id', '=', row.id).where('source', 'is', null).execute();
          users.add(row.profile_id);
        }
        if (table === 'list_entries') for (const user of users) await bumpListsVersion(trx, user);
      });
      labelled += rows.length;
    }
  }
  return labelled;
}

/** A title that entries of another source than the current one name, as they saved it. */
export interface ForeignRef {
  source: MetadataSourceName;
  media_type: MediaType;
  media_id: number;
  title: string;
  year: number | null;
}

/** The distinct titles of other sources than `current` that entries name (one user's, or everyone's). */
export async function foreignRefs(db: Kysely<DB>, current: MetadataSourceName, profileId?: string): Promise<ForeignRef[]> {
  const select = (table: (typeof ENTRY_TABLES)[number]) =>
    db
      .selectFrom(table)
      .select(['source', 'media_type', 'media_id', 'title', 'year'])
      .where('source', '<>', current)
      .$if(profileId !== undefined, (qb) => qb.where('profile_id', '=', profileId!));
  const rows = await select('list_entries').union(select('watch_history')).execute();
  // One search per title: rows of a title may differ in their saved name or year; the first is taken.
  const seen = new Map<string, ForeignRef>();
  for (const row of rows) {
    const key = `${row.source}:${row.media_type}:${row.media_id}`;
    if (!seen.has(key)) seen.set(key, row);
  }
  return [...seen.values()];
}

/** What a title of another source was found to be in `to`, if it was looked for: undefined when never. */
export async function knownRematch(
  db: Kysely<DB>,
  ref: Pick<ForeignRef, 'source' | 'media_type' | 'media_id'>,
  to: MetadataSourceName,
): Promise<TitleRematchesTable | undefined> {
  return db
    .selectFrom('title_rematches')
    .selectAll()
    .where('from_source', '=', ref.source)
    .where('media_type', '=', ref.media_type)
    .where('from_id', '=', ref.media_id)
    .where('to_source', '=', to)
    .executeTakeFirst();
}

/** Keeps what a search found for a title (null: nothing sure); a node that got there first wins. */
export async function keepRematch(
  db: Kysely<DB>,
  ref: ForeignRef,
  to: MetadataSourceName,
  found: FoundTitle | null,
): Promise<void> {
  await db
    .insertInto('title_rematches')
    .values({
      from_source: ref.source,
      media_type: ref.media_type,
      from_id: ref.media_id,
      to_source: to,
      to_id: found?.id ?? null,
      to_title: found?.title ?? null,
      to_year: found?.year ?? null,
      to_poster_path: found?.poster_path ?? null,
      to_backdrop_path: found?.backdrop_path ?? null,
      checked_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['from_source', 'media_type', 'from_id', 'to_source']).doNothing())
    .execute();
}

/** The profiles with entries of this title (of its source). */
export async function ownersNaming(
  db: Kysely<DB>,
  ref: Pick<ForeignRef, 'source' | 'media_type' | 'media_id'>,
): Promise<string[]> {
  const select = (table: (typeof ENTRY_TABLES)[number]) =>
    db
      .selectFrom(table)
      .select('profile_id')
      .where('source', '=', ref.source)
      .where('media_type', '=', ref.media_type)
      .where('media_id', '=', ref.media_id);
  const marks = (table: 'watched_marks' | 'continue_watching_hidden' | 'ratings') =>
    db
      .selectFrom(table)
      .select('profile_id')
      .where('source', '=', ref.source)
      .where('media_type', '=', ref.media_type)
      .where('media_id', '=', ref.media_id);
  const rows = await select('list_entries')
    .union(select('watch_history'))
    .union(marks('watched_marks'))
    .union(marks('continue_watching_hidden'))
    .union(marks('ratings'))
    .execute();
  return rows.map((row) => row.profile_id);
}

/** A rewrite of one title's entries: from its id in one source to its id in the current one. */
export interface Rewrite {
  from: Pick<ForeignRef, 'source' | 'media_type' | 'media_id'>;
  to: FoundTitle & { source: MetadataSourceName };
}

/**
 * Rewrites one profile's entries of these titles to the current source, in one transaction: the ids, the
 * source, and the title's name, year and images there. A list that already holds the title under its new
 * id keeps that entry and drops the old one (one entry per title). Bumps the lists' version when a list changed.
 */
export async function rewriteOwnerEntries(db: Kysely<DB>, profileId: string, rewrites: readonly Rewrite[]): Promise<void> {
  if (rewrites.length === 0) return;
  await db.transaction().execute(async (trx) => {
    let listsChanged = false;
    for (const { from, to } of rewrites) {
      const fields = {
        media_id: to.id,
        source: to.source,
        title: to.title,
        year: to.year,
        poster_path: to.poster_path,
        backdrop_path: to.backdrop_path,
      };
      // Old entries of a list that has the title already go; the rest are rewritten.
      const dropped = await trx
        .deleteFrom('list_entries')
        .where('profile_id', '=', profileId)
        .where('source', '=', from.source)
        .where('media_type', '=', from.media_type)
        .where('media_id', '=', from.media_id)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('list_entries as kept')
              .select('kept.id')
              .whereRef('kept.profile_id', '=', 'list_entries.profile_id')
              .whereRef('kept.list', '=', 'list_entries.list')
              .where('kept.media_type', '=', from.media_type)
              .where('kept.media_id', '=', to.id),
          ),
        )
        .executeTakeFirst();
      const rewritten = await trx
        .updateTable('list_entries')
        .set(fields)
        .where('profile_id', '=', profileId)
        .where('source', '=', from.source)
        .where('media_type', '=', from.media_type)
        .where('media_id', '=', from.media_id)
        .executeTakeFirst();
      await trx
        .updateTable('watch_history')
        .set(fields)
        .where('profile_id', '=', profileId)
        .where('source', '=', from.source)
        .where('media_type', '=', from.media_type)
        .where('media_id', '=', from.media_id)
        .execute();
      await rewriteOwnMarks(trx, profileId, from, to);
      if (Number(dropped.numDeletedRows) + Number(rewritten.numUpdatedRows) > 0) listsChanged = true;
    }
    if (listsChanged) await bumpListsVersion(trx, profileId);
  });
}

/**
 * Rewrites one profile's watched marks, hidden Continue Watching titles and ratings of a title to the current
 * source (docs/behaviour.md#title-sources). A row the profile already has under the new id (the same episode's
 * mark, the title's rating) is kept, and the old one dropped.
 */
async function rewriteOwnMarks(trx: Transaction<DB>, profileId: string, from: Rewrite['from'], to: Rewrite['to']): Promise<void> {
  const ofTitle = { profile_id: profileId, source: from.source, media_type: from.media_type, media_id: from.media_id };
  await trx
    .deleteFrom('watched_marks')
    .where((eb) => eb.and(ofTitle))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('watched_marks as kept')
          .select('kept.profile_id')
          .whereRef('kept.profile_id', '=', 'watched_marks.profile_id')
          .whereRef('kept.season', '=', 'watched_marks.season')
          .whereRef('kept.episode', '=', 'watched_marks.episode')
          .where('kept.media_type', '=', from.media_type)
          .where('kept.media_id', '=', to.id),
      ),
    )
    .execute();
  for (const table of ['watched_marks', 'continue_watching_hidden', 'ratings'] as const) {
    if (table !== 'watched_marks') {
      const kept = await trx
        .selectFrom(table)
        .select('profile_id')
        .where('profile_id', '=', profileId)
        .where('media_type', '=', from.media_type)
        .where('media_id', '=', to.id)
        .executeTakeFirst();
      if (kept) {
        await trx
          .deleteFrom(table)
          .where((eb) => eb.and(ofTitle))
          .execute();
        continue;
      }
    }
    await trx
      .updateTable(table)
      .set({ media_id: to.id, source: to.source })
      .where((eb) => eb.and(ofTitle))
      .execute();
  }
}

/** The id a title of another source was matched to in `to`, for old links (null: none known). */
export async function matchedId(
  db: Kysely<DB>,
  from: MetadataSourceName,
  mediaType: MediaType,
  id: number,
  to: MetadataSourceName,
): Promise<number | null> {
  const row = await db
    .selectFrom('title_rematches')
    .select('to_id')
    .where('from_source', '=', from)
    .where('media_type', '=', mediaType)
    .where('from_id', '=', id)
    .where('to_source', '=', to)
    .executeTakeFirst();
  return row?.to_id ?? null;
}

/** The source the server last ran with, and now runs with. */
export async function recordRunningSource(db: Kysely<DB>, source: MetadataSourceName): Promise<MetadataSourceName | null> {
  const before = await db.selectFrom('settings').select('value').where('key', '=', 'metadata_source').executeTakeFirst();
  await db
    .insertInto('settings')
    .values({ key: 'metadata_source', value: source })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: source }))
    .execute();
  return (before?.value as MetadataSourceName | undefined) ?? null;
}
