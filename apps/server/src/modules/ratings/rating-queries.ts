import { sql, type Insertable, type Kysely } from 'kysely';
import {
  RATINGS_MAX_ENTRIES,
  RATINGS_PAGE_SIZE,
  type MediaType,
  type MetadataSourceName,
  type Rating,
  type RatingsQuery,
} from '@marquee/core';
import type { DB, RatingsTable } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { lockOwnerRow } from '../account/index.ts';

/** The columns of a rating, as the API shows it: every select of ratings takes these. */
const ratingColumns = ['media_type', 'media_id', 'rating', 'title', 'poster_path', 'rated_at'] as const;

const KEY = ['profile_id', 'media_type', 'media_id'] as const;

/** A title of a profile, of the metadata source its id belongs to. */
export interface RatedTitle {
  profileId: string;
  mediaType: MediaType;
  mediaId: number;
  source: MetadataSourceName;
}

/** What the metadata source says of the title, kept with the rating. */
export interface TitleShown {
  title: string;
  poster_path: string | null;
}

/** The refusal (422) of a new rating past the profile's RATINGS_MAX_ENTRIES. */
export function ratingsFull(): HttpError {
  return new HttpError(422, /*i18n*/ 'You can rate at most {max, plural, one {# title} other {# titles}}', {
    max: RATINGS_MAX_ENTRIES,
  });
}

/** How many more titles the profile may rate before it holds RATINGS_MAX_ENTRIES. */
export async function ratingsRoom(db: Kysely<DB>, profileId: string): Promise<number> {
  const { count } = await db
    .selectFrom('ratings')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('profile_id', '=', profileId)
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string.
  return Math.max(0, RATINGS_MAX_ENTRIES - Number(count));
}

/**
 * Rates a title, or rates it again (the new rating, title and time replace the old). A new title past the cap is
 * refused (422); the profile's row is locked first, so two ratings at once cannot pass it together.
 */
export async function rateTitle(db: Kysely<DB>, title: RatedTitle, rating: number, shown: TitleShown): Promise<Rating> {
  const row: Insertable<RatingsTable> = {
    profile_id: title.profileId,
    media_type: title.mediaType,
    media_id: title.mediaId,
    source: title.source,
    rating,
    title: shown.title,
    poster_path: shown.poster_path,
    rated_at: new Date().toISOString(),
  };
  return db.transaction().execute(async (trx) => {
    await lockOwnerRow(trx, title.profileId);
    const rated = await trx
      .selectFrom('ratings')
      .select('rating')
      .where('profile_id', '=', title.profileId)
      .where('media_type', '=', title.mediaType)
      .where('media_id', '=', title.mediaId)
      .executeTakeFirst();
    if (!rated && (await ratingsRoom(trx, title.profileId)) === 0) throw ratingsFull();
    return trx
      .insertInto('ratings')
      .values(row)
      .onConflict((oc) =>
        oc.columns(KEY).doUpdateSet((eb) => ({
          source: eb.ref('excluded.source'),
          rating: eb.ref('excluded.rating'),
          title: eb.ref('excluded.title'),
          poster_path: eb.ref('excluded.poster_path'),
          rated_at: eb.ref('excluded.rated_at'),
        })),
      )
      .returning(ratingColumns)
      .executeTakeFirstOrThrow();
  });
}

/** Removes a title's rating; none is no error. */
export async function unrateTitle(db: Kysely<DB>, title: Omit<RatedTitle, 'source'>): Promise<void> {
  await db
    .deleteFrom('ratings')
    .where('profile_id', '=', title.profileId)
    .where('media_type', '=', title.mediaType)
    .where('media_id', '=', title.mediaId)
    .execute();
}

/** The profile's rating of a title of this source, or null. */
export async function ratingOf(db: Kysely<DB>, title: RatedTitle): Promise<Rating | null> {
  const found = await db
    .selectFrom('ratings')
    .select(ratingColumns)
    .where('profile_id', '=', title.profileId)
    .where('media_type', '=', title.mediaType)
    .where('media_id', '=', title.mediaId)
    .where('source', '=', title.source)
    .executeTakeFirst();
  return found ?? null;
}

/**
 * A page of the profile's ratings of one metadata source, in the query's order and within its filters, each with
 * its source (for a limited profile's check). Ties fall to the title's key, so pages never repeat or skip one.
 */
export async function ratingsPage(
  db: Kysely<DB>,
  profileId: string,
  source: MetadataSourceName,
  query: RatingsQuery,
): Promise<{ items: (Rating & { source: MetadataSourceName })[]; hasMore: boolean }> {
  const { media_type, min, max, sort = 'rated_at', limit = RATINGS_PAGE_SIZE, offset = 0 } = query;
  const ordered = db
    .selectFrom('ratings')
    .select([...ratingColumns, 'source'])
    .where('profile_id', '=', profileId)
    .where('source', '=', source)
    .$if(media_type !== undefined, (qb) => qb.where('media_type', '=', media_type!))
    .$if(min !== undefined, (qb) => qb.where('rating', '>=', min!))
    .$if(max !== undefined, (qb) => qb.where('rating', '<=', max!))
    .$if(sort === 'rating', (qb) => qb.orderBy('rating', 'desc').orderBy('rated_at', 'desc'))
    // Lower-cased on both databases, so 'alien' and 'Alien' sort together whatever the collation.
    .$if(sort === 'title', (qb) => qb.orderBy(sql`lower(title)`).orderBy('title'))
    .$if(sort === 'rated_at', (qb) => qb.orderBy('rated_at', 'desc'))
    .orderBy('media_type')
    .orderBy('media_id');
  const rows = await ordered
    .limit(limit + 1)
    .offset(offset)
    .execute();
  return { items: rows.slice(0, limit), hasMore: rows.length > limit };
}
