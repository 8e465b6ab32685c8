import type { Kysely, Selectable } from 'kysely';
import type { ServiceLink, SyncService } from '@marquee/core';
import type { DB, ServiceLinksTable } from '../../db/schema.ts';
import type { DeviceCode, Tokens } from './sync-client.ts';

/** The rows of service_links: a profile's sign-in under way or connection with a service, and its tokens. */

export type LinkRow = Selectable<ServiceLinksTable>;

const key = (profileId: string, service: SyncService) => ({ profile_id: profileId, service });

/** A pull still reading after this long is taken as ended: its node stopped on the way. */
const PULL_STALE_MS = 10 * 60_000;

export async function linkOf(db: Kysely<DB>, profileId: string, service: SyncService): Promise<LinkRow | null> {
  const row = await db
    .selectFrom('service_links')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('service', '=', service)
    .executeTakeFirst();
  return row ?? null;
}

/** The link as GET /api/service-links shows it: never its tokens or device code. */
export function shownLink(service: SyncService, available: boolean, row: LinkRow | null): ServiceLink {
  const signingIn =
    row?.device_code && row.device_expires_at && row.device_expires_at > new Date().toISOString()
      ? {
          user_code: row.user_code ?? '',
          verification_url: row.verification_url ?? '',
          expires_at: row.device_expires_at,
          interval: row.device_interval ?? 5,
        }
      : null;
  const pulledAt = row?.pulled_at ?? null;
  const pulling = pulledAt !== null && (row?.pull_ended_at ?? '') < pulledAt && Date.parse(pulledAt) > Date.now() - PULL_STALE_MS;
  return {
    service,
    available,
    connected: Boolean(row?.access_token),
    connected_at: row?.connected_at ?? null,
    pulled_at: pulledAt,
    pulling,
    pull_error: pulling ? null : (row?.pull_error ?? null),
    signing_in: signingIn,
  };
}

/** A new sign-in: its device code kept (a connection there was stays until this one succeeds). */
export async function saveSignIn(db: Kysely<DB>, profileId: string, service: SyncService, code: DeviceCode): Promise<string> {
  const device = {
    device_code: code.device_code,
    user_code: code.user_code,
    verification_url: code.verification_url,
    device_expires_at: new Date(Date.now() + code.expires_in * 1000).toISOString(),
    device_interval: code.interval,
  };
  await db
    .insertInto('service_links')
    .values({ ...key(profileId, service), ...device })
    .onConflict((oc) => oc.columns(['profile_id', 'service']).doUpdateSet(device))
    .execute();
  return device.device_expires_at;
}

const noSignIn = { device_code: null, user_code: null, verification_url: null, device_expires_at: null, device_interval: null };

export async function endSignIn(db: Kysely<DB>, profileId: string, service: SyncService): Promise<void> {
  await db
    .updateTable('service_links')
    .set(noSignIn)
    .where('profile_id', '=', profileId)
    .where('service', '=', service)
    .execute();
}

/** Connected: the tokens kept, the sign-in over. */
export async function saveTokens(db: Kysely<DB>, profileId: string, service: SyncService, tokens: Tokens, connectedAt?: string) {
  await db
    .updateTable('service_links')
    .set({
      ...noSignIn,
      access_token: tokens.accessToken,
      refresh_token: tokens.refreshToken,
      expires_at: tokens.expiresAt,
      // A new connection starts afresh: the last pull's failure was the old one's.
      ...(connectedAt ? { connected_at: connectedAt, pull_error: null } : {}),
    })
    .where('profile_id', '=', profileId)
    .where('service', '=', service)
    .execute();
}

export async function deleteLink(db: Kysely<DB>, profileId: string, service: SyncService): Promise<LinkRow | null> {
  const row = await linkOf(db, profileId, service);
  if (row) await db.deleteFrom('service_links').where('profile_id', '=', profileId).where('service', '=', service).execute();
  return row;
}

/**
 * Takes a connected link's pull, for one node of several: true when `pulled_at` was still `seen` (this node moved it
 * on), false when another node took it first.
 */
export async function takePull(db: Kysely<DB>, row: LinkRow, now: string): Promise<boolean> {
  const result = await db
    .updateTable('service_links')
    .set({ pulled_at: now })
    .where('profile_id', '=', row.profile_id)
    .where('service', '=', row.service)
    .where((eb) => (row.pulled_at === null ? eb('pulled_at', 'is', null) : eb('pulled_at', '=', row.pulled_at)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records how the pull begun at `begunAt` ended, unless a later one has begun since. */
export async function endPull(db: Kysely<DB>, row: LinkRow, begunAt: string, error: string | null): Promise<void> {
  await db
    .updateTable('service_links')
    .set({ pull_ended_at: new Date().toISOString(), pull_error: error })
    .where('profile_id', '=', row.profile_id)
    .where('service', '=', row.service)
    .where('pulled_at', '=', begunAt)
    .execute();
}

/** Connected links of the services offered last brought in before `before` (or never), for the scheduled pulls. */
export async function linksDue(db: Kysely<DB>, services: SyncService[], before: string): Promise<LinkRow[]> {
  return db
    .selectFrom('service_links')
    .selectAll()
    .where('service', 'in', services)
    .where('access_token', 'is not', null)
    .where((eb) => eb.or([eb('pulled_at', 'is', null), eb('pulled_at', '<', before)]))
    .limit(20)
    .execute();
}
