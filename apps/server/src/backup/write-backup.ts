import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { openDb, type Db } from '../db/connection.ts';
import { migrations } from '../db/migrations/index.ts';
import type { DB } from '../db/schema.ts';
import { BACKUP_TABLES, MIGRATION_TABLES, describeTables, lastMigration, type TableInfo } from './backup-tables.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  encodeValue,
  isBigIntegerType,
  type BackupHeader,
  type EncodedValue,
} from './backup-format.ts';

export interface WriteBackupOptions {
  /** Rows read a query: small enough that a page never holds SQLite's one connection long. */
  pageSize?: number;
  /** Stops the backup between two pages (the server is closing); no file is left. */
  signal?: AbortSignal;
}

/**
 * Writes a backup of `db` to `file` and gives its header. Every table is read inside one transaction that sees one
 * snapshot of the database, so the server keeps serving and writing meanwhile and the backup is still consistent:
 * PostgreSQL's REPEATABLE READ, READ ONLY, and on SQLite a read transaction, which in WAL mode (connection.ts) reads
 * the database as it was at its first read while writers go on. The file appears only once complete.
 */
export async function writeBackup(db: Db, file: string, options: WriteBackupOptions = {}): Promise<BackupHeader> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const gzip = createGzip();
  // It holds password hashes and two-step secrets: readable by the server's user only.
  const out = fs.createWriteStream(partial, { mode: 0o600 });
  const piped = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    gzip.on('error', reject);
  });
  gzip.pipe(out);
  const writeLine = async (value: unknown) => {
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, 'drain');
  };
  try {
    const header = await readSnapshot(db, options.pageSize ?? 1000, writeLine, options.signal);
    gzip.end();
    await piped;
    fs.renameSync(partial, file);
    return header;
  } catch (error) {
    piped.catch(() => {});
    gzip.destroy();
    out.destroy();
    await finished(out).catch(() => {});
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

async function readSnapshot(
  db: Db,
  pageSize: number,
  writeLine: (value: unknown) => Promise<void>,
  signal: AbortSignal | undefined,
): Promise<BackupHeader> {
  const read = async (trx: Kysely<DB>): Promise<BackupHeader> => {
    const tables = await describeTables(trx, db.dialect);
    const migration = await lastMigration(trx, tables);
    if (migration === null) throw new BackupError('The database holds no Marquee data: no server has started on it.');
    if (!(migration in migrations)) {
      throw new BackupError(
        `The database was last changed by a newer version of Marquee (migration ${migration}): back it up with that version.`,
      );
    }
    const known = new Set<string>([...BACKUP_TABLES, ...MIGRATION_TABLES]);
    const unknown = [...tables.keys()].filter((name) => !known.has(name));
    if (unknown.length > 0) throw new BackupError(`The database has tables this version does not know: ${unknown.join(', ')}.`);
    const included = BACKUP_TABLES.flatMap((name) => tables.get(name) ?? []);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      migration,
      createdAt: new Date().toISOString(),
      tables: [],
    };
    for (const table of included) {
      const { rows } = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(table.name)}`.execute(trx);
      header.tables.push({ name: table.name, columns: table.columns.map((c) => c.name), rows: Number(rows[0]?.count ?? 0) });
    }
    await writeLine(header);
    for (const table of included) {
      await writeLine({ table: table.name });
      let written = 0;
      for await (const row of tableRows(trx, table, pageSize, signal)) {
        await writeLine(row);
        written++;
      }
      // Guards the snapshot: a count that moved means the reads did not all see one database.
      const expected = header.tables.find((entry) => entry.name === table.name)?.rows;
      if (written !== expected) throw new BackupError(`The rows of ${table.name} changed while being read.`);
    }
    return header;
  };
  if (db.dialect === 'postgres') {
    return db.kysely.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(read);
  }
  // WAL (set by openDb) lets writers go on past this read transaction; an in-memory database has no other connection.
  return db.kysely.transaction().execute(read);
}

/** A table's rows in key order, a page a query (keyset paging), each as its values encoded for the file. */
async function* tableRows(
  trx: Kysely<DB>,
  table: TableInfo,
  pageSize: number,
  signal: AbortSignal | undefined,
): AsyncGenerator<EncodedValue[]> {
  const columns = sql.join(table.columns.map((column) => sql.ref(column.name)));
  const bigIntegers = table.columns.map((column) => isBigIntegerType(column.type));
  const key = table.key.length > 0 ? table.key : table.columns.map((column) => column.name);
  const keyRefs = sql.join(key.map((name) => sql.ref(name)));
  let last: unknown[] | null = null;
  for (;;) {
    signal?.throwIfAborted();
    const after: RawBuilder<unknown> = last === null ? sql`` : sql`where (${keyRefs}) > (${sql.join(last)})`;
    const { rows }: { rows: Record<string, unknown>[] } = await sql<Record<string, unknown>>`
      select ${columns} from ${sql.table(table.name)} ${after} order by ${keyRefs} limit ${pageSize}`.execute(trx);
    for (const row of rows) yield table.columns.map((column, i) => encodeValue(row[column.name], bigIntegers[i] ?? false));
    if (rows.length < pageSize) return;
    const lastRow: Record<string, unknown> = rows.at(-1)!;
    last = key.map((name) => lastRow[name]);
    // better-sqlite3 reads synchronously: between pages the server's requests get their turn.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * A connection for a backup taken by the running server. On a SQLite file, a second connection of its own: the
 * server's one connection would otherwise wait for the whole backup's transaction. PostgreSQL's pool already gives
 * the transaction a connection of its own.
 */
export async function backupConnection(db: Db): Promise<{ db: Db; close(): Promise<void> }> {
  if (db.dialect === 'sqlite') {
    const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db.kysely);
    const file = rows[0]?.file;
    if (file) {
      const own = openDb(`sqlite:${file}`);
      return { db: own, close: () => own.close() };
    }
  }
  return { db, close: async () => {} };
}

/** `marquee-2026-01-31T03-00-00-000Z.backup.gz`: names that sort by time. */
export function backupFileName(at: Date): string {
  return `marquee-${at.toISOString().replaceAll(':', '-').replace('.', '-')}.backup.gz`;
}
