import { expect, it } from 'vitest';
import { migrateToLatest } from '../migrate.ts';
import { createTestDatabase, describeEachDatabase } from '../../__tests__/support/databases.ts';

describeEachDatabase('migrations', (database) => {
  // On PostgreSQL the other database is another schema of the same server, as when several apps
  // (or several test suites) share one: its migration tables must not stand in for this one's.
  it('run on a fresh database when another on the same server has run them already', async () => {
    const other = await createTestDatabase(database().dialect);
    try {
      await migrateToLatest(other.db);
      await migrateToLatest(database().db);
      // Its own tables, on its own search path.
      expect(await database().db.kysely.selectFrom('list_entries').select('id').execute()).toEqual([]);
      // And again: nothing left to do.
      await migrateToLatest(database().db);
    } finally {
      await other.destroy();
    }
  });
});
