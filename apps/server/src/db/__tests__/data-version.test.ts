import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../connection.ts';
import { DataVersion } from '../data-version.ts';

/** Resolves once the current turn of the event loop has ended (its immediates have run). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('DataVersion', () => {
  /** A commit count the test moves, standing for SQLite's PRAGMA data_version, and how often it was read. */
  function counted() {
    const counter = { count: 1, reads: 0 };
    const version = new DataVersion(() => {
      counter.reads++;
      return counter.count;
    });
    return { counter, version };
  }

  it('reads the commit count once per turn of the event loop', async () => {
    const { counter, version } = counted();
    const first = version.current();
    expect(version.current()).toBe(first);
    expect(version.current()).toBe(first);
    expect(counter.reads).toBe(1);
    await nextTurn();
    expect(version.current()).toBe(first);
    expect(counter.reads).toBe(2);
  });

  it("moves with another connection's commit from the next turn", async () => {
    const { counter, version } = counted();
    const before = version.current();
    counter.count++;
    expect(version.current()).toBe(before);
    await nextTurn();
    const after = version.current();
    expect(after).not.toBe(before);
    await nextTurn();
    expect(version.current()).toBe(after);
  });

  it("moves with this process's own write at once, within the turn", () => {
    const { counter, version } = counted();
    const before = version.current();
    version.noteWrite();
    expect(version.current()).not.toBe(before);
    expect(counter.reads).toBe(1);
  });
});

describe('the data version of a SQLite file', () => {
  let dir: string;
  let db: Db;
  let other: Db;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-data-version-'));
    const url = `sqlite:${path.join(dir, 'app.db')}`;
    db = openDb(url);
    other = openDb(url);
    await sql`create table notes (id integer primary key, body text)`.execute(db.kysely);
  });
  afterAll(async () => {
    await db.close();
    await other.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const version = () => db.dataVersion!();

  it('stays the same through reads', async () => {
    await nextTurn();
    const before = version();
    await db.kysely
      .selectFrom('notes' as never)
      .selectAll()
      .execute();
    await nextTurn();
    expect(version()).toBe(before);
  });

  it('moves at once with a write through the same Db, a write that returns rows included', async () => {
    const before = version();
    await sql`insert into notes (body) values ('one')`.execute(db.kysely);
    const afterInsert = version();
    expect(afterInsert).not.toBe(before);
    await sql`update notes set body = 'two' returning id`.execute(db.kysely);
    expect(version()).not.toBe(afterInsert);
  });

  it('moves when a transaction commits, not while it is open', async () => {
    const before = version();
    await db.kysely.transaction().execute(async (trx) => {
      await sql`insert into notes (body) values ('in a transaction')`.execute(trx);
      await sql`update notes set body = 'still in it'`.execute(trx);
      expect(version()).toBe(before);
    });
    expect(version()).not.toBe(before);
  });

  it('moves with a commit through another connection, in a request that comes after it', async () => {
    await nextTurn();
    const before = version();
    await sql`insert into notes (body) values ('elsewhere')`.execute(other.kysely);
    await nextTurn();
    expect(version()).not.toBe(before);
  });
});
