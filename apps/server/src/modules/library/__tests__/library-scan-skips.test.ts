import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { LibraryStatusReply } from '@marquee/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { as, buildTestApp, signUpAdmin, type SignedUp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { allLibraryFiles } from '../index.ts';

/** Writes a file whose path is given as bytes, any bytes a file system takes. */
function putBytes(root: string, ...parts: Array<string | number[]>): void {
  const bytes = parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part)));
  const file = Buffer.concat([Buffer.from(`${root}/`), ...bytes]);
  const folder = file.subarray(0, file.lastIndexOf(0x2f));
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(file, 'video');
}

describeEachDatabase('the library scan and names it cannot keep', (database) => {
  let root: string;
  let app: FastifyInstance;
  let owner: SignedUp;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-library-skips-'));
    // Not UTF-8 (0xff), and the text it would be read as (U+FFFD), which is UTF-8: two files, one name if decoded.
    putBytes(root, 'Dup ', [0xff], ' (2001).mkv');
    putBytes(root, 'Dup ', [0xef, 0xbf, 0xbd], ' (2001).mkv');
    putBytes(root, 'Bad ', [0xfe], '/Heat (1995).mkv');
    putBytes(root, 'Fight Club (1999).mp4');
    putBytes(root, 'Toy Story (1995).mkv');
    putBytes(root, 'Poison Pill (2002).mkv');
    app = await buildTestApp(database().db, { MEDIA_DIR: root });
    // A row the database refuses, whatever the reason: the scan must keep the others. Made before the app is
    // ready, as that starts the first scan.
    if (database().dialect === 'sqlite') {
      await sql`create trigger poison before insert on library_files when new.title = 'Poison Pill'
        begin select raise(abort, 'poison'); end`.execute(database().db.kysely);
    } else {
      await sql`create function poison() returns trigger language plpgsql as $$
        begin if new.title = 'Poison Pill' then raise exception 'poison'; end if; return new; end $$`.execute(
        database().db.kysely,
      );
      await sql`create trigger poison before insert on library_files for each row execute function poison()`.execute(
        database().db.kysely,
      );
    }
    await app.ready();
    await app.ctx.library.rescan();
    owner = await signUpAdmin(app);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('keeps every other file when names are not UTF-8 and a row is refused', async () => {
    const paths = (await allLibraryFiles(database().db.kysely)).map((row) => row.path);
    expect(paths).toEqual(['Dup \uFFFD (2001).mkv', 'Fight Club (1999).mp4', 'Toy Story (1995).mkv']);
    expect(app.ctx.library.status()).toMatchObject({ error: null, files: 3 });
  });

  it('lists what it skipped for the owner, the bytes that are not text written out', async () => {
    const res = await as(app, owner, { method: 'GET', url: '/api/library/status' });
    expect(res.statusCode).toBe(200);
    const status = res.json<LibraryStatusReply>();
    expect(status.error).toBeNull();
    expect(status.skipped).toEqual([
      { path: 'Bad \\xfe/', reason: 'The name is not UTF-8 text' },
      { path: 'Dup \\xff (2001).mkv', reason: 'The name is not UTF-8 text' },
      { path: 'Poison Pill (2002).mkv', reason: 'It could not be saved' },
    ]);
  });

  it('takes a file refused once again on the next scan, once it can be saved', async () => {
    await sql`drop trigger poison ${sql.raw(database().dialect === 'sqlite' ? '' : 'on library_files')}`.execute(
      database().db.kysely,
    );
    await app.ctx.library.rescan();
    const paths = (await allLibraryFiles(database().db.kysely)).map((row) => row.path);
    expect(paths).toContain('Poison Pill (2002).mkv');
    expect(app.ctx.library.status().skipped.map((skip) => skip.path)).toEqual(['Bad \\xfe/', 'Dup \\xff (2001).mkv']);
  });
});
