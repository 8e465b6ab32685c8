import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';

/**
 * Every table the migrations make, in an order where each comes after the tables it refers to: backups read
 * them, and restores insert them, in this order. Nothing is left out: the one table that is only a cache,
 * library_intros, costs a fingerprinting of every episode to build again, and library_files holds the owner's
 * manual matches beside what the scan found. A test checks that the list matches what the migrations make.
 */
export const BACKUP_TABLES = [
  'users',
  'profiles',
  'tokens',
  'list_entries',
  'watch_history',
  'preferences',
  'pageviews',
  'settings',
  'title_rematches',
  'library_files',
  'library_subtitles',
  'library_intros',
  'invitations',
  'password_resets',
  'recovery_codes',
  'passkeys',
  'passkey_challenges',
  'sign_in_identities',
  'watched_marks',
  'continue_watching_hidden',
  'ratings',
  'calendar_feeds',
  'notifications',
  'notification_checks',
  'title_imports',
  'service_links',
] as const;

/** Kysely's own record of the migrations applied, and its lock. */
export const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

export interface ColumnInfo {
  name: string;
  /** As declared (SQLite) or as the server names it (PostgreSQL: 'bigint', 'text', ...). */
  type: string;
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  /** The primary key's columns, in key order: rows are read in this order. */
  key: string[];
}

type Queryable = Db['kysely'];

/** The tables of the database (the connection's schema on PostgreSQL), by name, with their columns and keys. */
export async function describeTables(db: Queryable, dialect: Db['dialect']): Promise<Map<string, TableInfo>> {
  const tables = new Map<string, TableInfo>();
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ table: string; name: string; type: string; pk: number }>`
      select m.name as "table", c.name as name, c.type as type, c.pk as pk
      from sqlite_master m join pragma_table_info(m.name) c
      where m.type = 'table' and m.name not like 'sqlite_%'
      order by m.name, c.cid`.execute(db);
    for (const row of rows) {
      const table = tables.get(row.table) ?? { name: row.table, columns: [], key: [] };
      table.columns.push({ name: row.name, type: row.type.toLowerCase() });
      tables.set(row.table, table);
    }
    for (const table of tables.values()) {
      const keyed = rows.filter((row) => row.table === table.name && row.pk > 0).sort((a, b) => a.pk - b.pk);
      table.key = keyed.map((row) => row.name);
    }
    return tables;
  }
  const { rows } = await sql<{ table: string; name: string; type: string }>`
    select table_name as "table", column_name as name, data_type as type
    from information_schema.columns
    where table_schema = current_schema()
    order by table_name, ordinal_position`.execute(db);
  for (const row of rows) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [], key: [] };
    table.columns.push({ name: row.name, type: row.type.toLowerCase() });
    tables.set(row.table, table);
  }
  const keys = await sql<{ table: string; name: string }>`
    select tc.table_name as "table", kcu.column_name as name
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = tc.constraint_name and kcu.constraint_schema = tc.constraint_schema
    where tc.constraint_type = 'PRIMARY KEY' and tc.table_schema = current_schema()
    order by tc.table_name, kcu.ordinal_position`.execute(db);
  for (const row of keys.rows) tables.get(row.table)?.key.push(row.name);
  return tables;
}

/** The name of the last migration applied, or null for a database no Marquee has started on. */
export async function lastMigration(db: Queryable, tables: Map<string, TableInfo>): Promise<string | null> {
  if (!tables.has('kysely_migration')) return null;
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db);
  return rows[0]?.name ?? null;
}
