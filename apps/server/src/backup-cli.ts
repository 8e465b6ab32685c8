import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { openDb } from './db/connection.ts';
import { BackupError } from './backup/backup-format.ts';
import { restoreBackup } from './backup/restore-backup.ts';
import { backupFileName, writeBackup } from './backup/write-backup.ts';

/**
 * `npm run backup [-- --out FILE]` and `npm run restore FILE [-- --force]` (docs/operations.md#backups-and-restores),
 * on the database DATABASE_URL names, as the server reads it. A refusal prints one line and exits with 1.
 */
const USAGE = 'Usage: npm run backup [-- --out FILE], or npm run restore FILE [-- --force]';

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const config = loadConfig();
  if (command === 'backup' && positionals.length === 0 && !values.force) {
    const file = path.resolve(values.out ?? path.join('data', 'backups', backupFileName(new Date())));
    const db = openDb(config.databaseUrl);
    try {
      const header = await writeBackup(db, file);
      const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(`Backed up ${rows} rows of ${header.tables.length} tables to ${file}`);
    } finally {
      await db.close();
    }
    return;
  }
  if (command === 'restore' && positionals.length === 1 && values.out === undefined) {
    const file = path.resolve(positionals[0]!);
    const db = openDb(config.databaseUrl);
    try {
      const header = await restoreBackup(db, file, { force: values.force });
      const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(`Restored ${rows} rows of ${header.tables.length} tables from the backup of ${header.createdAt}`);
    } finally {
      await db.close();
    }
    return;
  }
  throw new BackupError(USAGE);
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
