import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { BackupConfig } from '../backup-config.ts';
import type { Db } from '../db/connection.ts';
import { backupConnection, backupFileName, writeBackup } from './write-backup.ts';

/**
 * The settings row that says when the next backup is due (ISO time). It is also the lease that lets one node of
 * several take each backup: a node takes a due backup by moving the time forward in one conditional UPDATE, which
 * only one node's can do; after the backup it moves it on by the interval. A node that stops mid-backup leaves the
 * lease to run out, and the backup is taken again then.
 */
const DUE_SETTING = 'backup_due';
/** How long a node holds the lease for a backup in progress (at most the interval). */
const LEASE_MS = 60 * 60 * 1000;
/** How often each node looks whether a backup is due. */
const CHECK_MS = 60 * 1000;
const BACKUP_FILE = /^marquee-.+\.backup\.gz$/;
const PARTIAL_FILE = /^marquee-.+\.backup\.gz\.partial$/;

export interface ScheduledBackups {
  start(): void;
  /** Takes a backup when one is due and no other node has taken it; gives its file, or null. */
  runIfDue(): Promise<string | null>;
  stop(): Promise<void>;
}

export function scheduleBackups(
  db: Db,
  config: BackupConfig,
  log: FastifyBaseLogger,
  { checkMs = CHECK_MS, now = () => new Date() }: { checkMs?: number; now?: () => Date } = {},
): ScheduledBackups {
  const intervalMs = config.intervalHours * 60 * 60 * 1000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<string | null> | null = null;
  // The server's closing ends a backup in progress rather than wait for it past the drain's deadline.
  const closing = new AbortController();

  const claim = async (at: Date): Promise<string | null> => {
    await db.kysely
      .insertInto('settings')
      .values({ key: DUE_SETTING, value: at.toISOString() })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    const leaseEnd = new Date(at.getTime() + Math.min(LEASE_MS, intervalMs)).toISOString();
    const taken = await db.kysely
      .updateTable('settings')
      .set({ value: leaseEnd })
      .where('key', '=', DUE_SETTING)
      .where('value', '<=', at.toISOString())
      .executeTakeFirst();
    return taken.numUpdatedRows > 0n ? leaseEnd : null;
  };

  const run = async (): Promise<string | null> => {
    const at = now();
    const lease = await claim(at);
    if (lease === null) return null;
    const file = path.join(config.dir, backupFileName(at));
    const connection = await backupConnection(db);
    try {
      const header = await writeBackup(connection.db, file, { signal: closing.signal });
      const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
      log.info({ file, rows }, 'backup written');
    } finally {
      await connection.close();
    }
    await db.kysely
      .updateTable('settings')
      .set({ value: new Date(at.getTime() + intervalMs).toISOString() })
      .where('key', '=', DUE_SETTING)
      .where('value', '=', lease)
      .execute();
    prune(config);
    return file;
  };

  const runIfDue = (): Promise<string | null> => {
    running ??= run()
      .catch((error: unknown) => {
        if (closing.signal.aborted) log.info('backup stopped: the server is closing; it is taken again within the hour');
        else log.error({ err: error }, 'backup failed; it is tried again within the hour');
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    start() {
      void runIfDue();
      timer = setInterval(() => void runIfDue(), checkMs);
      timer.unref();
    },
    runIfDue,
    async stop() {
      clearInterval(timer);
      closing.abort();
      await running;
    },
  };
}

/** Deletes the oldest backups beyond BACKUP_KEEP (their names sort by time), and what a stopped backup left. */
function prune(config: BackupConfig): void {
  const names = fs.readdirSync(config.dir);
  const files = names.filter((name) => BACKUP_FILE.test(name)).sort();
  const old = files.slice(0, Math.max(0, files.length - config.keep));
  const unfinished = names.filter((name) => PARTIAL_FILE.test(name));
  for (const name of [...old, ...unfinished]) fs.rmSync(path.join(config.dir, name), { force: true });
}
