import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IMPORT_SERVICE_NAMES,
  SYNC_SERVICES,
  serviceLinkReplySchema,
  serviceLinksReplySchema,
  syncCheckReplySchema,
  syncServiceParamsSchema,
  syncSignInSchema,
  type ServiceLinkReply,
  type ServiceLinksReply,
  type SyncCheckReply,
  type SyncService,
  type SyncSignIn,
} from '@marquee/core';
import { errorReplies, NO_CONTENT, SIGNED_IN, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { requireFullProfile, signInFirst } from '../auth/index.ts';
import { deleteLink, endSignIn, linkOf, saveSignIn, saveTokens, shownLink, type LinkRow } from './link-rows.ts';
import { startScheduledPulls } from './scheduled-pulls.ts';
import { beginPull, readPull } from './service-pull.ts';
import type { SyncClient } from './sync-client.ts';
import { appSyncClients, type SyncClients } from './sync-clients.ts';

const tags: ApiTag[] = ['account'];
const named = (service: SyncService) => IMPORT_SERVICE_NAMES[service];
const EXPIRED = /*i18n*/ 'The code has expired. Start again.';

/**
 * /api/service-links (docs/behaviour.md#syncing-with-trakt-and-simkl): a profile connects to its Trakt or Simkl
 * account by a device code, and its history, watchlist and ratings are brought in on demand and every few hours,
 * through the imports' worker. Each service is offered where the operator set its keys; a limited profile is
 * refused, as for imports.
 */
export const serviceSyncRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const clients = appSyncClients(app);
  if (clients.size > 0) {
    const pulls = startScheduledPulls(app, clients);
    app.addHook('onClose', async () => pulls.stop());
  }
  // Pulls the routes began, let finish before the database closes.
  const reading = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(reading);
  });
  const pullInBackground: PullInBackground = (client, row, begunAt) => {
    const pull = readPull(app, client, row, begunAt)
      .catch((error: unknown) => app.log.warn({ err: error, profile: row.profile_id }, 'the end of a pull could not be recorded'))
      .finally(() => reading.delete(pull));
    reading.add(pull);
  };
  readRoute(app, clients);
  signInRoutes(app, clients, pullInBackground);
  syncRoutes(app, clients, pullInBackground);
};

/** Reads the service's lists after the reply: its import, or why it failed, shows on the link. */
type PullInBackground = (client: SyncClient, row: LinkRow, begunAt: string) => void;

function offered(clients: SyncClients, service: SyncService): SyncClient {
  const client = clients.get(service);
  if (!client) throw notFound(/*i18n*/ '{service} is not set up on this server', { service: named(service) });
  return client;
}

function readRoute(app: ApiApp, clients: SyncClients): void {
  const schema = {
    summary: "The profile's links with the services it may sync with (never their tokens)",
    tags,
    security: SIGNED_IN,
    response: { 200: serviceLinksReplySchema, ...errorReplies(401, 403, 503) },
  };
  app.get('/service-links', { schema, preValidation: signInFirst }, async (request): Promise<ServiceLinksReply> => {
    const user = requireFullProfile(request);
    const links = [];
    for (const service of SYNC_SERVICES)
      links.push(shownLink(service, clients.has(service), await linkOf(app.ctx.db.kysely, user.profile.id, service)));
    return { links };
  });
}

function signInRoutes(app: ApiApp, clients: SyncClients, pullInBackground: PullInBackground): void {
  const db = app.ctx.db.kysely;
  const connect = {
    summary: "Starts a device code sign-in to the service: the code to enter at the service's page",
    tags,
    security: SIGNED_IN,
    params: syncServiceParamsSchema,
    response: { 200: syncSignInSchema, ...errorReplies(400, 401, 403, 404, 502, 503) },
  };
  app.post(
    '/service-links/:service/connect',
    { schema: connect, preValidation: signInFirst },
    async (request): Promise<SyncSignIn> => {
      const user = requireFullProfile(request);
      const code = await offered(clients, request.params.service).deviceCode();
      const expiresAt = await saveSignIn(db, user.profile.id, request.params.service, code);
      return {
        user_code: code.user_code,
        verification_url: code.verification_url,
        expires_at: expiresAt,
        interval: code.interval,
      };
    },
  );

  const check = {
    summary: 'Checks once whether the viewer has entered the code: connected, or still waiting',
    tags,
    security: SIGNED_IN,
    params: syncServiceParamsSchema,
    response: { 200: syncCheckReplySchema, ...errorReplies(400, 401, 403, 404, 410, 502, 503) },
  };
  app.post(
    '/service-links/:service/check',
    { schema: check, preValidation: signInFirst },
    async (request): Promise<SyncCheckReply> => {
      const user = requireFullProfile(request);
      const { service } = request.params;
      const client = offered(clients, service);
      const row = await linkOf(db, user.profile.id, service);
      if (!row?.device_code || !row.device_expires_at)
        throw notFound(/*i18n*/ 'No sign-in to {service} is under way', { service: named(service) });
      if (row.device_expires_at <= new Date().toISOString()) {
        await endSignIn(db, user.profile.id, service);
        throw new HttpError(410, EXPIRED);
      }
      const checked = await client.checkDevice({ deviceCode: row.device_code, userCode: row.user_code ?? '' });
      if (checked.state === 'waiting') return { connected: false };
      if (checked.state !== 'connected') {
        await endSignIn(db, user.profile.id, service);
        if (checked.state === 'expired') throw new HttpError(410, EXPIRED);
        throw new HttpError(403, /*i18n*/ '{service} was not allowed to connect. Start again.', { service: named(service) });
      }
      if (row.access_token) await client.revoke(row.access_token);
      await saveTokens(db, user.profile.id, service, checked.tokens, new Date().toISOString());
      // The first pull starts at once.
      const connected = await linkOf(db, user.profile.id, service);
      const begunAt = connected ? await beginPull(app, connected) : null;
      if (connected && begunAt) pullInBackground(client, connected, begunAt);
      return { connected: true };
    },
  );
}

function syncRoutes(app: ApiApp, clients: SyncClients, pullInBackground: PullInBackground): void {
  const db = app.ctx.db.kysely;
  const pull = {
    summary: "Begins bringing the profile's history, watchlist and ratings in from the service, as an import",
    tags,
    security: SIGNED_IN,
    params: syncServiceParamsSchema,
    response: {
      202: serviceLinkReplySchema.describe('The link, its lists being read in the background'),
      ...errorReplies(400, 401, 403, 404, 409, 503),
    },
  };
  app.post(
    '/service-links/:service/pull',
    { schema: pull, preValidation: signInFirst },
    async (request, reply): Promise<ServiceLinkReply> => {
      const user = requireFullProfile(request);
      const { service } = request.params;
      const client = offered(clients, service);
      const row = await linkOf(db, user.profile.id, service);
      if (!row?.access_token) throw notFound(/*i18n*/ 'Connect {service} first', { service: named(service) });
      if (shownLink(service, true, row).pulling)
        throw new HttpError(409, /*i18n*/ 'A sync with {service} is under way', { service: named(service) });
      const begunAt = await beginPull(app, row);
      if (!begunAt) throw new HttpError(409, /*i18n*/ 'A sync with {service} is under way', { service: named(service) });
      pullInBackground(client, row, begunAt);
      reply.code(202);
      return { link: shownLink(service, true, await linkOf(db, user.profile.id, service)) };
    },
  );

  const disconnect = {
    summary: 'Disconnects the profile from the service, letting go of its tokens there too',
    tags,
    security: SIGNED_IN,
    params: syncServiceParamsSchema,
    response: { 204: NO_CONTENT, ...errorReplies(400, 401, 403, 503) },
  };
  app.delete('/service-links/:service', { schema: disconnect, preValidation: signInFirst }, async (request, reply) => {
    const user = requireFullProfile(request);
    const row = await deleteLink(db, user.profile.id, request.params.service);
    const client = clients.get(request.params.service);
    if (row?.access_token && client) await client.revoke(row.access_token);
    return reply.code(204).send();
  });
}
