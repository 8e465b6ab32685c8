import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the production build served by the real server on a fresh SQLite
 * database, in Debian's Chromium (no browser download). `npm run test:e2e` builds first.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
// Test workers load this file again in their own processes: the runner names the run's folder once and
// the workers inherit it through the environment, so e2eMediaDir is the server's MEDIA_DIR everywhere.
process.env.MARQUEE_E2E_RUN_DIR ??= path.join(os.tmpdir(), `marquee-e2e-${process.pid}`);
const runDir = process.env.MARQUEE_E2E_RUN_DIR;
export const e2eMediaDir = path.join(runDir, 'media');

/** Debian's Chromium, headless without a sandbox or background traffic; specs that need more add to the arguments. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-quic',
    '--no-first-run',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The account that runs the e2e server (its library screen): one journey signs up with it. */
export const LIBRARY_OWNER_EMAIL = 'library-owner@marquee.test';

/** Journeys that start a cluster of their own (e2e/support/cluster.ts). */
const CLUSTER_SPECS = /-cluster\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A journey of several pages, with axe, takes 15 to 35 s on the project's 2-core machines while another runs, and
  // up to twice that on a slow one, where a player page can take over 7 s to show its video. The bounds only say
  // how long to wait: a check that holds passes as soon as it does.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    // The production build registers a service worker, which would answer later requests from its caches and
    // hide them from page.route(). Journeys run without it; e2e/tests/pwa.spec.ts allows it for its own tests.
    serviceWorkers: 'block',
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: CLUSTER_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Each cluster journey runs two server nodes, a proxy and a Redis: two at once on a two-core machine starve
    // each other, so they take turns on one worker while the other journeys go on beside them.
    {
      name: 'cluster',
      testMatch: CLUSTER_SPECS,
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(runDir, 'app.db')}`,
      MEDIA_DIR: e2eMediaDir,
      CACHE_DIR: path.join(runDir, 'cache'),
      // Journeys sign up many users from one address.
      AUTH_RATE_LIMIT: '10000',
      // and every journey's posters and gateway requests come from that one address too.
      GATEWAY_RATE_LIMIT: '1000000',
      // Two journeys at once each convert a film or two (and a paused one's stream lives until it idles out): more
      // conversions than this machine's two cores allow by default, or a later one is told the server is busy.
      MAX_TRANSCODES: '6',
      LOG_LEVEL: 'warn',
      CONTACT_EMAIL: 'legal@marquee.test',
      // The library's owner screen belongs to this account alone, whichever journey signs up first; it also makes the
      // server set up, so journeys sign up without a setup of their own (server-setup.spec.ts runs a new server).
      ADMIN_EMAILS: LIBRARY_OWNER_EMAIL,
      // Journeys sign up freely and play the library as visitors too; the defaults (invitations only, members only)
      // have journeys of their own on servers of their own.
      REGISTRATION: 'open',
      LIBRARY_ACCESS: 'everyone',
    },
  },
});
