import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../__tests__/support/databases.ts';
import { buildTestApp } from '../../__tests__/support/app.ts';
import { freePort, startRedis, type RedisProcess } from '../../__tests__/support/processes.ts';

/** The shared Redis, with a key prefix of this run's own so parallel runs never count each other's requests. */
const sharedRedisUrl = () => `redis://127.0.0.1:6379/?keyPrefix=marquee-test-${randomUUID()}:`;

// Needs Redis at 127.0.0.1:6379 and redis-server on the PATH (Debian: apt-get install redis-server).
describeEachDatabase('rate limits shared between nodes', (database) => {
  const apps: FastifyInstance[] = [];
  const node = async (env: Record<string, string>) => {
    const app = await buildTestApp(database().db, { AUTH_RATE_LIMIT: '4', ...env });
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  // A fresh email each time, so only the per-address limit is in play.
  const wrongLogin = (app: FastifyInstance, remoteAddress = '10.3.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email: `x-${randomUUID()}@example.com`, password: 'wrong-password' },
    });

  it('lets two nodes on one Redis allow together what one node allows', async () => {
    const url = sharedRedisUrl();
    const [a, b] = [await node({ REDIS_URL: url }), await node({ REDIS_URL: url })];
    // Both connected first, so every count goes to Redis.
    while (!a.ctx.redis?.ready() || !b.ctx.redis?.ready()) await new Promise((resolve) => setTimeout(resolve, 20));
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await wrongLogin(i % 2 === 0 ? a : b)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    // Another address still has its own count on both nodes.
    expect((await wrongLogin(b, '10.3.0.2')).statusCode).toBe(401);
  });

  it('counts each node in memory while Redis cannot be reached, rather than failing or letting everything through', async () => {
    const app = await node({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await wrongLogin(app, '10.3.0.3')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
  });

  describe('when Redis goes away while the nodes run', () => {
    let redis: RedisProcess;
    beforeAll(async () => {
      redis = await startRedis(await freePort());
    });
    afterAll(() => redis.stop());

    it('goes on limiting from the count this node kept in memory', async () => {
      const app = await node({ REDIS_URL: redis.url });
      // Connected first, so the count starts in Redis.
      while (!app.ctx.redis?.ready()) await new Promise((resolve) => setTimeout(resolve, 20));
      const codes = [];
      for (let i = 0; i < 2; i++) codes.push((await wrongLogin(app, '10.3.0.4')).statusCode);
      await redis.stop();
      while (app.ctx.redis?.ready()) await new Promise((resolve) => setTimeout(resolve, 20));
      for (let i = 0; i < 4; i++) codes.push((await wrongLogin(app, '10.3.0.4')).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    });
  });
});
