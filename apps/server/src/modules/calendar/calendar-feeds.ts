import type { CalendarFeedState } from '@marquee/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { hashToken, newToken } from '../auth/index.ts';

/**
 * A profile's calendar feed link (docs/behaviour.md#calendar): a secret in the link's path stands for the profile,
 * as calendar apps send no sign-in. Only its sha256 is kept; a new link replaces the old one.
 */

/** Exactly what newToken produces; anything else is unknown without a database lookup. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Makes the profile's feed secret, replacing any it had: told once, kept only as its hash. */
export async function createFeedSecret(db: Kysely<DB>, profileId: string): Promise<string> {
  const secret = newToken();
  const row = { profile_id: profileId, token_hash: hashToken(secret), created_at: new Date().toISOString() };
  await db
    .insertInto('calendar_feeds')
    .values(row)
    .onConflict((oc) => oc.column('profile_id').doUpdateSet({ token_hash: row.token_hash, created_at: row.created_at }))
    .execute();
  return secret;
}

/** Revokes the profile's feed link: it answers 404 from now on. */
export async function revokeFeed(db: Kysely<DB>, profileId: string): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('profile_id', '=', profileId).execute();
}

export async function feedState(db: Kysely<DB>, profileId: string): Promise<CalendarFeedState> {
  const row = await db.selectFrom('calendar_feeds').select('created_at').where('profile_id', '=', profileId).executeTakeFirst();
  return { active: row !== undefined, created_at: row?.created_at ?? null };
}

/** The profile a feed link's secret stands for (with its name and limit), or undefined for an unknown or revoked one. */
export async function feedProfile(db: Kysely<DB>, secret: string) {
  if (!SECRET_SHAPE.test(secret)) return undefined;
  return db
    .selectFrom('calendar_feeds')
    .innerJoin('profiles', 'profiles.id', 'calendar_feeds.profile_id')
    .select(['profiles.id', 'profiles.name', 'profiles.kids', 'profiles.max_rating', 'calendar_feeds.created_at'])
    .where('calendar_feeds.token_hash', '=', hashToken(secret))
    .executeTakeFirst();
}

/** How long a feed's text is served again without reading the titles: calendar apps ask often, episodes move slowly. */
export const FEED_CACHE_MS = 5 * 60_000;
/** Feeds kept at most by one node; the oldest goes first. */
const FEED_CACHE_ENTRIES = 1000;

/**
 * The feeds this node made lately, by a key the route makes of the profile, its link and its limit. A replaced or
 * revoked link is never served from here: its secret no longer finds the profile. Each node keeps its own.
 */
export function createFeedCache() {
  const entries = new Map<string, { text: string; until: number }>();
  return {
    get(key: string, now = Date.now()): string | undefined {
      const entry = entries.get(key);
      if (entry && entry.until > now) return entry.text;
      entries.delete(key);
      return undefined;
    },
    set(key: string, text: string, now = Date.now()): void {
      entries.delete(key);
      entries.set(key, { text, until: now + FEED_CACHE_MS });
      for (const oldest of entries.keys()) {
        if (entries.size <= FEED_CACHE_ENTRIES) break;
        entries.delete(oldest);
      }
    },
  };
}
