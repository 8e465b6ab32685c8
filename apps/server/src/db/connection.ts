import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import { DataVersion } from './data-version.ts';
import type { DB } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<DB>;
  dialect: Dialect;
  /**
   * SQLite in a file only: a number that changes whenever this process has written or another has
   * committed (db/data-version.ts), and stays the same otherwise: what was read from the database stays
   * true while it stays the same. Cheaper than any query (modules/auth/sign-in-cache.ts).
   */
  dataVersion?: () => number;
  close(): Promise<void>;
}

/**
 * PostgreSQL pool settings that bound every wait, so a stuck or unreachable database makes a
 * request fail (503, isDatabaseUnavailable) instead of hanging it and holding its connection:
 * - connectionTimeoutMillis: opening a connection, or waiting for one when all 10 are busy;
 * - statement_timeout: the server cancels any statement running longer, lock waits included (the
 *   longest, an import's 2,000-row INSERT, takes well under a second);
 * - query_timeout: the client gives up on a server that does not answer at all (a network stall),
 *   a little after the server's own limit would have fired;
 * - idle_in_transaction_session_timeout: the server ends a session left inside an open transaction
 *   (a process that stalled mid-transaction), releasing its locks on the user's rows.
 */
export const POSTGRES_POOL_LIMITS = {
  connectionTimeoutMillis: 5_000,
  statement_timeout: 15_000,
  query_timeout: 20_000,
  idle_in_transaction_session_timeout: 30_000,
} satisfies pg.PoolConfig;

/**
 * Opens the database named by a DATABASE_URL (`sqlite:<file>` or `postgres://...`).
 * SQLite runs in WAL mode with synchronous=FULL so an acknowledged write survives a crash of
 * the process (and of the machine); PostgreSQL is durable by default. `postgres` overrides pool
 * settings (tests shorten the limits).
 */
export function openDb(url: string, cwd = process.cwd(), postgres: pg.PoolConfig = {}): Db {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    const isMemory = file === ':memory:' || file === '';
    const resolved = isMemory ? ':memory:' : path.resolve(cwd, file);
    if (!isMemory) fs.mkdirSync(path.dirname(resolved), { recursive: true });
    const sqlite = new Database(resolved);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // An in-memory database is private to its connection, so nobody else writes to it and nothing is cached.
    if (isMemory) {
      const kysely = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
      return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
    }
    // The count moves with the commits of connections other than the one reading it, so it has one of its own.
    const counter = new Database(resolved);
    counter.pragma('busy_timeout = 5000');
    counter.pragma('query_only = ON');
    const readCount = counter.prepare<[], number>('PRAGMA data_version').pluck();
    const version = new DataVersion(() => readCount.get()!);
    const kysely = new Kysely<DB>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite, { onWrite: version.noteWrite }) }),
    });
    return {
      kysely,
      dialect: 'sqlite',
      dataVersion: version.current,
      close: async () => {
        counter.close();
        await kysely.destroy();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: 10, ...POSTGRES_POOL_LIMITS, ...postgres });
  const kysely = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
}

/**
 * Kysely prepares every query anew; with better-sqlite3 that preparation costs about as much as a
 * small indexed read. The app's queries are a small, fixed set of SQL texts (values are bound
 * parameters), so caching their prepared statements turns each request's preparation into a map
 * lookup. Bounded in case a query's text varies (IN lists of different lengths).
 *
 * `onWrite` is called whenever this connection has committed a change (db/data-version.ts counts them).
 */
export function withStatementCache(
  sqlite: Database.Database,
  { onWrite }: { onWrite?: () => void } = {},
  max = 500,
): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        const prepared = sqlite.prepare(sql);
        const writes = !prepared.readonly || TRANSACTION_END.test(sql);
        statement = onWrite && writes ? noticedWrite(sqlite, prepared, onWrite) : prepared;
        if (statements.size >= max) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** Statements that end a transaction, which SQLite counts as read-only (they change no data themselves). */
const TRANSACTION_END = /^\s*(commit|end)\b/i;

/**
 * A statement that writes or commits, calling `onWrite` once what it wrote is committed: after it has run
 * outside a transaction, or after the statement that ends one. What a transaction writes is seen by
 * nobody, this connection's other readers included, until it commits.
 */
function noticedWrite(sqlite: Database.Database, statement: Database.Statement, onWrite: () => void): SqliteStatement {
  const committed = () => {
    if (!sqlite.inTransaction) onWrite();
  };
  return {
    // A write with RETURNING is a reader too.
    reader: statement.reader,
    all(parameters) {
      const rows = statement.all(parameters);
      committed();
      return rows;
    },
    iterate(parameters) {
      // Its rows are written as it is read, which no caller of this module does with a write; counted at once,
      // which is early and so never misses one.
      onWrite();
      return statement.iterate(parameters);
    },
    run(parameters) {
      const result = statement.run(parameters);
      committed();
      return result;
    },
  };
}

/**
 * Whether an error is a foreign key that found no row: every reference in the schema cascades on delete, so
 * this is a write naming a row (an account, a profile) that another request deleted meanwhile.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** SQLSTATEs of a statement cancelled by a timeout, or of a server that is going away or full. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57014', // query_canceled: statement_timeout
  '25P03', // idle_in_transaction_session_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006', // connection exceptions
]);
/** node-postgres's own errors for its timeouts and lost connections, which carry no SQLSTATE. */
const UNAVAILABLE_MESSAGES = ['Query read timeout', 'timeout exceeded when trying to connect', 'Connection terminated'];
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/**
 * Whether an error says the database did not answer in time or could not be reached, rather than
 * that the query was wrong: a reason to answer 503 (try again) instead of 500. SQLite's
 * SQLITE_BUSY is the same thing there: another process held the write lock past busy_timeout.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    if (code.startsWith('SQLITE_BUSY')) return true;
  }
  return UNAVAILABLE_MESSAGES.some((message) => error.message.startsWith(message));
}
