import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, signUp, signUpAdmin, type SignedUp } from '../../__tests__/support/app.ts';
import { createTestDatabase, describeEachDatabase, testDialects } from '../../__tests__/support/databases.ts';
import { repoRoot, waitFor } from '../../__tests__/support/processes.ts';
import type { Db, Dialect } from '../../db/connection.ts';
import { migrateTo, migrateToLatest } from '../../db/migrate.ts';
import { migrations } from '../../db/migrations/index.ts';
import { backupConfig } from '../../backup-config.ts';
import { ConfigError } from '../../config.ts';
import { BACKUP_TABLES, MIGRATION_TABLES, describeTables } from '../backup-tables.ts';
import { BackupError, type BackupHeader } from '../backup-format.ts';
import { restoreBackup } from '../restore-backup.ts';
import { scheduleBackups } from '../scheduled-backups.ts';
import { backupConnection, writeBackup } from '../write-backup.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-backup-'));
const appCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate({ timestamp: at });
const LATEST = Object.keys(migrations).at(-1)!;

/** Every row of every table, read without the backup's code: 64-bit integers as numbers, rows sorted. */
async function everyRow(db: Db): Promise<Record<string, unknown[]>> {
  const tables = await describeTables(db.kysely, db.dialect);
  const all: Record<string, unknown[]> = {};
  for (const name of [...tables.keys()].sort()) {
    if (MIGRATION_TABLES.includes(name)) continue;
    const bigints = new Set(
      tables
        .get(name)!
        .columns.filter((c) => c.type === 'bigint')
        .map((c) => c.name),
    );
    const rows = await db.kysely
      .selectFrom(name as 'users')
      .selectAll()
      .execute();
    all[name] = rows
      .map((row) =>
        Object.fromEntries(
          Object.entries(row)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, value]) => [key, bigints.has(key) && typeof value === 'string' ? Number(value) : value]),
        ),
      )
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return all;
}

/** A backup file's header and rows by table. */
function readBackupFile(file: string): { header: BackupHeader; rows: Record<string, unknown[][]> } {
  const lines = gunzipSync(fs.readFileSync(file)).toString('utf8').trimEnd().split('\n');
  const header = JSON.parse(lines[0]!) as BackupHeader;
  const rows: Record<string, unknown[][]> = {};
  let table = '';
  for (const line of lines.slice(1)) {
    const value = JSON.parse(line) as unknown;
    if (Array.isArray(value)) rows[table]!.push(value);
    else rows[(table = (value as { table: string }).table)] = [];
  }
  return { header, rows };
}

/** A server's data of every kind: through the API, and directly where the API needs a browser or a library. */
async function fillServer(db: Db): Promise<{ member: SignedUp; secure: SignedUp }> {
  const app = await buildTestApp(db);
  const admin = await signUpAdmin(app);
  const member = await signUp(app, 'Member');
  const secure = await signUp(app, 'Secure');
  const title = { media_id: 550, media_type: 'movie', title: 'Fight Club' };
  const kids = await as(app, member, { method: 'POST', url: '/api/profiles', payload: { name: 'Kids' } });
  expect(kids.statusCode, kids.body).toBe(201);
  for (const url of ['/api/watchlist', '/api/favourites']) {
    expect((await as(app, member, { method: 'POST', url, payload: title })).statusCode).toBe(201);
  }
  const watched = await as(app, member, {
    method: 'POST',
    url: '/api/watch-history',
    payload: { ...title, progress: 12.5, duration: 8340.25 },
  });
  expect(watched.statusCode, watched.body).toBeLessThan(300);
  const invited = await as(app, admin, { method: 'POST', url: '/api/admin/invitations', payload: { days: 1, uses: 2 } });
  expect(invited.statusCode, invited.body).toBe(201);
  const setup = await as(app, secure, { method: 'POST', url: '/api/auth/two-step/setup' });
  const { secret } = setup.json<{ secret: string }>();
  const on = await as(app, secure, {
    method: 'POST',
    url: '/api/auth/two-step/enable',
    payload: { code: appCode(secret, Date.now() - 30_000) },
  });
  expect(on.statusCode, on.body).toBe(200);
  await app.close();

  const now = new Date().toISOString();
  await db.kysely
    .insertInto('library_files')
    .values({
      path: 'Films/Fight Club (1999).mkv',
      size: 5_000_000_000,
      mtime_ms: 1_700_000_000_123,
      media_type: 'movie',
      title: 'Fight Club',
      year: 1999,
      season: null,
      episode: null,
      episode_end: null,
      name_id: null,
      source: 'tmdb',
      media_id: 550,
      match: 'manual',
      shown_title: 'Fight Club',
      shown_year: 1999,
      poster_path: '/poster.jpg',
      backdrop_path: null,
      subtitles: JSON.stringify([{ path: 'Films/Fight Club (1999).en.srt', format: 'srt', language: 'en' }]),
      found_at: now,
      media_info: JSON.stringify({ duration: 8340.25 }),
      media_probed_at: now,
    })
    .execute();
  await db.kysely
    .insertInto('library_subtitles')
    .values({ path: 'Films/Fight Club (1999).en.srt', video_path: 'Films/Fight Club (1999).mkv', format: 'srt' })
    .execute();
  await db.kysely
    .insertInto('library_intros')
    .values({
      path: 'Shows/S01E01.mkv',
      size: 1,
      mtime_ms: 2,
      fingerprint: 'AAEC',
      intro_start: 31.5,
      intro_end: 120,
      found_at: now,
    })
    .execute();
  await db.kysely
    .insertInto('passkeys')
    .values({
      id: 'cred-1',
      user_id: member.user.uid,
      public_key: 'pQECAyYgASFYIA',
      counter: 2 ** 40,
      transports: '["internal"]',
      name: 'Chrome 142 on Linux',
      created_at: now,
      last_used_at: null,
    })
    .execute();
  await db.kysely
    .insertInto('sign_in_identities')
    .values({
      issuer: 'https://id.example.com',
      subject: 'abc-123',
      user_id: member.user.uid,
      created_at: now,
      last_used_at: now,
    })
    .execute();
  await db.kysely
    .insertInto('title_rematches')
    .values({
      from_source: 'catalogue',
      media_type: 'movie',
      from_id: 7,
      to_source: 'tmdb',
      to_id: null,
      to_title: null,
      to_year: null,
      to_poster_path: null,
      to_backdrop_path: null,
      checked_at: now,
    })
    .execute();
  return { member, secure };
}

describe('the tables a backup holds', () => {
  it('are every table the migrations make', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      await migrateToLatest(database.db);
      const tables = await describeTables(database.db.kysely, 'sqlite');
      const made = [...tables.keys()].filter((name) => !MIGRATION_TABLES.includes(name)).sort();
      expect(made).toEqual([...BACKUP_TABLES].sort());
    } finally {
      await database.destroy();
    }
  });
});

// Across kinds when PostgreSQL is there: SQLite to PostgreSQL and back.
const pairs: [Dialect, Dialect][] =
  testDialects.length > 1
    ? [
        ['sqlite', 'postgres'],
        ['postgres', 'sqlite'],
      ]
    : [['sqlite', 'sqlite']];

for (const [from, to] of pairs) {
  describe(`a backup of ${from} restored into ${to}`, () => {
    const dir = tempDir();
    const file = path.join(dir, 'full.backup.gz');
    let source: Awaited<ReturnType<typeof createTestDatabase>>;
    let target: Awaited<ReturnType<typeof createTestDatabase>>;
    let users: Awaited<ReturnType<typeof fillServer>>;
    beforeAll(async () => {
      source = await createTestDatabase(from);
      target = await createTestDatabase(to);
      users = await fillServer(source.db);
    });
    afterAll(async () => {
      await source.destroy();
      await target.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('holds every row of every table, equal after the restore', async () => {
      const header = await writeBackup(source.db, file);
      expect(header).toMatchObject({ format: 'marquee-backup', version: 1, migration: LATEST });
      expect(header.tables.map((table) => table.name)).toEqual([...BACKUP_TABLES]);
      // It holds password hashes and two-step secrets.
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const before = await everyRow(source.db);
      for (const table of ['users', 'profiles', 'list_entries', 'watch_history', 'invitations', 'recovery_codes']) {
        expect(before[table]!.length, table).toBeGreaterThan(0);
      }
      // Integers keep their type, 64-bit ones too.
      const { rows } = readBackupFile(file);
      const passkeyColumns = header.tables.find((table) => table.name === 'passkeys')!.columns;
      expect(rows.passkeys![0]![passkeyColumns.indexOf('counter')]).toBe(2 ** 40);

      await restoreBackup(target.db, file);
      expect(await everyRow(target.db)).toEqual(before);
    });

    it('signs its users in with their passwords, and asks for the second step where it is on', async () => {
      const app = await buildTestApp(target.db);
      try {
        const { member, secure } = users;
        const login = (user: SignedUp) =>
          app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
        const signedIn = await login(member);
        expect(signedIn.statusCode, signedIn.body).toBe(200);
        const watchlist = await app.inject({
          method: 'GET',
          url: '/api/watchlist',
          headers: { authorization: `Bearer ${signedIn.json<{ token: string }>().token}` },
        });
        expect(watchlist.json()).toMatchObject([{ media_id: 550, title: 'Fight Club' }]);
        // A sign-in of before the backup still works.
        expect((await as(app, member, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
        expect((await login(secure)).statusCode).toBe(202);
      } finally {
        await app.close();
      }
    });

    it('refuses a database that holds accounts, unless forced', async () => {
      await expect(restoreBackup(target.db, file)).rejects.toThrow(/already holds accounts.*--force/);
      await restoreBackup(target.db, file, { force: true });
      expect((await everyRow(target.db)).users).toHaveLength(3);
    });
  });
}

describe('a file that is not a backup it can restore', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const dir = tempDir();
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await database.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const refusal = (name: string, content: Buffer) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, content);
    return restoreBackup(database.db, file);
  };

  it('is refused before the database is touched', async () => {
    await expect(refusal('text.gz', Buffer.from('hello'))).rejects.toThrow('This file is not a Marquee backup.');
    await expect(refusal('json.gz', gzipSync('{"format":"other"}\n'))).rejects.toThrow('This file is not a Marquee backup.');
    const future = { format: 'marquee-backup', version: 1, migration: '999-future', createdAt: 'x', tables: [] };
    await expect(refusal('future.gz', gzipSync(`${JSON.stringify(future)}\n`))).rejects.toThrow(
      /newer version of Marquee \(migration 999-future\)/,
    );
    const short = { ...future, migration: LATEST, tables: [{ name: 'settings', columns: ['key', 'value'], rows: 2 }] };
    await expect(refusal('short.gz', gzipSync(`${JSON.stringify(short)}\n{"table":"settings"}\n["a","b"]\n`))).rejects.toThrow(
      'This backup is damaged: it ends early.',
    );
    await expect(refusal('cut.gz', gzipSync(`${JSON.stringify(short)}\n`).subarray(0, 30))).rejects.toBeInstanceOf(BackupError);
    expect((await describeTables(database.db.kysely, 'sqlite')).size).toBe(0);
  });
});

describe('an older backup', () => {
  it('restores into this version, its later migrations run over its rows', async () => {
    const source = await createTestDatabase('sqlite');
    const target = await createTestDatabase('sqlite');
    const dir = tempDir();
    try {
      await migrateTo(source.db, '014-library-file-names');
      const now = new Date().toISOString();
      await source.db.kysely
        .insertInto('users')
        .values({
          id: 'u1',
          email: 'old@example.com',
          password_hash: 'x',
          display_name: null,
          photo_url: null,
          created_at: now,
        })
        .execute();
      const file = path.join(dir, 'old.backup.gz');
      expect((await writeBackup(source.db, file)).migration).toBe('014-library-file-names');
      await restoreBackup(target.db, file);
      const user = await target.db.kysely.selectFrom('users').selectAll().executeTakeFirstOrThrow();
      expect(user).toMatchObject({ id: 'u1', role: 'member', disabled: 0 });
      // Migration 015 saw an account, as on an upgraded server.
      const pending = await target.db.kysely.selectFrom('settings').select('value').where('key', '=', 'roles_upgrade').execute();
      expect(pending).toEqual([{ value: 'pending' }]);
    } finally {
      await source.destroy();
      await target.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describeEachDatabase('a backup taken while the server writes', (database) => {
  it('is one snapshot: every row it holds has what it refers to, and the pairs written together are whole', async () => {
    const { db } = database();
    const app: FastifyInstance = await buildTestApp(db);
    const dir = tempDir();
    try {
      const user = await signUp(app);
      await app.close();
      const now = () => new Date().toISOString();
      let written = 0;
      // Each loop writes a profile and its history row in one transaction.
      const writePair = async () => {
        const id = `loop-${written}`;
        await db.kysely.transaction().execute(async (trx) => {
          await trx
            .insertInto('profiles')
            .values({
              id,
              user_id: user.user.uid,
              name: id,
              avatar: 'smile',
              kids: 0,
              max_rating: null,
              pin_hash: null,
              created_at: now(),
            })
            .execute();
          await trx
            .insertInto('watch_history')
            .values({
              id: `history-${id}`,
              profile_id: id,
              media_id: 550,
              media_type: 'movie',
              title: 'Fight Club',
              poster_path: null,
              backdrop_path: null,
              overview: null,
              rating: null,
              source: 'tmdb',
              year: 1999,
              watch_position: 1,
              duration: 2,
              season: null,
              episode: null,
              created_at: now(),
              seq: 1,
            })
            .execute();
        });
        written++;
      };
      for (let i = 0; i < 20; i++) await writePair();
      let backingUp = true;
      let writtenMeanwhile = 0;
      const writer = (async () => {
        while (backingUp) {
          await writePair();
          writtenMeanwhile++;
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const file = path.join(dir, 'busy.backup.gz');
      const connection = await backupConnection(db);
      try {
        await writeBackup(connection.db, file, { pageSize: 3 });
      } finally {
        backingUp = false;
        await writer;
        await connection.close();
      }
      expect(writtenMeanwhile).toBeGreaterThan(0);
      const { header, rows } = readBackupFile(file);
      const column = (table: string, name: string) => header.tables.find((t) => t.name === table)!.columns.indexOf(name);
      const profileIds = new Set(rows.profiles!.map((row) => row[column('profiles', 'id')]));
      const historyProfiles = rows.watch_history!.map((row) => row[column('watch_history', 'profile_id')]);
      expect(historyProfiles.every((id) => profileIds.has(id))).toBe(true);
      const loopProfiles = [...profileIds].filter((id) => String(id).startsWith('loop-'));
      expect(historyProfiles).toHaveLength(loopProfiles.length);
      for (const table of header.tables) expect(rows[table.name]!.length, table.name).toBe(table.rows);
      // Rows written after the snapshot are not in it; all of them are in the database.
      expect(loopProfiles.length).toBeLessThan(written);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describeEachDatabase('backups while serving', (database) => {
  const silent = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

  it('are taken when due, by one node of several, and the oldest beyond BACKUP_KEEP deleted', async () => {
    const { db } = database();
    await migrateToLatest(db);
    const dir = tempDir();
    try {
      let clock = Date.parse('2030-01-01T00:00:00.000Z');
      const config = { dir, intervalHours: 24, keep: 2 };
      const nodes = [0, 1].map(() => scheduleBackups(db, config, silent, { now: () => new Date(clock) }));
      const taken = await Promise.all(nodes.map((node) => node.runIfDue()));
      expect(taken.filter((file) => file !== null)).toHaveLength(1);
      expect(await nodes[0]!.runIfDue()).toBeNull();
      for (let day = 1; day <= 3; day++) {
        clock += 24 * 60 * 60 * 1000;
        expect(await nodes[day % 2]!.runIfDue()).not.toBeNull();
      }
      expect(fs.readdirSync(dir).sort()).toEqual([
        'marquee-2030-01-03T00-00-00-000Z.backup.gz',
        'marquee-2030-01-04T00-00-00-000Z.backup.gz',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stop when the server closes, leaving no file', async () => {
    const dir = tempDir();
    try {
      await expect(
        writeBackup(database().db, path.join(dir, 'stopped.backup.gz'), { signal: AbortSignal.abort() }),
      ).rejects.toThrow();
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('start with the server when BACKUP_DIR is set', async () => {
    const dir = tempDir();
    // The test above left the next backup due in 2030.
    await migrateToLatest(database().db);
    await database().db.kysely.deleteFrom('settings').where('key', '=', 'backup_due').execute();
    const app = await buildTestApp(database().db, { BACKUP_DIR: dir });
    try {
      await app.ready();
      // The file appears under its name once complete.
      await waitFor('the first backup', async () => fs.readdirSync(dir).some((name) => name.endsWith('.backup.gz')));
      expect(fs.readdirSync(dir)).toEqual([expect.stringMatching(/^marquee-.+\.backup\.gz$/)]);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the backup settings', () => {
  it('are checked', () => {
    expect(backupConfig({}, '/srv', ConfigError)).toBeUndefined();
    expect(backupConfig({ BACKUP_DIR: 'backups' }, '/srv', ConfigError)).toEqual({
      dir: '/srv/backups',
      intervalHours: 24,
      keep: 7,
    });
    expect(() => backupConfig({ BACKUP_KEEP: '3' }, '/srv', ConfigError)).toThrow('BACKUP_KEEP is set but BACKUP_DIR is empty');
    expect(() => backupConfig({ BACKUP_DIR: 'b', BACKUP_INTERVAL: '1.5' }, '/srv', ConfigError)).toThrow(
      'BACKUP_INTERVAL must be a whole number from 1 to 8760, got "1.5"',
    );
    expect(() => backupConfig({ BACKUP_DIR: 'b', BACKUP_KEEP: '0' }, '/srv', ConfigError)).toThrow(ConfigError);
  });
});

describe('npm run backup and npm run restore', () => {
  const run = (args: string[], env: Record<string, string>) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/backup-cli.ts', ...args], {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, ...env },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', (code) => resolve({ code, output }));
    });

  // Four processes, each starting Node.js and tsx.
  it('back up a database and restore it into another, refusing to overwrite accounts', { timeout: 60_000 }, async () => {
    const source = await createTestDatabase('sqlite');
    const target = await createTestDatabase('sqlite');
    const dir = tempDir();
    try {
      const app = await buildTestApp(source.db);
      await signUp(app);
      await app.close();
      const file = path.join(dir, 'cli.backup.gz');
      const backup = await run(['backup', '--out', file], { DATABASE_URL: source.url });
      expect(backup, backup.output).toMatchObject({ code: 0, output: expect.stringContaining(`to ${file}`) });
      const restore = await run(['restore', file], { DATABASE_URL: target.url });
      expect(restore, restore.output).toMatchObject({ code: 0, output: expect.stringContaining('Restored') });
      expect(await everyRow(target.db)).toEqual(await everyRow(source.db));
      const again = await run(['restore', file], { DATABASE_URL: target.url });
      expect(again).toEqual({ code: 1, output: expect.stringContaining('already holds accounts') });
      const notBackup = await run(['restore', path.join(repoRoot, 'package.json'), '--force'], { DATABASE_URL: target.url });
      expect(notBackup).toEqual({ code: 1, output: 'This file is not a Marquee backup.\n' });
    } finally {
      await source.destroy();
      await target.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
