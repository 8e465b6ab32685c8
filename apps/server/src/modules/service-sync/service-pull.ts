import type { FastifyInstance } from 'fastify';
import { IMPORT_SERVICE_NAMES, type SyncService } from '@marquee/core';
import { HttpError } from '../../http/errors.ts';
import { createImport, parseFiles } from '../title-imports/index.ts';
import { endPull, saveTokens, takePull, type LinkRow } from './link-rows.ts';
import { unreachable, type SyncClient } from './sync-client.ts';

/** A token within a day of its end is renewed before use. */
const RENEW_BEFORE_MS = 24 * 60 * 60_000;

export const reconnect = (service: SyncService) =>
  new HttpError(409, /*i18n*/ '{service} no longer accepts this connection. Disconnect, then connect again.', {
    service: IMPORT_SERVICE_NAMES[service],
  });

/** The link's access token, renewed first when near its end; 409 when the service no longer takes it. */
export async function tokenOf(app: FastifyInstance, client: SyncClient, row: LinkRow): Promise<string> {
  if (!row.expires_at || row.expires_at > new Date(Date.now() + RENEW_BEFORE_MS).toISOString()) return row.access_token!;
  const tokens = row.refresh_token ? await client.refresh(row.refresh_token) : null;
  if (!tokens) throw reconnect(client.service);
  await saveTokens(app.ctx.db.kysely, row.profile_id, row.service, tokens);
  return tokens.accessToken;
}

/**
 * Takes a connected link's pull (docs/behaviour.md#syncing-with-trakt-and-simkl), for one node of several: false
 * when another node took it first. The reading itself is `readPull`'s, after the taker's request is answered.
 */
export async function beginPull(app: FastifyInstance, row: LinkRow): Promise<string | null> {
  const now = new Date().toISOString();
  return (await takePull(app.ctx.db.kysely, row, now)) ? now : null;
}

/**
 * Reads the service's lists for a pull begun at `begunAt` and imports them as its export files are, in the
 * background; then records how the pull ended: its error in words for the viewer, or none (also when the account
 * had nothing in it, or the import could not start as another runs). A scheduled pull (`unchangedSince`) whose
 * account has not changed since the last one ends at once, without reading the lists.
 */
export async function readPull(
  app: FastifyInstance,
  client: SyncClient,
  row: LinkRow,
  begunAt: string,
  unchangedSince: string | null = null,
): Promise<void> {
  const db = app.ctx.db.kysely;
  let error: string | null = null;
  try {
    await importLists(app, client, row, unchangedSince);
  } catch (failure) {
    if (!(failure instanceof HttpError) || failure.statusCode >= 500) {
      app.log.warn({ err: failure, profile: row.profile_id, service: row.service }, 'a pull of a service failed');
    }
    error = failure instanceof HttpError && failure.statusCode !== 500 ? failure.message : 'The sync failed. Please try again.';
  }
  await endPull(db, row, begunAt, error);
}

async function importLists(app: FastifyInstance, client: SyncClient, row: LinkRow, unchangedSince: string | null) {
  const token = await tokenOf(app, client, row);
  if (unchangedSince) {
    const changed = await client.lastActivity(token);
    if (changed !== null && changed < unchangedSince) return;
  }
  const files = await client.listFiles(token);
  if (files === null) throw reconnect(client.service);
  if (files.length === 0) return;
  const reading = await parseFiles(files);
  // 422: nothing in the lists an import could use, which is no failure.
  if (!reading.ok) {
    if (reading.status === 422) return;
    throw unreachable(client.service);
  }
  const created = await createImport(app.ctx.db.kysely, row.profile_id, {
    service: client.service,
    name: `${IMPORT_SERVICE_NAMES[client.service]} sync`,
    total: reading.total,
    entries: reading.entries,
  }).catch((failure: unknown) => {
    // An import of the profile's already running: this pull's lists come again with the next one.
    if (failure instanceof HttpError && failure.statusCode === 409) return null;
    throw failure;
  });
  if (created) app.ctx.imports.begin(created.reply.id, created.lease);
}
