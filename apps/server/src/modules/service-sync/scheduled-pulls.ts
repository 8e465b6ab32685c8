import type { FastifyInstance } from 'fastify';
import { linksDue, type LinkRow } from './link-rows.ts';
import { beginPull, readPull } from './service-pull.ts';
import type { SyncClients } from './sync-clients.ts';

/** How often a connected profile's lists are brought in without asking. */
export const PULL_EVERY_MS = 6 * 60 * 60_000;
/** How often a node looks for links due. */
const LOOK_EVERY_MS = 10 * 60_000;

/**
 * The scheduled pulls of every node: each looks for links last brought in PULL_EVERY_MS ago, and the node that moves
 * a link's `pulled_at` first pulls it (link-rows.ts takePull), so several nodes pull each once. An account unchanged
 * since its last pull, if that one ended well, is not read again. A pull that fails is tried again PULL_EVERY_MS on, or when the viewer asks;
 * its reason shows on the link meanwhile.
 */
/** When the link's last pull began, if it ended well: one that failed, or never ended, is read again in full. */
export function lastGoodPull(row: LinkRow): string | null {
  const ended = row.pulled_at !== null && row.pull_ended_at !== null && row.pull_ended_at >= row.pulled_at;
  return ended && row.pull_error === null ? row.pulled_at : null;
}

export function startScheduledPulls(app: FastifyInstance, clients: SyncClients) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const look = async () => {
    const due = await linksDue(app.ctx.db.kysely, [...clients.keys()], new Date(Date.now() - PULL_EVERY_MS).toISOString());
    for (const row of due) {
      const client = clients.get(row.service);
      const begunAt = client ? await beginPull(app, row) : null;
      if (client && begunAt) await readPull(app, client, row, begunAt, lastGoodPull(row));
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = running.then(look).catch((error: unknown) => app.log.warn({ err: error }, 'links due could not be read'));
    }, LOOK_EVERY_MS);
    timer.unref();
  });
  return {
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
