import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SIGN_INS_MAX_PER_ACCOUNT } from '@marquee/core';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { bearer, buildTestApp, signUp } from '../../../__tests__/support/app.ts';
import { issueToken } from '../user-queries.ts';

/** An account's live sign-ins are bounded: past the cap, each new one ends the oldest. */
describeEachDatabase("an account's sign-ins", (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  const signedIn = async (token: string) =>
    (await app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode === 200;

  it(`keeps the newest ${SIGN_INS_MAX_PER_ACCOUNT} and ends the oldest`, async () => {
    const user = await signUp(app);
    const other = await signUp(app);
    const db = database().db.kysely;
    const [profile] = (await app.inject({ url: '/api/profiles', headers: user.headers })).json<{ id: string }[]>();
    const issued: string[] = [];
    for (let i = 0; i < SIGN_INS_MAX_PER_ACCOUNT + 5; i++)
      issued.push(await issueToken(db, user.user.uid, profile!.id, undefined));

    const count = await db
      .selectFrom('tokens')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', user.user.uid)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(SIGN_INS_MAX_PER_ACCOUNT);
    // The newest still works, and exactly the cap's number of them do (sign-ins of one millisecond go in any order).
    expect(await signedIn(issued.at(-1)!)).toBe(true);
    const working = await Promise.all([user.token, ...issued].map(signedIn));
    expect(working.filter(Boolean)).toHaveLength(SIGN_INS_MAX_PER_ACCOUNT);
    // Another account's sign-in is its own.
    expect(await signedIn(other.token)).toBe(true);
  });
});
