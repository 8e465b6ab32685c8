/**
 * `npm run cluster`: several server nodes on one PostgreSQL and one Redis behind HAProxy, on this
 * machine, the same topology as compose.yaml where no container engine runs. It supervises like a
 * container runtime would: a node that dies is started again; SIGTERM or Ctrl-C drains the nodes
 * and stops the proxy.
 *
 * Settings (environment): PORT (the proxy's, default 8080), NODES (default 2), NODE_PORTS (default
 * the ports after PORT), DATABASE_URL (a postgres:// URL, required: SQLite cannot be shared by
 * several nodes), REDIS_URL (required), HAPROXY (the binary, default `haproxy`). Every other
 * variable goes to the nodes as it is (TMDB keys, CACHE_DIR, ...). TRUST_PROXY is set to 1 for them:
 * the proxy is the one hop in front.
 *
 * It prints one line per event, `cluster: node 1 started (pid 1234, port 8081)`, which the
 * cluster test reads.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

function fail(message: string): never {
  console.error(`cluster: ${message}`);
  process.exit(1);
}

function port(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) fail(`${name} must be a port number, got "${raw}"`);
  return value;
}

const proxyPort = port('PORT', process.env.PORT, 8080);
const count = Number(process.env.NODES ?? '2');
if (!Number.isInteger(count) || count < 1 || count > 16)
  fail(`NODES must be a whole number from 1 to 16, got "${process.env.NODES}"`);
const nodePorts = process.env.NODE_PORTS?.trim()
  ? process.env.NODE_PORTS.split(',').map((p) => port('NODE_PORTS', p, 0))
  : Array.from({ length: count }, (_, i) => proxyPort + 1 + i);
if (nodePorts.length !== count) fail(`NODE_PORTS names ${nodePorts.length} ports for ${count} nodes`);

const databaseUrl = process.env.DATABASE_URL?.trim() ?? '';
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) fail('DATABASE_URL must be a postgres:// URL: several nodes share one PostgreSQL');
if (!process.env.REDIS_URL?.trim()) fail('REDIS_URL must be set: the nodes share rate limits, caches and messages through Redis');

const haproxyBinary = process.env.HAPROXY?.trim() || 'haproxy';
if (spawnSync(haproxyBinary, ['-v']).status !== 0) {
  fail(`${haproxyBinary} was not found: install HAProxy (Debian: apt-get install haproxy) or set HAPROXY`);
}

/**
 * The proxy: round robin over the nodes that pass /api/ready; a request that found no connection, or
 * a 503 from a draining node, is retried on another node. The same nodes stand again as backups
 * without a check, so that an outage of a shared helper (Redis) that makes every node unready does
 * not leave the proxy with nobody to ask: the nodes go on without it.
 */
function haproxyConfig(listen: string, nodes: string[]): string {
  const servers = nodes.map((address, i) => `  server node${i + 1} ${address} check`);
  const backups = nodes.map((address, i) => `  server node${i + 1}-unchecked ${address} backup`);
  return [
    'global',
    '  maxconn 2048',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    // A watch party member's WebSocket lives as long as the party; pings keep it busy every few seconds.
    '  timeout tunnel 1h',
    '  option forwardfor',
    '  option http-buffer-request',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response 503',
    'frontend web',
    `  bind ${listen}`,
    '  default_backend nodes',
    'backend nodes',
    '  balance roundrobin',
    '  option httpchk GET /api/ready',
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 1',
    ...servers,
    ...backups,
    '',
  ].join('\n');
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-cluster-'));
const configFile = path.join(workDir, 'haproxy.cfg');
fs.writeFileSync(
  configFile,
  haproxyConfig(
    `127.0.0.1:${proxyPort}`,
    nodePorts.map((p) => `127.0.0.1:${p}`),
  ),
);

let stopping = false;
const nodes: Array<ChildProcess | undefined> = [];

function startNode(index: number): void {
  const nodePort = nodePorts[index]!;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(nodePort), HOST: process.env.HOST ?? '127.0.0.1', TRUST_PROXY: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  nodes[index] = child;
  console.log(`cluster: node ${index + 1} started (pid ${child.pid}, port ${nodePort})`);
  child.once('exit', (code, signal) => {
    console.log(`cluster: node ${index + 1} exited (${signal ?? `code ${code}`})`);
    if (stopping) return;
    // As a container runtime's restart policy would, after a short pause so a crash loop stays cheap.
    setTimeout(() => {
      if (!stopping) startNode(index);
    }, 1_000);
  });
}

for (let i = 0; i < count; i++) startNode(i);

const proxy = spawn(haproxyBinary, ['-f', configFile, '-db'], { stdio: ['ignore', 'inherit', 'inherit'] });
console.log(`cluster: proxy started (pid ${proxy.pid}, http://127.0.0.1:${proxyPort})`);
proxy.once('exit', (code) => {
  if (stopping) return;
  console.error(`cluster: the proxy exited (code ${code}); stopping the nodes`);
  void stop(1);
});

async function stop(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('cluster: draining the nodes');
  const running = nodes.filter(
    (child): child is ChildProcess => child !== undefined && child.exitCode === null && child.signalCode === null,
  );
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  if (proxy.exitCode === null) proxy.kill('SIGTERM');
  fs.rmSync(workDir, { recursive: true, force: true });
  console.log('cluster: stopped');
  process.exit(exitCode);
}

process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
