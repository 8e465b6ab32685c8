import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './support/databases.ts';
import { buildTestApp } from './support/app.ts';

const options = { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false } as const;
/** Set by Node's HTTP server on any reply, not by helmet. */
const transportHeaders = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];

/** The headers helmet itself sets on a real Node response with the app's options. */
async function helmetOwnHeaders(): Promise<Record<string, string | string[] | undefined>> {
  const middleware = helmet(options);
  const server = http.createServer((req, res) => middleware(req, res, () => res.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`);
    return Object.fromEntries([...res.headers].filter(([name]) => !transportHeaders.includes(name)));
  } finally {
    server.close();
  }
}

describe('security headers', () => {
  let app: FastifyInstance;
  let expected: Record<string, string | string[] | undefined>;
  let destroy: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase('sqlite');
    destroy = database.destroy;
    app = await buildTestApp(database.db);
    expected = await helmetOwnHeaders();
  });
  afterAll(async () => {
    await app.close();
    await destroy();
  });

  it("are helmet's own, on API replies, errors and unknown routes alike", async () => {
    expect(expected).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' });
    expect(Object.keys(expected).length).toBeGreaterThan(8);
    for (const [method, url, status] of [
      ['GET', '/api/health', 200],
      ['GET', '/api/watchlist', 401],
      ['GET', '/api/no-such-route', 404],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(status);
      expect(res.headers, url).toMatchObject(expected);
      // The page policy is the web module's, per response.
      expect(res.headers['content-security-policy'], url).toBeUndefined();
    }
  });
});
