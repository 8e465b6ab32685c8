/**
 * Metadata gateway (docs/architecture.md#figures): requests per second for a cached path, and how many
 * upstream calls 50 concurrent identical uncached requests make (must be 1). The real server runs
 * in upstream mode against the TMDB replay server of the tests, on loopback.
 * Run: node --import tsx bench/gateway.ts
 */
import autocannon from 'autocannon';
import { startTmdbReplay } from '../apps/server/src/__tests__/support/tmdb-replay.ts';
import { startServer } from './support.ts';

const API_KEY = 'bench-api-key';
const LOAD = { connections: 20, duration: 10 };
const WARM_UP = { connections: 20, duration: 2 };
const CONCURRENT = 50;

const replay = await startTmdbReplay({ apiKey: API_KEY });
const server = await startServer(Number(process.env.BENCH_PORT ?? 4321), {
  TMDB_API_KEY: API_KEY,
  TMDB_BASE_URL: replay.baseUrl,
  TMDB_IMAGE_BASE_URL: replay.imageBaseUrl,
});

try {
  // The server renders its home page as it starts (http/ssr.ts), asking the upstream for the home
  // rows: asking for the page waits for that rendering, so its requests are over before the count starts.
  await fetch(`${server.url}/`);
  // A realistic upstream takes a while to answer; that is when identical requests pile up.
  replay.misbehave('movie/popular', { delayMs: 250 });
  const answers = await Promise.all(
    Array.from({ length: CONCURRENT }, () => fetch(`${server.url}/api/tmdb/movie/popular?page=2`).then((res) => res.status)),
  );
  const upstreamCalls = replay.requests.filter((r) => r.path === 'movie/popular' && r.query.get('page') === '2').length;
  const allOk = answers.every((status) => status === 200);

  const cachedUrl = `${server.url}/api/tmdb/movie/550?append_to_response=images,videos,release_dates`;
  const first = await fetch(cachedUrl);
  if (!first.ok) throw new Error(`${cachedUrl}: ${first.status}`);
  await autocannon({ url: cachedUrl, ...WARM_UP });
  const run = await autocannon({ url: cachedUrl, ...LOAD });
  if (run.non2xx > 0 || run.errors > 0) throw new Error(`${run.non2xx} non-2xx answers and ${run.errors} errors during the run`);

  console.log(
    `cached path (movie details with 3 appended parts): ${Math.round(run.requests.average)} req/s, p99 ${run.latency.p99} ms, ${LOAD.connections} connections, ${LOAD.duration} s`,
  );
  console.log(`  upstream calls during the run: ${replay.count('movie/550')} (the first request only)`);
  console.log(
    `${CONCURRENT} concurrent identical uncached requests: ${upstreamCalls} upstream call(s)${allOk ? '' : ', some requests failed'} — ${upstreamCalls === 1 && allOk ? 'OK' : 'FAIL (must be 1)'}`,
  );
  if (upstreamCalls !== 1 || !allOk) process.exitCode = 1;
} finally {
  await server.stop();
  await replay.close();
}
