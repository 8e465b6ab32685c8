import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey } from '../client-address.ts';
import { buildTestApp } from '../../__tests__/support/app.ts';
import { createTestDatabase } from '../../__tests__/support/databases.ts';

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::'],
    ['2001:0DB8:0001:0002:0000:0000:0000:0009', '2001:db8:1:2::'],
    ['2001:db8:1:3::1', '2001:db8:1:3::'],
    ['::1', '::'],
  ])('keys %s as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});

describe('per-address limits on IPv6', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildTestApp(database.db, { AUTH_RATE_LIMIT: '10' });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  // A fresh email each time, so only the per-address limit is in play.
  let n = 0;
  const login = (remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email: `nobody-${n++}@example.com`, password: 'wrong-password' },
    });

  it('count every address of one /64 as one client, and another /64 apart', async () => {
    const codes = [];
    for (let i = 1; i <= 11; i++) codes.push((await login(`2001:db8:7:1::${i.toString(16)}`)).statusCode);
    expect(codes).toEqual([...Array(10).fill(401), 429]);
    expect((await login('2001:db8:7:1:abcd::99')).statusCode).toBe(429);
    expect((await login('2001:db8:7:2::1')).statusCode).toBe(401);
  });

  it('count an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    const codes = [];
    for (let i = 0; i < 10; i++) codes.push((await login(i % 2 ? '198.51.100.44' : '::ffff:198.51.100.44')).statusCode);
    expect(codes).toEqual(Array(10).fill(401));
    expect((await login('198.51.100.44')).statusCode).toBe(429);
    expect((await login('::ffff:198.51.100.44')).statusCode).toBe(429);
  });
});
