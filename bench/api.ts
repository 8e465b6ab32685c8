/**
 * Own API throughput (DESIGN.md): requests per second of an authenticated GET /api/watchlist with
 * 20 entries, against a bare Fastify route, same machine, same run, same load. The figure to reach
 * is a ratio of at least 0.5.
 * Run: node --import tsx bench/api.ts
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { repoRoot, startServer } from './support.ts';

const TARGET_RATIO = 0.5;
const LOAD = { connections: 20, duration: 10 };
const WARM_UP = { connections: 20, duration: 2 };
const appPort = Number(process.env.BENCH_PORT ?? 4311);

async function requestsPerSecond(url: string, headers: Record<string, string> = {}): Promise<number> {
  await autocannon({ url, headers, ...WARM_UP });
  const result = await autocannon({ url, headers, ...LOAD });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors during the run`);
  }
  return result.requests.average;
}

async function json(url: string, init: RequestInit): Promise<unknown> {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!res.ok) throw new Error(`${init.method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Starts bench/bare-fastify.ts and resolves once it has printed the port it listens on. */
function startBareFastify(): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-fastify.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench/bare-fastify.ts exited with ${code}`)));
    child.stdout.once('data', (chunk: Buffer) => {
      child.removeAllListeners('exit');
      resolve({ url: `http://127.0.0.1:${chunk.toString().trim()}/bare`, stop });
    });
  });
}

const server = await startServer(appPort);
const bare = await startBareFastify();
try {
  const { token } = (await json(`${server.url}/api/auth/register`, {
    method: 'POST',
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
  })) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  for (let i = 1; i <= 20; i++) {
    await json(`${server.url}/api/watchlist`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        media_id: 1000 + i,
        media_type: i % 2 ? 'movie' : 'tv',
        title: `Bench title ${i}`,
        poster_path: `/poster-${i}.jpg`,
        backdrop_path: `/backdrop-${i}.jpg`,
        overview: 'A sentence or two of overview, as the catalogue gives for most titles.',
        rating: 7.4,
      }),
    });
  }

  const bareRps = await requestsPerSecond(bare.url);
  // The app's own floor: the same plugins and hooks, no database work.
  const healthRps = await requestsPerSecond(`${server.url}/api/health`);
  const apiRps = await requestsPerSecond(`${server.url}/api/watchlist`, auth);
  const ratio = apiRps / bareRps;
  console.log(`load: ${LOAD.connections} connections, ${LOAD.duration} s each (after a ${WARM_UP.duration} s warm-up)`);
  console.log(`bare Fastify route            ${bareRps.toFixed(0).padStart(7)} req/s`);
  console.log(`GET /api/health (no database) ${healthRps.toFixed(0).padStart(7)} req/s`);
  console.log(`GET /api/watchlist (20, auth) ${apiRps.toFixed(0).padStart(7)} req/s`);
  console.log(`ratio ${ratio.toFixed(2)} (${ratio >= TARGET_RATIO ? 'meets' : 'BELOW'} the ${TARGET_RATIO} target)`);
} finally {
  await bare.stop();
  await server.stop();
}
