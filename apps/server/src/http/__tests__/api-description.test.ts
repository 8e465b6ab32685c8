import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { SET_UP_SERVER_ENV } from '../../__tests__/support/server-env.ts';
import { signUp, signUpAdmin } from '../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../__tests__/support/databases.ts';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Description = {
  openapi: string;
  tags?: Array<{ name: string }>;
  components?: { securitySchemes?: Record<string, { type: string; scheme?: string }> };
  paths: Record<string, Record<string, unknown>>;
};

/** A Fastify route path as the description writes it: `:id` is `{id}`, a trailing wildcard is `{path}`. */
function asDescribed(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
}

/** Every operation of the description, as `METHOD path` with the path as described. */
function operationsOf(description: Description): Array<{ method: string; path: string; operation: Operation }> {
  return Object.entries(description.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation: operation as Operation,
    })),
  );
}

/** A described path with a value in each parameter, to call it. */
// A value each path parameter takes: a service's name, a gateway's path, else an id.
const callable = (path: string) =>
  path
    .replace(/\{path\}/, 'probe')
    .replace(/\{service\}/, 'trakt')
    .replace(/\{\w+\}/g, '1');

/** The `{ "error": "..." }` schema, whatever else (description) it carries. */
function isErrorSchema(schema: unknown): boolean {
  const { type, properties, required } = (schema ?? {}) as {
    type?: string;
    properties?: Record<string, { type?: string }>;
    required?: string[];
  };
  return (
    type === 'object' &&
    Object.keys(properties ?? {}).join() === 'error' &&
    properties?.error?.type === 'string' &&
    required?.join() === 'error'
  );
}

const errorSchemaOf = (operation: Operation, status: string) =>
  operation.responses[status]?.content?.['application/json']?.schema;

/** Methods whose requests may carry a body. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describeEachDatabase('the API description', (database) => {
  let app: FastifyInstance;
  /** Every route Fastify registered, as `METHOD path`, seen with an onRoute hook. */
  const registered = new Set<string>();
  /** Routes under /api with named parameters (`:id`) that declare no params schema. */
  const paramsUndeclared: string[] = [];
  let description: Description;

  beforeAll(async () => {
    // A set-up server open to visitors: a library open only to members answers a visitor's player 401 too, which
    // docs/accounts.md describes; here 401 means the operation itself needs a user.
    const env = { AUTH_RATE_LIMIT: '100000', GATEWAY_RATE_LIMIT: '100000', WEB_DIST: 'no-web-build', ...SET_UP_SERVER_ENV };
    app = await buildApp(loadConfig(env), {
      db: database().db,
      logger: false,
      onRoute(route) {
        const methods = ([] as HTTPMethods[]).concat(route.method);
        for (const method of methods) registered.add(`${method} ${route.url}`);
        if (route.url.startsWith('/api/') && /:\w/.test(route.url) && !route.schema?.params) paramsUndeclared.push(route.url);
      },
    });
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    description = res.json<Description>();
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists every route registered under /api, with its method', () => {
    const apiRoutes = [...registered]
      .map((entry) => entry.split(' ') as [string, string])
      // HEAD routes are Fastify's copies of the GET ones; /api/docs is the reference page and its own files.
      .filter(([method, url]) => url.startsWith('/api/') && method !== 'HEAD' && !url.startsWith('/api/docs'));
    expect(apiRoutes.length).toBeGreaterThan(30);
    const missing = apiRoutes
      .filter(([method, url]) => description.paths[asDescribed(url)]?.[method.toLowerCase()] === undefined)
      .map(([method, url]) => `${method} ${url}`);
    expect(missing).toEqual([]);
    // And nothing else: no pages, no web app files.
    expect(Object.keys(description.paths).every((path) => path.startsWith('/api/') && !path.startsWith('/api/docs'))).toBe(true);
  });

  it('gives every operation a summary and one of the declared tags', () => {
    const tags = new Set((description.tags ?? []).map((tag) => tag.name));
    expect(tags.size).toBeGreaterThan(10);
    const untagged = operationsOf(description)
      .filter(({ operation }) => !operation.summary || operation.tags?.length !== 1 || !tags.has(operation.tags[0] ?? ''))
      .map(({ method, path }) => `${method} ${path}`);
    expect(untagged).toEqual([]);
  });

  it('gives every operation at least one 4xx or 5xx reply in the {error} shape, and every error reply that shape', () => {
    const wanting = operationsOf(description)
      .filter(({ operation }) => {
        const failures = Object.keys(operation.responses).filter((status) => Number(status) >= 400);
        return failures.length === 0 || !failures.every((status) => isErrorSchema(errorSchemaOf(operation, status)));
      })
      .map(({ method, path }) => `${method} ${path}`);
    expect(wanting).toEqual([]);
  });

  // @fastify/swagger writes a bare string for a parameter no schema declares: the routes' own declarations are checked.
  it('describes every path parameter of every operation, from a schema of its route', () => {
    expect(paramsUndeclared).toEqual([]);
    const undescribed = operationsOf(description).flatMap(({ method, path, operation }) =>
      [...path.matchAll(/\{(\w+)\}/g)]
        .map((match) => match[1])
        .filter((name) => !operation.parameters?.some((parameter) => parameter.in === 'path' && parameter.name === name))
        .map((name) => `${method} ${path}: ${name}`),
    );
    expect(undescribed).toEqual([]);
  });

  // Asked, not read from the code: an operation answers a visitor 401 exactly when the description says it needs a
  // user, and it answers so before looking at the body (a body of the wrong shape is sent too).
  it('marks every operation that needs a user with the bearer scheme and a 401 reply, and no other', async () => {
    const [scheme] = Object.entries(description.components?.securitySchemes ?? {});
    expect(scheme?.[1]).toMatchObject({ type: 'http', scheme: 'bearer' });
    const wrong: string[] = [];
    for (const { method, path, operation } of operationsOf(description)) {
      const payload = BODY_METHODS.has(method) ? '[]' : undefined;
      const headers = payload === undefined ? {} : { 'content-type': 'application/json' };
      const res = await app.inject({ method, url: callable(path), payload, headers });
      const needsUser = res.statusCode === 401;
      const marked =
        operation.security?.some((requirement) => Object.keys(requirement).join() === scheme?.[0]) === true &&
        isErrorSchema(errorSchemaOf(operation, '401'));
      if (needsUser !== marked)
        wrong.push(`${method} ${path}: answers a visitor ${res.statusCode}, marked ${marked ? '' : 'not '}as needing a user`);
    }
    expect(wrong).toEqual([]);
  });

  // A body of the wrong shape (a JSON array: every body the API reads is an object) is refused with 400 by the
  // operations that describe a body; the others must not read it (no 400, and no 500 from a handler reading fields
  // nothing checked). Each call is from an account of its own, as some sign out (an admin's for the admins' routes).
  it('describes the body of every operation that reads one, and of no other', async () => {
    const wrong: string[] = [];
    for (const { method, path, operation } of operationsOf(description).filter(({ method }) => BODY_METHODS.has(method))) {
      // The admins' routes refuse anyone else before reading a body.
      const user = path.startsWith('/api/admin/') ? await signUpAdmin(app) : await signUp(app);
      const res = await app.inject({
        method,
        url: callable(path),
        payload: '[]',
        headers: { ...user.headers, 'content-type': 'application/json' },
      });
      const readsBody = res.statusCode === 400 || res.statusCode >= 500;
      const described = operation.requestBody?.content?.['application/json']?.schema !== undefined;
      if (readsBody !== described || (described && res.statusCode !== 400)) {
        wrong.push(`${method} ${path}: answers ${res.statusCode} to an array, body ${described ? '' : 'not '}described`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(description.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(description);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });
});

describe('the API reference page', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const { createTestDatabase } = await import('../../__tests__/support/databases.ts');
    const database = await createTestDatabase('sqlite');
    app = await buildApp(loadConfig({ WEB_DIST: 'no-web-build' }), { db: database.db, logger: false });
    app.addHook('onClose', () => database.destroy());
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers /api/docs with an HTML page whose scripts are served here, under its own policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...res.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    for (const src of scripts) {
      expect(src.startsWith('/api/docs/')).toBe(true);
      const script = await app.inject({ method: 'GET', url: src });
      expect(script.statusCode, src).toBe(200);
    }
  });

  it('keeps that policy to the docs: the API and its description carry none', async () => {
    for (const url of ['/api/health', '/api/openapi.json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBeUndefined();
    }
  });
});
