import { randomBytes } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PARTY_CODE_LENGTH,
  PARTY_STARTS_PER_MINUTE,
  partyCodeSchema,
  partyMediaSchema,
  partyStateSchema,
  apiText,
  profileMaxRank,
  type PartyMedia,
} from '@marquee/core';
import { z } from 'zod';
import { errorReplies, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/page-language.ts';
import { registerRateLimit } from '../../http/rate-limits.ts';
import { readGauge } from '../../lib/metrics.ts';
import { findUserByToken } from '../auth/index.ts';
import { NOT_ON_THIS_PROFILE, titleAllowed } from '../metadata/index.ts';
import { newParty, partyState, type MediaRating } from './party-record.ts';
import { createPartySockets, type PartySockets } from './party-sockets.ts';
import { memoryPartyStore, redisPartyStore, type PartyStore } from './party-store.ts';

/** Lower-case base32: no 0, 1, 8 or 9 to misread, and safe in a URL. */
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A new code: 10 random base32 characters (50 bits), which nobody guesses. */
function newCode(): string {
  return [...randomBytes(PARTY_CODE_LENGTH)].map((byte) => BASE32[byte % 32]).join('');
}

/** The longest a socket message may be: a chat line and its envelope, with room to spare. */
const MAX_MESSAGE_BYTES = 4 * 1024;

/**
 * Watch parties (docs/behaviour.md#watch-party): POST /api/parties starts one, GET /api/parties/{code}
 * reads it, and each member keeps a WebSocket at /api/parties/{code}/socket. The party lives in the store
 * (Redis when nodes share one), and its changes reach every node's members through the message bus.
 */
export const partyRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const store = app.ctx.redis ? redisPartyStore(app.ctx.redis) : memoryPartyStore();
  const ratingOf = (media: PartyMedia) => partyRating(app, media);
  const limitOfToken = async (token: string) => {
    const user = await findUserByToken(app.ctx.db, token);
    return user ? profileMaxRank(user.profile) : null;
  };
  const sockets = createPartySockets(store, app.ctx.bus, app.log, { limitOfToken, ratingOf });
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  app.addHook('preClose', async () => sockets.close());
  app.addHook('onClose', async () => store.close());
  // This node's share: parties held in Redis for every node are counted where their members are connected.
  const { registry } = app.metrics;
  readGauge(
    registry,
    'marquee_watch_parties_active',
    'Watch parties with members connected to this node',
    () => sockets.counts().parties,
  );
  readGauge(
    registry,
    'marquee_watch_party_members',
    'Watch party members connected to this node',
    () => sockets.counts().members,
  );
  // Every party is held until it ends, so an address may start only a few at a time.
  await registerRateLimit(app, /*i18n*/ 'Too many parties started; please wait a minute');
  startAndReadRoutes(app, store);
  socketRoute(app, store, sockets);
};

const tags: ApiTag[] = ['party'];
const startLimit = { rateLimit: { max: PARTY_STARTS_PER_MINUTE, timeWindow: 60_000 } };
const codeParams = z.strictObject({ code: partyCodeSchema });
const ended = () => new HttpError(404, /*i18n*/ 'This party has ended');

/** The rating a party's members are held to; none (unsuitable under any limit) for another source's title or when it cannot be read. */
async function partyRating(app: ApiApp, media: PartyMedia): Promise<MediaRating | null> {
  if (media.source !== app.ctx.metadata.source) return null;
  try {
    return (await app.ctx.metadata.titleRating(media.type, media.id)) ?? null;
  } catch (error) {
    app.log.warn({ err: error }, "a watch party title's rating could not be read");
    return null;
  }
}

/** A limited profile neither starts nor joins a party on a title above its limit (docs/behaviour.md#ratings). */
async function checkLimit(app: ApiApp, request: FastifyRequest, media: PartyMedia): Promise<void> {
  const maxRank = request.user ? profileMaxRank(request.user.profile) : null;
  const allowed =
    media.source === app.ctx.metadata.source && (await titleAllowed(app.ctx.metadata, maxRank, media.type, media.id));
  if (maxRank !== null && !allowed) throw new HttpError(403, NOT_ON_THIS_PROFILE);
}

/** POST /parties starts a party; GET /parties/{code} reads it. */
function startAndReadRoutes(app: ApiApp, store: PartyStore): void {
  app.post(
    '/parties',
    {
      schema: {
        summary: 'Starts a watch party on a title',
        tags,
        body: z.strictObject({ media: partyMediaSchema, playbackSource: apiText(64).min(1) }),
        response: { 201: z.object({ code: z.string(), party: partyStateSchema }), ...errorReplies(400, 403, 429, 503) },
      },
      config: startLimit,
    },
    async (request, reply) => {
      await checkLimit(app, request, request.body.media);
      const now = Date.now();
      const { media, playbackSource } = request.body;
      const record = newParty(newCode(), media, playbackSource, now, await partyRating(app, media));
      await store.create(record);
      return reply.status(201).send({ code: record.code, party: partyState(record, now) });
    },
  );

  app.get(
    '/parties/:code',
    {
      schema: {
        summary: 'A watch party, as its members see it',
        tags,
        params: codeParams,
        response: { 200: partyStateSchema, ...errorReplies(400, 403, 404, 503) },
      },
    },
    async (request) => {
      const now = Date.now();
      const record = await store.get(request.params.code, now);
      if (!record) throw ended();
      await checkLimit(app, request, record.media);
      return partyState(record, now);
    },
  );
}

/** A member's WebSocket, refused before the upgrade when the party has ended or is above the profile's limit. */
function socketRoute(app: ApiApp, store: PartyStore, sockets: PartySockets): void {
  app.route({
    method: 'GET',
    url: '/parties/:code/socket',
    schema: {
      summary: "A member's connection to a watch party (WebSocket; its messages are in packages/core party.ts)",
      tags,
      params: codeParams,
      response: { 101: z.null().describe('Switching to the WebSocket protocol'), ...errorReplies(400, 403, 404, 426, 503) },
    },
    // Before the upgrade: an unknown or ended party is a plain 404, and one a token's profile may not join a 403,
    // not a socket that closes at once.
    preValidation: async (request) => {
      const { code } = request.params;
      if (!partyCodeSchema.safeParse(code).success) return;
      const record = await store.get(code, Date.now());
      if (!record) throw ended();
      await checkLimit(app, request, record.media);
    },
    // A plain GET, without the upgrade.
    handler: async () => {
      throw new HttpError(426, /*i18n*/ 'Connect to a party with a WebSocket');
    },
    wsHandler: (socket, request) => {
      const limit = request.user ? profileMaxRank(request.user.profile) : null;
      sockets.serve(socket, request.params.code, limit, requestLanguage(request, app.ctx.config.defaultLanguage));
    },
  });
}
