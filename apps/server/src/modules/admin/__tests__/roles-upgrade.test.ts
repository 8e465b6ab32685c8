import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateTo } from '../../../db/migrate.ts';
import { createTestDatabase, testDialects } from '../../../__tests__/support/databases.ts';
import { bearer, buildTestApp } from '../../../__tests__/support/app.ts';
import { hashToken, newToken } from '../../auth/index.ts';

/**
 * A server from before roles, upgraded: its accounts and their data stay as they were, and its owner (its first
 * account, or its ADMIN_EMAILS ones) becomes its admin, with no setup to go through.
 */

const LATER = '2099-01-01T00:00:00.000Z';

/** An account of the schema before roles: a user, its first profile, a live token and a watchlist entry. */
async function seedAccount(kysely: Kysely<unknown>, id: string, createdAt: string, token: string) {
  await sql`insert into users (id, email, password_hash, display_name, photo_url, created_at)
    values (${id}, ${`${id}@example.com`}, 'hash', ${id}, null, ${createdAt})`.execute(kysely);
  await sql`insert into profiles (id, user_id, name, avatar, kids, created_at)
    values (${id}, ${id}, ${id}, 'smile', 0, ${createdAt})`.execute(kysely);
  await sql`insert into tokens (token_hash, user_id, profile_id, created_at, expires_at)
    values (${hashToken(token)}, ${id}, ${id}, ${createdAt}, ${LATER})`.execute(kysely);
  await sql`insert into list_entries (id, profile_id, list, media_id, media_type, title, source, year, added_at, seq)
    values (${`${id}-w`}, ${id}, 'watchlist', 550, 'movie', 'Fight Club', 'catalogue', 1999, ${createdAt}, 1)`.execute(kysely);
}

for (const dialect of testDialects) {
  describe(`the upgrade to roles [${dialect}]`, () => {
    const cleanups: Array<() => Promise<void>> = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    async function upgraded(env: Record<string, string>) {
      const database = await createTestDatabase(dialect);
      cleanups.push(() => database.destroy());
      await migrateTo(database.db, '014-library-file-names');
      const tokens = { ada: newToken(), bo: newToken() };
      const kysely = database.db.kysely as unknown as Kysely<unknown>;
      await seedAccount(kysely, 'bo', '2025-02-01T00:00:00.000Z', tokens.bo);
      await seedAccount(kysely, 'ada', '2025-01-01T00:00:00.000Z', tokens.ada);
      const app = await buildTestApp(database.db, { REGISTRATION: '', LIBRARY_ACCESS: '', ...env });
      cleanups.push(() => app.close());
      await app.ready();
      const me = async (who: keyof typeof tokens) =>
        (await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tokens[who]) })).json();
      return { app, me, tokens };
    }

    it('makes the first account the admin, keeps everyone signed in with their data, and needs no setup', async () => {
      const { app, me, tokens } = await upgraded({ ADMIN_EMAILS: '' });
      expect([(await me('ada')).role, (await me('bo')).role]).toEqual(['admin', 'member']);
      const watchlist = await app.inject({ method: 'GET', url: '/api/watchlist', headers: bearer(tokens.bo) });
      expect(watchlist.json()).toMatchObject([{ media_id: 550, title: 'Fight Club' }]);
      expect((await app.inject({ method: 'GET', url: '/api/auth/registration' })).json()).toEqual({
        setupNeeded: false,
        registration: 'invite',
      });
    });

    it('makes the ADMIN_EMAILS accounts the admins instead when it names some', async () => {
      const { me } = await upgraded({ ADMIN_EMAILS: 'bo@example.com' });
      expect([(await me('ada')).role, (await me('bo')).role]).toEqual(['member', 'admin']);
    });
  });
}
