import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDb, type Db, type Dialect } from '../../db/connection.ts';

/**
 * Real databases for server suites: SQLite always, and PostgreSQL too when DATABASE_URL_PG is set
 * (CI sets it). Each suite gets a database of its own: a temp SQLite file, or a fresh PostgreSQL
 * schema reached through the connection's search_path, dropped afterwards.
 */

export interface TestDatabase {
  dialect: Dialect;
  /** A DATABASE_URL for this database, e.g. for a server started in a child process. */
  url: string;
  db: Db;
}

const postgresUrl = process.env.DATABASE_URL_PG?.trim();

export const testDialects: Dialect[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

/** Creates an empty database of the given kind (not migrated: buildApp migrates). */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase & { destroy(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-test-'));
    const url = `sqlite:${path.join(dir, 'app.db')}`;
    const db = openDb(url);
    return {
      dialect,
      url,
      db,
      async destroy() {
        await db.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!postgresUrl) throw new Error('DATABASE_URL_PG is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create schema ${schema}`);
  const url = withSearchPath(postgresUrl, schema);
  const db = openDb(url);
  return {
    dialect,
    url,
    db,
    async destroy() {
      await db.close();
      await adminQuery(`drop schema ${schema} cascade`);
    },
  };
}

/**
 * Declares the suite once per test database. `database()` gives this suite's database, created
 * before its first test and removed after its last.
 */
export function describeEachDatabase(title: string, define: (database: () => TestDatabase) => void): void {
  for (const dialect of testDialects) {
    describe(`${title} [${dialect}]`, () => {
      let current: (TestDatabase & { destroy(): Promise<void> }) | undefined;
      beforeAll(async () => {
        current = await createTestDatabase(dialect);
      });
      afterAll(async () => {
        await current?.destroy();
      });
      define(() => {
        if (!current) throw new Error('The test database is only there inside tests and hooks');
        return current;
      });
    });
  }
}

function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
