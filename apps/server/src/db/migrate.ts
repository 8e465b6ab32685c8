import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connection.ts';
import { migrations } from './migrations/index.ts';

/** Migrations live in code (no files read at run time), in order, one module each. */
class CodeMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db: db.kysely, provider: new CodeMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
