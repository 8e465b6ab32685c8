import type { FastifyInstance } from 'fastify';
import type { SyncService } from '@marquee/core';
import type { AppConfig } from '../../config.ts';
import { createSimklClient } from './simkl-client.ts';
import type { SyncClient } from './sync-client.ts';
import { createTraktClient } from './trakt-client.ts';

/** The services this server offers: those whose keys its operator set. */
export type SyncClients = ReadonlyMap<SyncService, SyncClient>;

/** The clients of each app, made once: its routes and its scrobbles share them. */
const clientsOf = new WeakMap<FastifyInstance, SyncClients>();

export function appSyncClients(app: FastifyInstance): SyncClients {
  let clients = clientsOf.get(app);
  if (!clients) clientsOf.set(app, (clients = syncClients(app.ctx.config)));
  return clients;
}

function syncClients(config: AppConfig): SyncClients {
  const clients = new Map<SyncService, SyncClient>();
  if (config.trakt) clients.set('trakt', createTraktClient(config.trakt));
  if (config.simkl) clients.set('simkl', createSimklClient(config.simkl));
  return clients;
}
