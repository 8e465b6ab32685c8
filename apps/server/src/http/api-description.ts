import fs from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@marquee/core';
import { replySerializerCompiler } from './reply-serializer.ts';

/**
 * Route schemas and the API's own description. Routes under /api declare their params, query, body and
 * replies with the zod schemas of @marquee/core (through fastify-type-provider-zod); Fastify checks the input
 * with them before the handler runs, and @fastify/swagger writes the OpenAPI 3.1 description from the same
 * schemas, served at GET /api/openapi.json and readable at /api/docs.
 */

/** The app as a route plugin sees it, with zod schemas typing each route's input: what route groups register on. */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** The name of the sign-in scheme in the description: `Authorization: Bearer <token>` from sign-up or sign-in. */
const BEARER = 'bearerAuth';

/** `schema.security` of a route that needs a signed-in user. */
export const SIGNED_IN = [{ [BEARER]: [] }];

/** A 204 reply: no body (described without content). */
export const NO_CONTENT = z.undefined().describe('Done; no content');

/**
 * The tags that group the operations in the description, one per module, in the order /api/docs shows them.
 * A route's `schema.tags` names one of them.
 */
export const API_TAGS = {
  health: 'Liveness and readiness, for a load balancer or container runtime.',
  auth: 'Accounts, sign-in and the bearer tokens the other operations take.',
  profiles: "An account's profiles: each owns its lists, history and preferences, and may be limited to a maximum rating.",
  lists: 'The watchlist and favourites.',
  history: 'Watch history: what was watched and how far.',
  preferences: "The signed-in user's settings.",
  account: "Moving a user's data between installations (export and import), and imports of other services' files.",
  analytics: 'Page views.',
  config: "The web app's start-up configuration.",
  metadata: 'The metadata gateway (TMDB v3 paths) and its images.',
  sports: 'The sports gateway: sports, matches, streams and their images.',
  downloads: 'The downloads gateway and the local media library.',
  playback:
    "Playing the library's files in the browser: how each plays (as it is, remuxed or transcoded) and the converted streams.",
  sources: 'The playback sources: the address each plays a film or an episode at, within the profile’s limit.',
  admin: "The server's setup, and for its admins: accounts, invitations and who may sign up.",
  library: "The films and shows found in the server's media folder, and, for its owner, the scan and hand matching.",
  chat: 'The assistant (OpenAI-compatible chat completions).',
  party: 'Watch parties: start one, read it, and the WebSocket its members keep in step through.',
  description: 'This description of the API.',
} as const;

export type ApiTag = keyof typeof API_TAGS;

/** Any JSON object: how a gateway's reply is described, as it passes on what its service answers without reading it. */
export const ANY_JSON_OBJECT = z.record(z.string(), z.unknown());

/**
 * A reply in one of several content types (a gateway's JSON or an image), for `schema.response`: described, not
 * checked, as such replies are sent as the text or bytes they already are (Fastify serializes neither).
 */
export function contentReply(description: string, content: Record<string, z.ZodType>) {
  return {
    description,
    content: Object.fromEntries(Object.entries(content).map(([type, schema]) => [type, { schema }])),
  };
}

/** Bytes of a file or an image, in a contentReply. */
export const BINARY = z.string().meta({ format: 'binary' });

/**
 * Route options for a gateway whose input the schema describes but the gateway checks itself, with its own
 * messages and in its own order (an unknown path is a 404 before its query is read): no validation by the schema.
 */
export const INPUT_CHECKED_BY_ROUTE = {
  validatorCompiler: () => () => true,
};

const ERROR_MEANINGS = {
  400: 'The request is not valid: the message names the field and what is wrong with it.',
  401: 'Sign in first: no bearer token, or one that has expired or was revoked.',
  403: 'Not allowed: the password or PIN given does not match, or the profile the token acts for is limited (Kids or a maximum rating) and may not do this.',
  404: 'Nothing at this address.',
  409: 'It conflicts with what is there: the account already exists, or the server is already set up.',
  410: 'The invitation link no longer works: it has expired, been used up or been withdrawn; the message says which.',
  413: 'The request body is too large.',
  415: 'The request body is not JSON: send it as application/json.',
  416: 'The range asked for is not within the file; Content-Range says its size.',
  422: 'The request would take the profile past what it keeps (a list or an import past its cap): the message names the cap.',
  426: 'This address takes a WebSocket connection (an HTTP GET with the Upgrade header).',
  429: 'Too many requests from this address (or, for this account, failed sign-ins, exports or imports); the Retry-After header says when to try again.',
  502: 'The service this gateway passes the request to failed or sent something unreadable.',
  503: 'The service is busy, its database is unreachable or this node is shutting down; try again (on another node).',
  504: 'The service this gateway passes the request to did not answer in time.',
} as const;

export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** The `{ "error": "..." }` replies a route can answer, by status, for its `schema.response`. */
export function errorReplies<S extends ErrorStatus>(...statuses: S[]): { [K in S]: z.ZodType<{ error: string }> } {
  const replies: Partial<Record<ErrorStatus, z.ZodType<{ error: string }>>> = {};
  for (const status of statuses) replies[status] = apiErrorSchema.describe(ERROR_MEANINGS[status]);
  return replies as { [K in S]: z.ZodType<{ error: string }> };
}

/**
 * The docs page's own policy: swagger-ui's scripts and styles are files served beside it (no inline script),
 * it sets style attributes as it renders, and it only reads this server's description. The web app's page
 * policy is unchanged; this one applies under /api/docs only.
 */
const DOCS_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Where a route's path ends in a wildcard (the gateways), the description names the rest of the path. */
const WILDCARD_PARAM = 'path';

/**
 * Sets the zod validator and serializer on the app and starts collecting the description. Call it before the
 * routes are registered: @fastify/swagger sees each route as it is added.
 */
export async function registerApiDescription(app: FastifyInstance, siteName: string, basePath = ''): Promise<void> {
  const { version } = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${siteName} API`,
        version,
        description:
          'Accounts and their data (sign-in, lists, history, preferences, export and import) and the gateways (metadata, images, sports, downloads, ' +
          'assistant) of this server. Every failure answers `{ "error": "..." }` with a message meant for people.',
      },
      // The paths below are under BASE_PATH.
      servers: [{ url: basePath || '/' }],
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', description: 'The token from sign-up or sign-in.' } },
      },
    },
    transform(route) {
      // Pages, the web app's files and this page's own assets are not API.
      if (!route.url.startsWith('/api/') || route.url.startsWith(DOCS_PREFIX)) return { schema: { hide: true }, url: route.url };
      const { schema, url } = jsonSchemaTransform(route);
      if (!url.endsWith('*')) return { schema, url };
      const params = {
        type: 'object',
        properties: { [WILDCARD_PARAM]: { type: 'string', description: 'The rest of the path, as the gateway passes it on.' } },
        required: [WILDCARD_PARAM],
      };
      return { schema: { ...schema, params }, url: `${url.slice(0, -1)}{${WILDCARD_PARAM}}` };
    },
  });

  // The description is the same until the next start: written once, on the first request.
  let described: string | undefined;
  app.get(
    OPENAPI_PATH,
    {
      schema: {
        summary: 'This description of the API (OpenAPI 3.1)',
        tags: ['description'] satisfies ApiTag[],
        response: { 200: ANY_JSON_OBJECT.describe('An OpenAPI 3.1 document'), ...errorReplies(503) },
      },
    },
    async (_request, reply) => {
      described ??= JSON.stringify(app.swagger());
      return reply.type('application/json; charset=utf-8').send(described);
    },
  );

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: DOCS_PAGE_POLICY,
    // The page is the server's reference, not Fastify's: its own title, and no top bar (the library's logo and a
    // box to load some other description).
    theme: { title: `${siteName} API`, css: [{ filename: 'reference.css', content: '.swagger-ui .topbar { display: none }' }] },
    uiHooks: {
      onRequest(_request, reply, done) {
        reply.headers(app.documentHeaders);
        done();
      },
    },
  });
}
