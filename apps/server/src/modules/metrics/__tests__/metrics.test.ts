import type { FastifyInstance } from 'fastify';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { connect, type Member } from '../../../__tests__/support/party-client.ts';
import { freePort, startRedis } from '../../../__tests__/support/processes.ts';
import { startTmdbReplay, type TmdbReplay } from '../../../__tests__/support/tmdb-replay.ts';

/**
 * GET /metrics (docs/operations.md#metrics): refused without METRICS_TOKEN's bearer token, off without it and
 * METRICS_PORT, served on METRICS_PORT's own listener; the output read with a Prometheus text-format parser.
 */

const TOKEN = 'metrics-suite-token-0123456789';
const API_KEY = 'metrics-suite-key';
const withToken = { authorization: `Bearer ${TOKEN}` };

type Families = ReturnType<typeof parsePrometheusTextFormat>;

/** The value of a sample of `name` whose labels include `labels` (0 when there is none). */
function valueOf(families: Families, name: string, labels: Record<string, string> = {}): number {
  const family = families.find((candidate) => candidate.name === name);
  const sample = family?.metrics.find((metric) => Object.entries(labels).every(([key, value]) => metric.labels?.[key] === value));
  return Number(sample?.value ?? 0);
}

async function scrape(app: FastifyInstance): Promise<Families> {
  const res = await app.inject({ url: '/metrics', headers: withToken });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusTextFormat(res.body);
}

describeEachDatabase('GET /metrics', (database) => {
  let replay: TmdbReplay;
  let app: FastifyInstance;
  let origin: string;
  const members: Member[] = [];

  beforeAll(async () => {
    replay = await startTmdbReplay({ apiKey: API_KEY });
    const tmdb = { TMDB_API_KEY: API_KEY, TMDB_BASE_URL: replay.baseUrl, TMDB_IMAGE_BASE_URL: replay.imageBaseUrl };
    app = await buildTestApp(database().db, { METRICS_TOKEN: TOKEN, AUTH_RATE_LIMIT: '3', ...tmdb });
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const member of members) member.socket.terminate();
    await app?.close();
    await replay?.close();
  });

  it('answers 401 without the bearer token or with another, in constant time and as {error}', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-of-some-length' }, { authorization: TOKEN }]) {
      const res = await app.inject({ url: '/metrics', headers });
      expect([res.statusCode, res.json()]).toEqual([401, { error: 'Metrics need the bearer token set in METRICS_TOKEN' }]);
    }
    // Not an account's token: no sign-in takes it, and it lets in nowhere else.
    expect((await app.inject({ url: '/api/auth/me', headers: withToken })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/no-such-route', headers: withToken })).statusCode).toBe(404);
  });

  it('names every metric marquee_*, with its help text, and leaves /metrics out of the API description', async () => {
    const families = await scrape(app);
    expect(families.length).toBeGreaterThan(10);
    for (const family of families) {
      expect(family.name).toMatch(/^marquee_/);
      expect(family.help).not.toBe('');
    }
    const description = (await app.inject('/api/openapi.json')).json();
    expect(Object.keys(description.paths)).not.toContain('/metrics');
  });

  it('counts 3 requests to a route under its pattern, never the raw URL', async () => {
    const labels = { method: 'GET', route: '/api/parties/:code', status: '404' };
    const before = valueOf(await scrape(app), 'marquee_http_requests_total', labels);
    for (const code of ['abcdefghij', 'bcdefghijk', 'cdefghijkl']) {
      expect((await app.inject(`/api/parties/${code}`)).statusCode).toBe(404);
    }
    await app.inject('/api/no-such-thing-7f3a');
    const res = await app.inject({ url: '/metrics', headers: withToken });
    const families = parsePrometheusTextFormat(res.body);
    expect(valueOf(families, 'marquee_http_requests_total', labels)).toBe(before + 3);
    expect(valueOf(families, 'marquee_http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(res.body).not.toContain('abcdefghij');
    expect(res.body).not.toContain('no-such-thing');
    // The histogram, read back through prom-client (the parser merges a histogram's labelled series).
    const latency = await app.metrics.registry.getSingleMetric('marquee_http_request_duration_seconds')?.get();
    const count = latency?.values.find(
      (value: { metricName?: string; labels: Record<string, unknown> }) =>
        value.metricName === 'marquee_http_request_duration_seconds_count' && value.labels.route === labels.route,
    );
    expect(count?.value).toBe(before + 3);
    expect(families.find((family) => family.name === 'marquee_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
  });

  it('counts failed sign-ins and the requests refused for too many', async () => {
    const payload = { email: 'nobody@example.com', password: 'not the password' };
    for (let i = 0; i < 3; i++) {
      expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload })).statusCode).toBe(401);
    }
    // AUTH_RATE_LIMIT=3: the fourth is refused before any password is checked.
    expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload })).statusCode).toBe(429);
    const families = await scrape(app);
    expect(valueOf(families, 'marquee_sign_in_failures_total', { reason: 'bad_credentials' })).toBe(3);
    expect(valueOf(families, 'marquee_rate_limited_requests_total', { route: '/api/auth/login' })).toBe(1);
  });

  it("counts the gateway cache's hits and its calls upstream", async () => {
    const before = await scrape(app);
    for (let i = 0; i < 3; i++) expect((await app.inject('/api/tmdb/movie/550/credits')).statusCode).toBe(200);
    const after = await scrape(app);
    const moved = (name: string) => valueOf(after, name, { gateway: 'tmdb' }) - valueOf(before, name, { gateway: 'tmdb' });
    expect([moved('marquee_gateway_upstream_requests_total'), moved('marquee_gateway_cache_hits_total')]).toEqual([1, 2]);
  });

  it('reads the watch parties, conversions, library, database and process at each scrape', async () => {
    const start = await app.inject({
      method: 'POST',
      url: '/api/parties',
      payload: { media: { type: 'movie', id: 550, source: 'tmdb' }, playbackSource: 'local' },
    });
    const code: string = start.json().code;
    members.push(await connect(origin, code, 'Ann'), await connect(origin, code, 'Bob'));
    await app.ctx.library.rescan();
    const families = await scrape(app);
    expect(valueOf(families, 'marquee_watch_parties_active')).toBe(1);
    expect(valueOf(families, 'marquee_watch_party_members')).toBe(2);
    expect(valueOf(families, 'marquee_database_up')).toBe(1);
    expect(families.map((family) => family.name)).not.toContain('marquee_redis_up');
    expect(valueOf(families, 'marquee_conversions_active')).toBe(0);
    expect(valueOf(families, 'marquee_conversions_max')).toBe(app.ctx.config.media.maxTranscodes);
    expect(valueOf(families, 'marquee_library_files')).toBe(0);
    expect(valueOf(families, 'marquee_library_last_scan_duration_seconds')).toBe(app.ctx.library.status().scanSeconds);
    expect(app.ctx.library.status().scanSeconds).toBeGreaterThan(0);
    expect(valueOf(families, 'marquee_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(families.map((family) => family.name)).toContain('marquee_nodejs_eventloop_lag_p99_seconds');
  });
});

describeEachDatabase('metrics turned off, or on their own port', (database) => {
  it('answers 404 as {error} when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    const app = await buildTestApp(database().db);
    try {
      for (const headers of [{}, withToken]) {
        const res = await app.inject({ url: '/metrics', headers });
        expect([res.statusCode, res.json()]).toEqual([404, { error: 'Not found: GET /metrics' }]);
      }
    } finally {
      await app.close();
    }
  });

  it('serves METRICS_PORT without a token, and not the main port, until the app closes', async () => {
    const port = await freePort();
    const app = await buildTestApp(database().db, { METRICS_PORT: String(port), HOST: '127.0.0.1' });
    try {
      await app.ready();
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      const families = parsePrometheusTextFormat(await res.text());
      expect(valueOf(families, 'marquee_database_up')).toBe(1);
      const other = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect([other.status, await other.json()]).toEqual([404, { error: 'Not found: GET /api/health' }]);
      const main = await app.inject({ url: '/metrics', headers: withToken });
      expect([main.statusCode, main.json()]).toEqual([404, { error: 'Not found: GET /metrics' }]);
    } finally {
      await app.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it('serves both with METRICS_PORT and METRICS_TOKEN', async () => {
    const port = await freePort();
    const app = await buildTestApp(database().db, { METRICS_PORT: String(port), METRICS_TOKEN: TOKEN, HOST: '127.0.0.1' });
    try {
      await app.ready();
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
      expect((await app.inject({ url: '/metrics', headers: withToken })).statusCode).toBe(200);
      expect((await app.inject('/metrics')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('reports Redis as /api/ready checks it: 1 while it answers, 0 once it is gone', async () => {
    const redis = await startRedis(await freePort());
    const app = await buildTestApp(database().db, { METRICS_TOKEN: TOKEN, REDIS_URL: redis.url });
    try {
      await app.ready();
      expect(valueOf(await scrape(app), 'marquee_redis_up')).toBe(1);
      await redis.stop();
      expect(valueOf(await scrape(app), 'marquee_redis_up')).toBe(0);
      expect(valueOf(await scrape(app), 'marquee_database_up')).toBe(1);
    } finally {
      await app.close();
      await redis.stop();
    }
  });
});
