import { randomUUID } from 'node:crypto';
import {
  newEpisodeToNotify,
  type MetadataSourceName,
  type NotificationEntry,
  type NotificationsReadBody,
  type NotificationsReply,
} from '@marquee/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { MetadataSource } from '../metadata/index.ts';
import { followedTitles } from './followed-titles.ts';
import { eachFewAtOnce, showSchedule, today } from './title-dates.ts';

/** A profile's followed shows are checked for new episodes this often at most, whichever node it asks. */
export const CHECK_EVERY_MS = 10 * 60_000;
/** Notifications listed at most: the newest. */
export const NOTIFICATIONS_LISTED = 50;
/** Notifications older than this are deleted at the profile's next check (by then no check makes them again). */
const KEPT_DAYS = 90;

/**
 * Takes the profile's turn to check, when its last check is CHECK_EVERY_MS old or it has none: one statement, so of
 * requests on several nodes at once only one gets it. False when the turn is not due.
 */
export async function claimCheck(db: Kysely<DB>, profileId: string, now = Date.now()): Promise<boolean> {
  const checkedAt = new Date(now).toISOString();
  const due = new Date(now - CHECK_EVERY_MS).toISOString();
  const claimed = await db
    .insertInto('notification_checks')
    .values({ profile_id: profileId, checked_at: checkedAt })
    .onConflict((oc) =>
      oc.column('profile_id').doUpdateSet({ checked_at: checkedAt }).where('notification_checks.checked_at', '<=', due),
    )
    .returning('profile_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Checks the profile's followed shows (docs/behaviour.md#notifications): a notification for each one's latest
 * episode aired within the last week that the profile has not marked watched. A notification already made is
 * left as it is (the table's key), so checks at once on several nodes make one. A show whose details cannot be
 * read just now is checked at the next turn. Old notifications are deleted.
 */
export async function checkNewEpisodes(
  db: Kysely<DB>,
  metadata: MetadataSource,
  profileId: string,
  maxRank: number | null,
  now = Date.now(),
): Promise<void> {
  const shows = (await followedTitles(db, metadata, profileId, maxRank, now)).filter((title) => title.media_type === 'tv');
  const day = today(now);
  const found = await eachFewAtOnce(shows, async ({ media_id }) => {
    const show = await showSchedule(metadata, media_id);
    const marked = await db
      .selectFrom('watched_marks')
      .select(['season', 'episode'])
      .where('profile_id', '=', profileId)
      .where('media_type', '=', 'tv')
      .where('media_id', '=', media_id)
      .where('source', '=', metadata.source)
      .execute();
    const episode = newEpisodeToNotify(show, day, marked);
    return episode ? [{ media_id, title: show.name, ...episode }] : [];
  });
  const createdAt = new Date(now).toISOString();
  for (const { media_id, title, season, episode } of found) {
    await db
      .insertInto('notifications')
      .values({
        id: randomUUID(),
        profile_id: profileId,
        kind: 'new-episode',
        media_type: 'tv',
        media_id,
        source: metadata.source,
        season,
        episode,
        title,
        created_at: createdAt,
        read_at: null,
      })
      .onConflict((oc) => oc.columns(['profile_id', 'media_id', 'season', 'episode', 'kind']).doNothing())
      .execute();
  }
  const expired = new Date(now - KEPT_DAYS * 86_400_000).toISOString();
  await db.deleteFrom('notifications').where('profile_id', '=', profileId).where('created_at', '<', expired).execute();
}

/** The profile's newest notifications of the server's metadata source, and how many of them are unread. */
export async function listNotifications(
  db: Kysely<DB>,
  profileId: string,
  source: MetadataSourceName,
): Promise<NotificationsReply> {
  const own = db.selectFrom('notifications').where('profile_id', '=', profileId).where('source', '=', source);
  const [rows, unread] = await Promise.all([
    own
      .select(['id', 'kind', 'media_type', 'media_id', 'season', 'episode', 'title', 'created_at', 'read_at'])
      .orderBy('created_at', 'desc')
      .orderBy('title')
      .orderBy('id')
      .limit(NOTIFICATIONS_LISTED)
      .execute(),
    own
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row): NotificationEntry => ({ ...row, kind: 'new-episode' }));
  return { items, unread: Number(unread.count) };
}

/** Marks some of the profile's notifications read, or all of them; another profile's ids change nothing. */
export async function markRead(db: Kysely<DB>, profileId: string, body: NotificationsReadBody): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: new Date().toISOString() })
    .where('profile_id', '=', profileId)
    .where('read_at', 'is', null)
    .$if('ids' in body, (qb) => qb.where('id', 'in', 'ids' in body ? body.ids : []))
    .execute();
}
