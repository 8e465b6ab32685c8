import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './fixtures';
import { freePort } from './free-port';

/** A server of a journey's own, as a new install is: an empty database and an empty media folder, not set up. */
export interface FreshServer {
  url: string;
  /** Its media folder (MEDIA_DIR), empty at start. */
  mediaDir: string;
  /** The setup code it printed in its log as it started (docs/accounts.md#setup). */
  setupCode: string;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** How the server's log gives the setup code: 'Open /setup in a browser and enter the setup code ABCD-EFGH-JKMN'. */
const SETUP_CODE_LINE = /enter the setup code ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/;

/**
 * Starts the built app on a free port with SQLite and a media folder of its own, and no ADMIN_EMAILS: the account
 * its setup makes, with the code from its log, is its owner and admin (setUpOwner). `env` adds to its variables.
 */
export async function startFreshServer(name: string, env: Record<string, string> = {}): Promise<FreshServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `marquee-${name}-`));
  const mediaDir = path.join(dir, 'media');
  fs.mkdirSync(mediaDir);
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dir, 'app.db')}`,
      MEDIA_DIR: mediaDir,
      CACHE_DIR: path.join(dir, 'cache'),
      AUTH_RATE_LIMIT: '10000',
      GATEWAY_RATE_LIMIT: '1000000',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    // Under BASE_PATH when the journey gives one.
    const ready = await fetch(`${url}${env.BASE_PATH ?? ''}/api/ready`).then(
      (answer) => answer.ok,
      () => false,
    );
    // The code is logged as the server becomes ready; its line may reach the pipe a moment after.
    const setupCode = ready ? SETUP_CODE_LINE.exec(output)?.[1] : undefined;
    if (setupCode) return { url, mediaDir, setupCode, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Sets the server up on its real screen as its owner, who lands home signed in: the admin, with sign-up by
 * invitation only (the setup's default).
 */
export async function setUpOwner(page: Page, server: Pick<FreshServer, 'url' | 'setupCode'>, email: string): Promise<void> {
  await page.goto(`${server.url}/setup`);
  await page.getByLabel('Setup code').fill(server.setupCode);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set up server' }).click();
  await expect(page).toHaveURL(`${server.url}/`);
}
