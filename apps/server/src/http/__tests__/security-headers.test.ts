import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../__tests__/support/app.ts';

const options = { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false } as const;
/** Set by Node's HTTP server on any reply, not by helmet. */
const transportHeaders = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];
/** Helmet's headers that every reply carries; the rest are for documents (http/security-headers.ts). */
const resourceHeaders = [
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
];

/** The headers helmet itself sets on a real Node response with the app's options. */
async function helmetOwnHeaders(): Promise<Record<string, string>> {
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

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-security-headers-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Marquee</title></head><body></body></html>',
);
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
const server = useTestApp({ WEB_DIST: webDist });
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

describe('security headers', () => {
  let helmets: Record<string, string>;
  let everyReply: Record<string, string>;
  beforeAll(async () => {
    helmets = await helmetOwnHeaders();
    everyReply = Object.fromEntries(Object.entries(helmets).filter(([name]) => resourceHeaders.includes(name)));
  });

  it("split helmet's own headers: the resource ones on every reply, the rest on documents", () => {
    expect(helmets).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' });
    expect(Object.keys(everyReply).sort()).toEqual([...resourceHeaders].sort());
    expect(Object.keys(helmets).length).toBeGreaterThan(8);
  });

  it.each([
    ['GET', '/api/health', 200],
    ['GET', '/api/watchlist', 401],
    ['GET', '/api/no-such-route', 404],
    ['POST', '/api/auth/login', 400],
    ['GET', '/assets/app.js', 200],
  ] as const)('%s %s: the resource headers only, and no page policy', async (method, url, status) => {
    const res = await server.app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject(everyReply);
    for (const name of Object.keys(helmets).filter((name) => !resourceHeaders.includes(name))) {
      expect(res.headers[name], name).toBeUndefined();
    }
    // The page policy is the web module's, per document.
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it.each(['/', '/movie/550', '/embed/local/sports/no-such-match/1'])(
    '%s, a document: all of them, with its policy',
    async (url) => {
      const res = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers).toMatchObject(helmets);
      expect(res.headers['content-security-policy']).toMatch(/(object-src|default-src) 'none'/);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );
});
