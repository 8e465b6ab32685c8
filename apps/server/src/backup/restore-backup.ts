import fs from 'node:fs';
import { createGunzip } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/connection.ts';
import { migrateTo, migrateToLatest } from '../db/migrate.ts';
import { migrations } from '../db/migrations/index.ts';
import { BACKUP_TABLES, MIGRATION_TABLES, describeTables } from './backup-tables.ts';
import { BackupError, decodeValue, parseHeader, type BackupHeader } from './backup-format.ts';

export interface RestoreOptions {
  /** Replace a database that holds accounts. */
  force?: boolean;
  /** Values a statement at most: within both databases' limits on bound values. */
  valuesPerInsert?: number;
}

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/**
 * Restores a backup (write-backup.ts) into `db`, which may be of the other kind: the whole file is checked first;
 * then the app's tables are dropped, the tables are made as they were at the backup's migration, its rows inserted
 * in one transaction (tables in the file's order, which puts every row after the rows it refers to), PostgreSQL's
 * sequences set past them, and the later migrations run, as for a server upgraded.
 */
export async function restoreBackup(db: Db, file: string, options: RestoreOptions = {}): Promise<BackupHeader> {
  const header = await checkBackup(file);
  const tables = await describeTables(db.kysely, db.dialect);
  if (tables.has('users') && !options.force) {
    const { rows } = await sql<{ count: number | string }>`select count(*) as count from users`.execute(db.kysely);
    if (Number(rows[0]?.count ?? 0) > 0) {
      throw new BackupError('This database already holds accounts. A restore replaces everything in it: add --force to do so.');
    }
  }
  // Only the app's own: another program's tables in the same schema are left alone.
  const own = new Set<string>([...BACKUP_TABLES, ...MIGRATION_TABLES]);
  await dropTables(
    db,
    [...tables.keys()].filter((name) => own.has(name)),
  );
  await migrateTo(db, header.migration);
  const made = await describeTables(db.kysely, db.dialect);
  for (const table of header.tables) {
    const columns = new Set(made.get(table.name)?.columns.map((column) => column.name));
    const missing = table.columns.filter((column) => !columns.has(column));
    if (missing.length > 0) throw new BackupError(`This backup is damaged: ${table.name} has no column ${missing.join(', ')}.`);
  }
  await db.kysely.transaction().execute(async (trx) => {
    let table: BackupHeader['tables'][number] | undefined;
    let batch: Record<string, unknown>[] = [];
    const flush = async () => {
      if (!table || batch.length === 0) return;
      await (trx as unknown as AnyDb).insertInto(table.name).values(batch).execute();
      batch = [];
    };
    for await (const line of backupLines(file, header)) {
      if (line.kind === 'table') {
        await flush();
        table = line.table;
        continue;
      }
      if (line.kind !== 'row') continue;
      const { columns } = table!;
      batch.push(Object.fromEntries(columns.map((column, i) => [column, decodeValue(line.values[i], db.dialect)])));
      if (batch.length * columns.length >= (options.valuesPerInsert ?? 5000)) await flush();
    }
    await flush();
  });
  await resetSequences(db);
  await migrateToLatest(db);
  return header;
}

/** Reads the whole file once, so that a damaged or foreign file is refused before the database is touched. */
async function checkBackup(file: string): Promise<BackupHeader> {
  let header: BackupHeader | undefined;
  for await (const line of backupLines(file)) {
    if (line.kind === 'header') header = line.header;
  }
  return header!;
}

type BackupLine =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'table'; table: BackupHeader['tables'][number] }
  | { kind: 'row'; values: unknown[] };

/**
 * The file's lines, checked: the header (given only without `header`, which is then taken as read), each table's
 * marker and its rows, every table present and its rows counted.
 */
async function* backupLines(file: string, known?: BackupHeader): AsyncGenerator<BackupLine> {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new BackupError(`There is no file at ${file}.`);
  const gunzip = createGunzip();
  fs.createReadStream(file)
    .on('error', (error) => gunzip.destroy(error))
    .pipe(gunzip);
  gunzip.setEncoding('utf8');
  let header = known;
  let sawHeader = false;
  let tableIndex = -1;
  let rowsLeft = 0;
  const take = (text: string): BackupLine | null => {
    if (!sawHeader) {
      sawHeader = true;
      const parsed = parseHeader(text);
      checkHeader(parsed);
      header ??= parsed;
      return known ? null : { kind: 'header', header: parsed };
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new BackupError('This backup is damaged: a line of it is not JSON.');
    }
    const tables = header!.tables;
    if (Array.isArray(value)) {
      const table = tables[tableIndex];
      if (!table || rowsLeft === 0 || value.length !== table.columns.length) {
        throw new BackupError(`This backup is damaged: a row of ${table?.name ?? 'no table'} does not fit its table.`);
      }
      rowsLeft--;
      return { kind: 'row', values: value };
    }
    const next = tables[tableIndex + 1];
    if (rowsLeft !== 0 || !next || (value as { table?: unknown } | null)?.table !== next.name) {
      throw new BackupError('This backup is damaged: its tables are not as its header lists them.');
    }
    tableIndex++;
    rowsLeft = next.rows;
    return { kind: 'table', table: next };
  };
  let pending = '';
  try {
    for await (const chunk of gunzip as AsyncIterable<string>) {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const text of lines) {
        const line = take(text);
        if (line) yield line;
      }
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('Z_')) {
      throw new BackupError(sawHeader ? 'This backup is damaged: it ends early.' : 'This file is not a Marquee backup.');
    }
    throw error;
  }
  if (pending !== '') {
    const line = take(pending);
    if (line) yield line;
  }
  if (!sawHeader) throw new BackupError('This file is not a Marquee backup.');
  if (rowsLeft !== 0 || tableIndex !== header!.tables.length - 1) throw new BackupError('This backup is damaged: it ends early.');
}

function checkHeader(header: BackupHeader): void {
  if (!(header.migration in migrations)) {
    throw new BackupError(
      `This backup is from a newer version of Marquee (migration ${header.migration}). Restore it with that version or a later one.`,
    );
  }
  const known = new Set<string>(BACKUP_TABLES);
  const unknown = header.tables.find((table) => !known.has(table.name));
  if (unknown) throw new BackupError(`This backup is damaged: it holds a table this version does not know (${unknown.name}).`);
}

/** Drops the given tables and their indexes: the migrations then make them again as the backup needs them. */
async function dropTables(db: Db, names: string[]): Promise<void> {
  if (names.length === 0) return;
  if (db.dialect === 'postgres') {
    await sql`drop table if exists ${sql.join(names.map((name) => sql.table(name)))} cascade`.execute(db.kysely);
    return;
  }
  // Outside a transaction, where SQLite takes the pragma: dropped in any order without checking references.
  await sql`pragma foreign_keys = off`.execute(db.kysely);
  try {
    for (const name of names) await sql`drop table if exists ${sql.table(name)}`.execute(db.kysely);
  } finally {
    await sql`pragma foreign_keys = on`.execute(db.kysely);
  }
}

/** Sets each PostgreSQL sequence past the largest value restored, so the next row numbered does not collide. */
async function resetSequences(db: Db): Promise<void> {
  if (db.dialect !== 'postgres') return;
  const { rows } = await sql<{ table: string; column: string }>`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = current_schema() and (column_default like 'nextval(%' or is_identity = 'YES')`.execute(db.kysely);
  for (const { table, column } of rows) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}),
      coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(db.kysely);
  }
}
