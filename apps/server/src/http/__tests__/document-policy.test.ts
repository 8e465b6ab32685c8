import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPolicy } from '../document-policy.ts';
import { buildTestApp } from '../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../__tests__/support/databases.ts';

/** A policy as a map of directive to its sources, refusing a directive named twice (browsers keep the first). */
function directives(policy: string): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const part of policy.split(';')) {
    const [name = '', ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(map[name], `${name} twice`).toBeUndefined();
    map[name] = sources;
  }
  return map;
}

const FRAMES = "frame-src 'self' https://player.example https://www.youtube-nocookie.com";

describe('documentPolicy', () => {
  it.each([
    ['without an ad script', {}, ["'self'", "'sha256-abc'"], ["'self'"]],
    [
      'with an ad script',
      { adScriptUrl: 'https://ads.example:8443/tag.js?x=1' },
      ["'self'", "'sha256-abc'", 'https://ads.example:8443'],
      ["'self'", 'https://ads.example:8443'],
    ],
  ])('%s', (_label, config, scripts, connections) => {
    const policy = directives(documentPolicy(config, [FRAMES], ["'sha256-abc'"]));
    expect(policy).toEqual({
      // Anything not named below: this server only.
      'default-src': ["'self'"],
      'script-src': scripts,
      // The page's own stylesheet is inline, and server-rendered markup carries style attributes.
      'style-src': ["'self'", "'unsafe-inline'"],
      // Posters and artwork come through this server; a profile photo is any http(s) address its user gave.
      'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
      'connect-src': connections,
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'frame-src': ["'self'", 'https://player.example', 'https://www.youtube-nocookie.com'],
    });
  });
});

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-document-policy-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Marquee</title></head><body></body></html>',
);
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

describeEachDatabase('the page policy', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db, { WEB_DIST: webDist, AD_SCRIPT_URL: 'https://ads.example/tag.js' });
  });
  afterAll(() => app?.close());

  it.each(['/', '/movie/550', '/player/movie/550', '/sports'])('%s is served under the whole policy', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    const policy = directives(String(res.headers['content-security-policy']));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'https://ads.example']);
    expect(policy['img-src']).toContain('data:');
    expect(policy['frame-src']).toContain('https://www.youtube-nocookie.com');
  });
});
