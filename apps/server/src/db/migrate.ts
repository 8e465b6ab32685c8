import { inspect } from 'node:util';
import { Migrator, sql, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { Db } from './connection.ts';
import { migrations } from './migrations/index.ts';

/** Migrations live in code (no files read at run time), in order, one module each. */
class CodeMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Runs the migrations up to and including `name` (a test of one migration starts from the one before it). */
export async function migrateTo(db: Db, name: string): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(db: Db, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<void> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: new CodeMigrationProvider(),
    migrationTableSchema: await migrationSchema(db),
  });
  const { error, results } = await run(migrator);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : error === undefined ? 'unknown error' : inspect(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

/**
 * On PostgreSQL, the schema the connection works in (the first of its search_path). Kysely, told
 * no schema, takes a migration table in any schema of the server as its own: where another app or
 * another copy of this one has migrated a schema of the same database, it would skip creating its
 * tables here and then fail to find them.
 */
async function migrationSchema(db: Db): Promise<string | undefined> {
  if (db.dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db.kysely);
  return rows[0]?.schema ?? undefined;
}
