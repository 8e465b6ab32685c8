import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * HAProxy in front of one server at a sub-path, as docs/operations.md#a-sub-path sets it up: `base` and what is under
 * it go to the server with their paths as they are; the rest of the address is another app's (a plain-text page).
 */
export interface SubPathProxy {
  /** The proxy's origin, e.g. http://127.0.0.1:4321. */
  origin: string;
  stop(): Promise<void>;
}

/** What the proxy answers outside the base. */
export const OTHER_APP_TEXT = 'Another app lives here';

export async function startSubPathProxy(port: number, base: string, server: string): Promise<SubPathProxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-sub-path-'));
  const configFile = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(
    configFile,
    [
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      // The watch party's WebSocket and a converted film's stream last long.
      '  timeout tunnel 1h',
      'frontend web',
      `  bind 127.0.0.1:${port}`,
      `  use_backend marquee if { path ${base} } || { path_beg ${base}/ }`,
      '  default_backend other',
      'backend marquee',
      '  option forwardfor',
      `  server app ${server}`,
      'backend other',
      `  http-request return status 200 content-type text/plain string "${OTHER_APP_TEXT}"`,
      '',
    ].join('\n'),
  );
  const proxy = spawn(process.env.HAPROXY ?? 'haproxy', ['-f', configFile, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  proxy.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (proxy.exitCode === null) {
      const exited = new Promise<void>((resolve) => proxy.once('exit', () => resolve()));
      proxy.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    if (proxy.exitCode !== null) throw new Error(`HAProxy exited:\n${log}`);
    const up = await fetch(`${origin}${base}/api/health`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (up) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`HAProxy did not answer:\n${log}`);
}
