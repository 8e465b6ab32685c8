import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { readGauge } from '../../lib/metrics.ts';
import { startMetricsListener } from './metrics-listener.ts';

const METRICS_PATH = '/metrics';

const NO_TOKEN = /*i18n*/ 'Metrics need the bearer token set in METRICS_TOKEN';

/**
 * GET /metrics, Prometheus's text format (docs/operations.md#metrics), outside /api as scrapers expect it and out
 * of the API's description. On the main port only with METRICS_TOKEN, as `Authorization: Bearer <token>`; on
 * METRICS_PORT, a listener of its own for a private network, without one. Off (404) when neither is set.
 */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  const { token, port } = app.ctx.config.metrics;
  addScrapeGauges(app);
  // Not an account's token: resolveUser leaves it alone, so a scrape goes on while the database is down.
  app.get(METRICS_PATH, { config: { ownBearerToken: true } }, async (request, reply) => {
    if (token === undefined)
      throw new HttpError(404, /*i18n*/ 'Not found: {method} {path}', { method: request.method, path: METRICS_PATH });
    if (!sentToken(request, token)) throw new HttpError(401, NO_TOKEN);
    return sendMetrics(app, reply);
  });
  if (port !== undefined) startMetricsListener(app, port, (reply) => sendMetrics(app, reply));
};

/** The app's metrics as they are now, read from its registry. */
async function sendMetrics(app: FastifyInstance, reply: FastifyReply): Promise<FastifyReply> {
  const { registry } = app.metrics;
  const body = await registry.metrics();
  return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
}

/** Whether the request carries `token` as its bearer token; compared in constant time, whatever the lengths. */
function sentToken(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return false;
  // Hashes have one length, so timingSafeEqual compares them without telling the token's length.
  return timingSafeEqual(sha256(match[1]), sha256(token));
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The gauges read from the app's context at each scrape: its conversions and its library. */
function addScrapeGauges(app: FastifyInstance): void {
  const { registry } = app.metrics;
  const { streams, library, config } = app.ctx;
  readGauge(registry, 'marquee_conversions_active', 'FFmpeg conversions (remuxes and transcodes) running', () => streams.count);
  readGauge(registry, 'marquee_conversions_max', 'Conversions this node runs at once at most (MAX_TRANSCODES)', () => {
    return config.media.maxTranscodes;
  });
  readGauge(
    registry,
    'marquee_conversions_below_real_time',
    'Running conversions that FFmpeg last reported slower than real time (speed under 1x)',
    () => streams.speeds().filter((speed) => speed < 1).length,
  );
  readGauge(registry, 'marquee_library_files', 'Video files the last library scan found', () => library.status().files);
  readGauge(
    registry,
    'marquee_library_unmatched_files',
    'Video files of the library matched to no title',
    () => library.status().unmatched,
  );
  readGauge(
    registry,
    'marquee_library_last_scan_duration_seconds',
    'How long the last library scan took (0 before the first)',
    () => library.status().scanSeconds ?? 0,
  );
}
