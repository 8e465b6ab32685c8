import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageDiskCache } from '../../../lib/image-disk-cache.ts';
import { createTestDatabase } from '../../../__tests__/support/databases.ts';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { freePort, startRedis, waitFor, type RedisProcess } from '../../../__tests__/support/processes.ts';
import { REPLAY_IMAGE, startTmdbReplay, type TmdbReplay } from '../../../__tests__/support/tmdb-replay.ts';

const API_KEY = 'cache-suite-key';
let replay: TmdbReplay;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-caches-'));

beforeAll(async () => {
  replay = await startTmdbReplay({ apiKey: API_KEY });
});
afterAll(async () => {
  await replay.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('image disk cache', () => {
  it('stays within its bound by dropping the least recently used image', async () => {
    // An image's size on disk (it is cached with its content type).
    const probe = createImageDiskCache({
      dir: path.join(dir, 'probe'),
      imageBaseUrl: replay.imageBaseUrl,
      maxBytes: 1e6,
      logger: Fastify().log,
    });
    await probe.get('w92', 'probe.jpg');
    const imageBytes = fs.statSync(path.join(dir, 'probe', 'w92', 'probe.jpg')).size;
    const images = createImageDiskCache({
      dir: path.join(dir, 'images'),
      imageBaseUrl: replay.imageBaseUrl,
      // Room for two images, not three.
      maxBytes: Math.floor(imageBytes * 2.5),
      logger: Fastify().log,
    });
    const onDisk = (name: string) => fs.existsSync(path.join(dir, 'images', 'w185', name));
    await images.get('w185', 'a.jpg');
    await images.get('w185', 'b.jpg');
    await images.get('w185', 'a.jpg');
    await images.get('w185', 'c.jpg');
    await images.idle();
    expect([onDisk('a.jpg'), onDisk('b.jpg'), onDisk('c.jpg')]).toEqual([true, false, true]);
    expect(replay.count('w185/a.jpg')).toBe(1);
    await images.get('w185', 'b.jpg');
    expect(replay.count('w185/b.jpg')).toBe(2);
  });

  it('holds the bound for the folder as a whole when two server processes share it', async () => {
    const shared = path.join(dir, 'shared');
    const maxBytes = 500;
    const [one, two] = [0, 1].map(() =>
      createImageDiskCache({ dir: shared, imageBaseUrl: replay.imageBaseUrl, maxBytes, logger: Fastify().log }),
    );
    if (!one || !two) throw new Error('two caches');
    // Both caches look at the folder before either has written to it.
    await Promise.all([one.get('w92', 's0.jpg'), two.get('w92', 's1.jpg')]);
    for (let n = 2; n < 16; n++) await (n % 2 ? two : one).get('w92', `s${n}.jpg`);
    await Promise.all([one.idle(), two.idle()]);
    const sizes = fs.readdirSync(path.join(shared, 'w92')).map((name) => fs.statSync(path.join(shared, 'w92', name)).size);
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(maxBytes);
    // What is cached still serves, whichever process wrote it.
    expect((await two.get('w92', 's14.jpg')).body.equals(REPLAY_IMAGE)).toBe(true);
    expect(replay.count('w92/s14.jpg')).toBe(1);
  });

  it('fetches an image once for many concurrent requests', async () => {
    const images = createImageDiskCache({
      dir: path.join(dir, 'burst'),
      imageBaseUrl: replay.imageBaseUrl,
      maxBytes: 1e6,
      logger: Fastify().log,
    });
    replay.misbehave('w92/burst.jpg', { delayMs: 100 });
    const all = await Promise.all(Array.from({ length: 20 }, () => images.get('w92', 'burst.jpg')));
    expect(all.every((image) => image.body.equals(REPLAY_IMAGE) && image.contentType === 'image/jpeg')).toBe(true);
    expect(replay.count('w92/burst.jpg')).toBe(1);
  });
});

// Needs redis-server on the PATH (Debian: apt-get install redis-server; .ci/run installs it).
describe('shared response cache in Redis', () => {
  let redis: RedisProcess;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const nodes: FastifyInstance[] = [];
  const node = async () => {
    const app = await buildTestApp(database.db, { TMDB_API_KEY: API_KEY, TMDB_BASE_URL: replay.baseUrl, REDIS_URL: redis.url });
    nodes.push(app);
    // Until it is connected a node skips Redis rather than wait for it.
    await waitFor('the node on Redis', async () => Boolean(app.ctx.redis?.ready()));
    return app;
  };

  beforeAll(async () => {
    redis = await startRedis(await freePort());
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    for (const app of nodes) await app.close();
    await redis.stop();
    await database.destroy();
  });

  it('lets a second server node answer from the first node’s upstream call', async () => {
    const first = await (await node()).inject({ method: 'GET', url: '/api/tmdb/movie/top_rated?page=8' });
    // The first node writes to Redis without holding up its reply.
    const probe = new Redis(redis.url);
    try {
      await waitFor(
        'the answer in Redis',
        async () => (await probe.exists('marquee:tmdb:movie/top_rated?language=en-US&page=8')) === 1,
      );
    } finally {
      probe.disconnect();
    }
    const second = await (await node()).inject({ method: 'GET', url: '/api/tmdb/movie/top_rated?page=8' });
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(replay.count('movie/top_rated')).toBe(1);
  });

  it('keeps answering from upstream when Redis goes away', async () => {
    const app = await node();
    await redis.stop();
    const res = await app.inject({ method: 'GET', url: '/api/tmdb/genre/movie/list' });
    expect(res.statusCode).toBe(200);
    expect(replay.count('genre/movie/list')).toBe(1);
  });
});
