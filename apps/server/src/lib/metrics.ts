import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The app's Prometheus metrics (docs/operations.md#metrics), in a registry of its own rather than prom-client's
 * global one, so that several apps in one process (tests) keep theirs apart. The counters moved on the way are here;
 * the gauges read when scraped are added by whoever knows their numbers (`readGauge`).
 */
export interface Metrics {
  registry: Registry;
  /** onResponse hook of the whole app, while the metrics are served: one count and one latency per reply. */
  countReply(request: FastifyRequest, reply: FastifyReply, done: () => void): void;
  /** A sign-in refused for its email and password, or for too many such failures. */
  signInFailed(reason: SignInFailure): void;
  /** The counts of one gateway's response cache (lib/cached-fetcher.ts). */
  gateway(name: string): CacheCounts;
}

const SIGN_IN_FAILURES = ['bad_credentials', 'too_many_failures'] as const;
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];

export interface CacheCounts {
  /** Answered without a call of its own: from the cache, or by a call for the same under way. */
  hit(): void;
  /** Asked upstream. */
  upstream(): void;
}

/** Routes Fastify does not know (pages, 404s) share one label, so a scanner's URLs add no series. */
const UNMATCHED = 'unmatched';

/** Seconds: from a cached API reply to a slow page rendering or gateway call. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** `process`: also prom-client's process and runtime metrics (memory, CPU, event-loop delay, garbage collection). */
export function createMetrics(options: { process: boolean }): Metrics {
  const registry = new Registry();
  if (options.process) collectDefaultMetrics({ register: registry, prefix: 'marquee_' });
  const registers = [registry];
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'marquee_http_requests_total', help: 'HTTP replies', labelNames, registers });
  const latency = new Histogram({
    name: 'marquee_http_request_duration_seconds',
    help: 'Time from a request to its reply',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const limited = new Counter({
    name: 'marquee_rate_limited_requests_total',
    help: 'Requests refused with 429 for too many from one address or for one account',
    labelNames: ['route'],
    registers,
  });
  const signIns = new Counter({
    name: 'marquee_sign_in_failures_total',
    help: 'Password sign-ins refused: a wrong email or password, or too many failures',
    labelNames: ['reason'],
    registers,
  });
  const cacheHits = new Counter({
    name: 'marquee_gateway_cache_hits_total',
    help: 'Gateway requests answered without an upstream call of their own',
    labelNames: ['gateway'],
    registers,
  });
  const upstreamCalls = new Counter({
    name: 'marquee_gateway_upstream_requests_total',
    help: 'Gateway requests that asked the upstream service',
    labelNames: ['gateway'],
    registers,
  });
  // Shown from the start at 0 (as each gateway's are), so that a rate over them has a first point.
  for (const reason of SIGN_IN_FAILURES) signIns.inc({ reason }, 0);
  return {
    registry,
    countReply(request, reply, done) {
      const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED, status: reply.statusCode };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode === 429) limited.inc({ route: labels.route });
      done();
    },
    signInFailed: (reason) => signIns.inc({ reason }),
    gateway(name) {
      const labels = { gateway: name };
      cacheHits.inc(labels, 0);
      upstreamCalls.inc(labels, 0);
      return { hit: () => cacheHits.inc(labels), upstream: () => upstreamCalls.inc(labels) };
    },
  };
}

/** A gauge of `registry` set from `read` at each scrape. */
export function readGauge(registry: Registry, name: string, help: string, read: () => number | Promise<number>): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      this.set(await read());
    },
  });
}
