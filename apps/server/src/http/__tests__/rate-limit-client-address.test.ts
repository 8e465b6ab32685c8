import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { buildTestApp } from '../../__tests__/support/app.ts';
import { createTestDatabase } from '../../__tests__/support/databases.ts';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', 1],
    [' 2 ', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1,::1, fd00::/8', ['10.0.0.0/8', '192.168.1.1', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads %j as %j', (raw, expected) => {
    expect(loadConfig(raw === undefined ? {} : { TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it.each([
    'true',
    'yes',
    'false',
    '-1',
    '1.5',
    '101',
    '10.0.0.0/33',
    '::1/129',
    'proxy.example.com',
    '10.0.0.1,',
    '10.0.0.1/8/8',
  ])('stops start-up on %j with a message naming the variable', (raw) => {
    expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(/^TRUST_PROXY must be .*$/);
  });
});

describe('the client address behind a proxy', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: FastifyInstance[] = [];
  const build = async (env: Record<string, string>) => {
    const app = await buildTestApp(database.db, { AUTH_RATE_LIMIT: '10', ...env });
    apps.push(app);
    return app;
  };
  // A fresh email each time, so only the per-address limit is in play.
  let n = 0;
  const login = (app: FastifyInstance, forwardedFor: string, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `nobody-${n++}@example.com`, password: 'wrong-password' },
    });

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.destroy();
  });

  it('with one proxy hop, is the entry the proxy added, whatever the client put before it', async () => {
    const app = await build({ TRUST_PROXY: '1' });
    const codes = [];
    for (let i = 0; i < 15; i++) codes.push((await login(app, `10.1.0.${i}, 203.0.113.7`)).statusCode);
    expect(codes).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
    // Another client behind the same proxy is counted on its own.
    expect((await login(app, '10.1.0.1, 203.0.113.8')).statusCode).toBe(401);
  });

  it('with a list of proxies, skips the listed ones from the right and stops at the first other address', async () => {
    const app = await build({ TRUST_PROXY: '127.0.0.1, 10.9.0.0/16' });
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await login(app, `10.1.0.${i}, 198.51.100.7, 10.9.3.4`)).statusCode);
    expect(codes).toEqual([...Array(10).fill(401), 429]);
    expect((await login(app, '198.51.100.8, 10.9.3.4')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
    const app = await build({ TRUST_PROXY: '10.9.0.0/16' });
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await login(app, `10.2.0.${i}`, '198.51.100.20')).statusCode);
    expect(codes).toEqual([...Array(10).fill(401), 429]);
  });
});
