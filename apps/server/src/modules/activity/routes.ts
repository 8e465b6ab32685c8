import { hash } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACTIVITY_EXPIRY_MS,
  activityReplySchema,
  playingReportSchema,
  type ActivityReply,
  type ActivityViewer,
} from '@marquee/core';
import { errorReplies, NO_CONTENT, SIGNED_IN, type ApiApp } from '../../http/api-description.ts';
import { registerRateLimit } from '../../http/rate-limits.ts';
import { deviceName, requireAdmin, requireUser, signInFirst, type SignedInUser } from '../auth/index.ts';
import { recentSignIns } from './sign-in-queries.ts';
import { titleNames } from './title-names.ts';
import { createViewerStore, type ViewerStore } from './viewer-store.ts';

/**
 * The admins' Activity (docs/operations.md#activity):
 *   POST   /api/activity/playing   a player's report of what it plays (every 30 s, and `stopped` when it closes)
 *   DELETE /api/activity/playing   the player closed
 *   GET    /api/admin/activity     who watches what now, on every node, and the latest sign-ins (admins only)
 */
export const activityRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const store = createViewerStore(app.ctx.redis);
  // Which node took a report, for an operator running several behind a proxy.
  const node = `${hostname()}:${app.ctx.config.port}`;
  // A report may ask the metadata source for a title's name: an address may send only so many.
  await registerRateLimit(app, /*i18n*/ 'Too many playback reports; please wait a minute');
  playingRoutes(app, store, node);
  listRoute(app, store);
};

/** Reports per minute from one address: a household's players report twice a minute each, and as they start and stop. */
const REPORTS_PER_MINUTE = 120;

/** One entry per sign-in: a hash of the request's token, which names it without revealing it. */
const viewerId = (request: FastifyRequest, user: SignedInUser) =>
  hash('sha256', request.headers.authorization ?? user.id, 'hex').slice(0, 16);

function playingRoutes(app: ApiApp, store: ViewerStore, node: string): void {
  const nameOf = titleNames(app.ctx.metadata, (error) => app.log.warn({ err: error }, "a title's name could not be read"));
  const report = {
    summary: "A player's report of what it plays, its position and how the file reaches it (every 30 s while open)",
    tags: ['playback' as const],
    security: SIGNED_IN,
    body: playingReportSchema,
    response: { 204: NO_CONTENT, ...errorReplies(400, 401, 429) },
  };
  const config = { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: 60_000 } };
  app.post('/activity/playing', { schema: report, config, preValidation: signInFirst }, async (request, reply) => {
    const user = requireUser(request);
    const id = viewerId(request, user);
    const { stopped, media, ...state } = request.body;
    if (stopped) {
      await store.remove(id);
      return reply.status(204).send();
    }
    const now = Date.now();
    const earlier = await store.get(id, now);
    const sameTitle = earlier !== null && JSON.stringify(earlier.media) === JSON.stringify(media);
    const viewer: ActivityViewer = {
      id,
      account: { id: user.id, name: user.display_name ?? user.email },
      profile: user.profile.name,
      media,
      // Named once per title a sign-in plays, not at every report.
      title: sameTitle ? earlier.title : await nameOf(media),
      ...state,
      node,
      ...deviceName(request.headers['user-agent']?.slice(0, 512) ?? null),
      startedAt: sameTitle ? earlier.startedAt : new Date(now).toISOString(),
      updatedAt: new Date(now).toISOString(),
    };
    await store.put({ ...viewer, expiresAt: now + ACTIVITY_EXPIRY_MS });
    return reply.status(204).send();
  });

  const stop = {
    summary: 'The player closed: its viewer leaves the Activity at once',
    tags: ['playback' as const],
    security: SIGNED_IN,
    response: { 204: NO_CONTENT, ...errorReplies(401) },
  };
  app.delete('/activity/playing', { schema: stop, preValidation: signInFirst }, async (request, reply) => {
    await store.remove(viewerId(request, requireUser(request)));
    return reply.status(204).send();
  });
}

function listRoute(app: ApiApp, store: ViewerStore): void {
  const schema = {
    summary: 'Who watches what now on every node, and the latest sign-ins (admins only)',
    tags: ['admin' as const],
    security: SIGNED_IN,
    response: { 200: activityReplySchema, ...errorReplies(401, 403, 503) },
  };
  // A visitor gets 401 and a member 403, as every admin route answers them.
  const adminFirst = async (request: FastifyRequest) => {
    await requireAdmin(request);
  };
  app.get('/admin/activity', { schema, preValidation: adminFirst }, async (): Promise<ActivityReply> => {
    const [entries, signIns, failedSignIns] = await Promise.all([
      store.list(Date.now()),
      recentSignIns(app.ctx.db.kysely),
      app.ctx.signInFailures.recent(),
    ]);
    // Each entry's lapse time stays here: the reply's schema writes a viewer's own fields only.
    return { watching: entries, signIns, failedSignIns };
  });
}
