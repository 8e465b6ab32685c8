/**
 * Own API throughput (docs/architecture.md#figures): requests per second of an authenticated GET /api/watchlist with
 * 20 entries, against a bare Fastify route, same machine, same run, same load. The figure to reach
 * is a ratio of at least 0.5.
 * Run: node --import tsx bench/api.ts
 */
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { postJson, repoRoot, startServer } from './support.ts';

const TARGET_RATIO = 0.5;
const LOAD = { connections: 20, duration: 5 };
const WARM_UP = { connections: 20, duration: 2 };
/**
 * The three routes are measured in turn, this many times, and each figure is the median of its runs:
 * a burst of other work on the machine then spoils one run of one route, not the ratio.
 */
const ROUNDS = 3;
/**
 * Sent with every request to every route, as every browser sends it: the app's clients are browsers, and a
 * browser's list read is answered with the cached compressed copy (lists/list-reply-cache.ts), not 6 KB of text.
 * The bare route's and health's 11-byte replies are below the compression threshold either way.
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const appPort = Number(process.env.BENCH_PORT ?? 4311);

/**
 * CPU time (user + system) a process has used so far, in microseconds, from /proc (Linux);
 * undefined elsewhere. Fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 10 ms.
 */
function cpuMicros(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

interface Measured {
  rps: number;
  /** Server CPU time per request during the run, in microseconds: steadier than req/s on a shared machine. */
  cpuPerRequest: number | undefined;
}

async function measure(url: string, pid: number | undefined, headers: Record<string, string> = {}): Promise<Measured> {
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({ url, headers: { ...BROWSER_HEADERS, ...headers }, ...LOAD });
  const cpuAfter = cpuMicros(pid);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors during the run`);
  }
  const cpuPerRequest =
    cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / result.requests.total;
  return { rps: result.requests.average, cpuPerRequest };
}

/** The run of median req/s, and the median CPU per request of the runs (each on its own). */
function median(runs: Measured[]): Measured {
  const middle = <T>(values: T[], by: (value: T) => number) =>
    [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)]!;
  const cpu = runs.map((run) => run.cpuPerRequest).filter((value) => value !== undefined);
  return {
    rps: middle(runs, (run) => run.rps).rps,
    cpuPerRequest: cpu.length === runs.length ? middle(cpu, (value) => value) : undefined,
  };
}

const line = (label: string, { rps, cpuPerRequest }: Measured) =>
  `${label} ${rps.toFixed(0).padStart(7)} req/s` +
  (cpuPerRequest === undefined ? '' : `, server CPU ${cpuPerRequest.toFixed(1).padStart(5)} µs/request`);

/** Starts bench/bare-fastify.ts and resolves once it has printed the port it listens on. */
function startBareFastify(): Promise<{ url: string; pid: number | undefined; stop(): Promise<void> }> {
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
      resolve({ url: `http://127.0.0.1:${chunk.toString().trim()}/bare`, pid: child.pid, stop });
    });
  });
}

/**
 * With two cores or more, the load generator (this process) gets core 0 and the server being measured
 * core 1, the same for the bare route and the app: otherwise the kernel moves them onto one core now and
 * then, and the figures swing with it (bare from 40k to 97k req/s between runs). No taskset, no pinning.
 */
// Read before pinning: a process pinned to one core is then told there is one.
const cores = os.availableParallelism();

function pin(pid: number | undefined, core: number): boolean {
  if (pid === undefined || cores < 2) return false;
  return spawnSync('taskset', ['--all-tasks', '--cpu-list', '-p', String(core), String(pid)], { stdio: 'ignore' }).status === 0;
}

const server = await startServer(appPort);
const bare = await startBareFastify();
const pinned = pin(process.pid, 0) && pin(server.pid, 1) && pin(bare.pid, 1);
console.log(pinned ? 'pinned: load generator on core 0, servers on core 1' : 'not pinned (no taskset, or one core)');
try {
  const { token } = await postJson<{ token: string }>(`${server.url}/api/auth/register`, {
    email: 'bench@example.com',
    password: 'bench-password',
  });
  const auth = { authorization: `Bearer ${token}` };
  for (let i = 1; i <= 20; i++) {
    await postJson(
      `${server.url}/api/watchlist`,
      {
        media_id: 1000 + i,
        media_type: i % 2 ? 'movie' : 'tv',
        title: `Bench title ${i}`,
        poster_path: `/poster-${i}.jpg`,
        backdrop_path: `/backdrop-${i}.jpg`,
        overview: 'A sentence or two of overview, as the catalogue gives for most titles.',
        rating: 7.4,
      },
      auth,
    );
  }

  const routes = [
    { label: 'bare Fastify route           ', url: bare.url, pid: bare.pid, headers: {} },
    // The app's own floor: the same plugins and hooks, no database work.
    { label: 'GET /api/health (no database)', url: `${server.url}/api/health`, pid: server.pid, headers: {} },
    { label: 'GET /api/watchlist (20, auth)', url: `${server.url}/api/watchlist`, pid: server.pid, headers: auth },
  ];
  for (const { url, headers } of routes) await autocannon({ url, headers: { ...BROWSER_HEADERS, ...headers }, ...WARM_UP });
  const runs: Measured[][] = routes.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, { url, pid, headers }] of routes.entries()) runs[i]!.push(await measure(url, pid, headers));
  }
  const [bareRun, healthRun, apiRun] = runs.map(median) as [Measured, Measured, Measured];
  const ratio = apiRun.rps / bareRun.rps;
  console.log(
    `load: ${LOAD.connections} connections, ${LOAD.duration} s a run, ${ROUNDS} runs of each route in turn (after a ${WARM_UP.duration} s warm-up); medians`,
  );
  for (const [i, { label }] of routes.entries()) {
    console.log(
      `${line(label, [bareRun, healthRun, apiRun][i]!)}   runs: ${runs[i]!.map((run) => run.rps.toFixed(0)).join(', ')} req/s`,
    );
  }
  console.log(`ratio ${ratio.toFixed(2)} (${ratio >= TARGET_RATIO ? 'meets' : 'BELOW'} the ${TARGET_RATIO} target)`);
  if (bareRun.cpuPerRequest !== undefined && apiRun.cpuPerRequest !== undefined) {
    // What the ratio would be if both servers had their core to themselves: req/s swings with the
    // machine's other load, CPU per request much less.
    console.log(
      `CPU ratio ${(bareRun.cpuPerRequest / apiRun.cpuPerRequest).toFixed(2)} (bare route's CPU per request / the watchlist's)`,
    );
  }
} finally {
  await bare.stop();
  await server.stop();
}
