import fs from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@marquee/core';

/**
 * Route schemas and the API's own description. Routes under /api declare their params, query, body and
 * replies with the zod schemas of @marquee/core (through fastify-type-provider-zod); Fastify checks the input
 * with them before the handler runs, and @fastify/swagger writes the OpenAPI 3.1 description from the same
 * schemas, served at GET /api/openapi.json and readable at /api/docs.
 */

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** The name of the sign-in scheme in the description: `Authorization: Bearer <token>` from sign-up or sign-in. */
const BEARER = 'bearerAuth';

/** `schema.security` of a route that needs a signed-in user. */
export const SIGNED_IN = [{ [BEARER]: [] }];

/** A 204 reply: no body (described without content). */
export const NO_CONTENT = z.undefined().describe('Done; no content');

const ERROR_MEANINGS = {
  400: 'The request is not valid: the message names the field and what is wrong with it.',
  401: 'Sign in first: no bearer token, or one that has expired or was revoked.',
  403: 'The password given does not match.',
  404: 'Nothing at this address.',
  409: 'The account already exists.',
  413: 'The request body is too large.',
  429: 'Too many requests from this address (or failed sign-ins for this account); the Retry-After header says when to try again.',
  503: 'The service is busy, its database is unreachable or this node is shutting down; try again (on another node).',
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
export async function registerApiDescription(app: FastifyInstance, siteName: string): Promise<void> {
  const { version } = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${siteName} API`,
        version,
        description:
          'The own API (account, lists, history, preferences, data) and the gateways (metadata, images, sports, downloads, ' +
          'assistant) of this server. Every failure answers `{ "error": "..." }` with a message meant for people.',
      },
      components: { securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', description: 'The token from sign-up or sign-in.' } } },
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
        response: { 200: z.record(z.string(), z.unknown()).describe('An OpenAPI 3.1 document'), ...errorReplies(503) },
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
    uiHooks: {
      onRequest(_request, reply, done) {
        reply.headers(app.documentHeaders);
        done();
      },
    },
  });
}
