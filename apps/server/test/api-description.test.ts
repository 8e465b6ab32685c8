import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { describeEachDatabase } from './support/databases.ts';

type Description = { openapi: string; paths: Record<string, Record<string, unknown>> };

/** A Fastify route path as the description writes it: `:id` is `{id}`, a trailing wildcard is `{path}`. */
function asDescribed(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
}

describeEachDatabase('the API description', (database) => {
  let app: FastifyInstance;
  /** Every route Fastify registered, as `METHOD path`, seen with an onRoute hook. */
  const registered = new Set<string>();
  let description: Description;

  beforeAll(async () => {
    const config = loadConfig({ AUTH_RATE_LIMIT: '100000', GATEWAY_RATE_LIMIT: '100000', WEB_DIST: 'no-web-build' });
    app = await buildApp(config, {
      db: database().db,
      logger: false,
      onRoute(route) {
        const methods = ([] as HTTPMethods[]).concat(route.method);
        for (const method of methods) registered.add(`${method} ${route.url}`);
      },
    });
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
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
    const { createTestDatabase } = await import('./support/databases.ts');
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
