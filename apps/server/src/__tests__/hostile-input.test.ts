import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases.ts';
import { as, buildTestApp, signUp, signUpAdmin, type SignedUp } from './support/app.ts';

/**
 * Hostile input for every route under /api: NUL characters (PostgreSQL's text cannot hold them),
 * integers past what an `integer` column stores, negatives, fractions, very long strings and wrong
 * types. Each must answer a 4xx `{error}` on both databases, never a 500, and store nothing.
 */

const NUL = '\u0000';
/** One past PostgreSQL's largest `integer`, and the largest integer a JSON number keeps exactly. */
const INT_PAST = 2_147_483_648;
const SAFE_MAX = 2 ** 53 - 1;

const entry = { media_id: 550, media_type: 'movie', title: 'Fight Club' };
const viewing = { ...entry, watch_position: 10, duration: 100 };

type Case = [label: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown];

/** Cases for the body of an entry added to a list or to the history. */
const entryBodyCases = (method: 'POST', url: string, base: Record<string, unknown>): Case[] => [
  ['NUL in title', method, url, { ...base, title: `Fight${NUL}Club` }],
  ['NUL in poster_path', method, url, { ...base, poster_path: `/p${NUL}.jpg` }],
  ['NUL in backdrop_path', method, url, { ...base, backdrop_path: NUL }],
  ['NUL in overview', method, url, { ...base, overview: `a${NUL}b` }],
  ['NUL in media_type', method, url, { ...base, media_type: `movie${NUL}` }],
  ['NUL in media_id string', method, url, { ...base, media_id: `550${NUL}` }],
  ['media_id past an integer column', method, url, { ...base, media_id: INT_PAST }],
  ['media_id at 2^53', method, url, { ...base, media_id: SAFE_MAX }],
  ['media_id past an integer column, as text', method, url, { ...base, media_id: String(INT_PAST) }],
  ['media_id negative', method, url, { ...base, media_id: -5 }],
  ['media_id zero', method, url, { ...base, media_id: 0 }],
  ['media_id fraction', method, url, { ...base, media_id: 1.5 }],
  ['media_id true', method, url, { ...base, media_id: true }],
  ['media_id as a list', method, url, { ...base, media_id: [550] }],
  ['media_id as an object', method, url, { ...base, media_id: { n: 550 } }],
  ['media_id 1e400 as text', method, url, { ...base, media_id: '1e400' }],
  ['media_type unknown', method, url, { ...base, media_type: 'book' }],
  ['title very long', method, url, { ...base, title: 'x'.repeat(20_000) }],
  ['title a number', method, url, { ...base, title: 42 }],
  ['rating past 10', method, url, { ...base, rating: 11 }],
  ['rating as text', method, url, { ...base, rating: '7' }],
];

const cases: Case[] = [
  // Setup, invitations and the admin's routes.
  [
    'setup: NUL in code',
    'POST',
    '/api/setup',
    { code: `A${NUL}`, email: 'a@example.com', password: 'long enough pw', registration: 'open' },
  ],
  [
    'register: NUL in invitation',
    'POST',
    '/api/auth/register',
    { email: 'i@example.com', password: 'long enough pw', invitation: NUL },
  ],
  [
    'register: invitation very long',
    'POST',
    '/api/auth/register',
    { email: 'i@example.com', password: 'long enough pw', invitation: 'x'.repeat(5000) },
  ],
  ['invitation check: NUL in code', 'GET', `/api/invitations/${encodeURIComponent(NUL)}`],
  ['invitation: days a string', 'POST', '/api/admin/invitations', { days: 'many', uses: 1 }],
  ['invitation: uses past the limit', 'POST', '/api/admin/invitations', { days: 1, uses: SAFE_MAX }],
  ['invitation: NUL in profile name', 'POST', '/api/admin/invitations', { days: 1, uses: 1, profile: { name: NUL } }],
  ['invitation revoke: NUL in id', 'DELETE', `/api/admin/invitations/${encodeURIComponent(NUL)}`],
  ['account change: role not a role', 'PATCH', '/api/admin/users/x', { role: 'owner' }],
  ['account change: NUL in id', 'PATCH', `/api/admin/users/${encodeURIComponent(NUL)}`, { disabled: true }],
  ['account delete: unknown id', 'DELETE', '/api/admin/users/no-such-account'],
  ['settings: registration not a mode', 'PATCH', '/api/admin/settings', { registration: NUL }],
  // Accounts.
  ['register: NUL in email', 'POST', '/api/auth/register', { email: `a${NUL}@example.com`, password: 'long enough pw' }],
  ['register: NUL in password', 'POST', '/api/auth/register', { email: 'nul-pw@example.com', password: `long enough${NUL}` }],
  [
    'register: NUL in display name',
    'POST',
    '/api/auth/register',
    { email: 'nul-name@example.com', password: 'long enough pw', displayName: `A${NUL}` },
  ],
  [
    'register: email very long',
    'POST',
    '/api/auth/register',
    { email: `${'a'.repeat(5000)}@example.com`, password: 'long enough pw' },
  ],
  ['register: password very long', 'POST', '/api/auth/register', { email: 'long-pw@example.com', password: 'x'.repeat(5000) }],
  ['register: email a number', 'POST', '/api/auth/register', { email: 12, password: 'long enough pw' }],
  ['login: NUL in email', 'POST', '/api/auth/login', { email: `a${NUL}@example.com`, password: 'whatever' }],
  ['login: NUL in password', 'POST', '/api/auth/login', { email: 'a@example.com', password: `what${NUL}ever` }],
  ['login: email very long', 'POST', '/api/auth/login', { email: 'a'.repeat(5000), password: 'whatever' }],
  ['login: password a list', 'POST', '/api/auth/login', { email: 'a@example.com', password: ['x'] }],
  ['update-profile: NUL in display name', 'PATCH', '/api/auth/update-profile', { displayName: `Bob${NUL}` }],
  ['update-profile: NUL in photo URL', 'PATCH', '/api/auth/update-profile', { photoURL: `https://example.com/a${NUL}.png` }],
  [
    'update-profile: photo URL very long',
    'PATCH',
    '/api/auth/update-profile',
    { photoURL: `https://example.com/${'a'.repeat(5000)}.png` },
  ],
  [
    'change password: NUL in the current one',
    'POST',
    '/api/auth/password',
    { currentPassword: `x${NUL}`, newPassword: 'long enough pw' },
  ],
  [
    'change password: NUL in the new one',
    'POST',
    '/api/auth/password',
    { currentPassword: 'correct horse battery', newPassword: `long enough${NUL}` },
  ],
  [
    'change password: new one very long',
    'POST',
    '/api/auth/password',
    { currentPassword: 'correct horse battery', newPassword: 'x'.repeat(5000) },
  ],
  ['change password: a number', 'POST', '/api/auth/password', { currentPassword: 5, newPassword: 'long enough pw' }],
  ['delete account: NUL in password', 'DELETE', '/api/auth/account', { password: `x${NUL}` }],
  ['delete account: password a number', 'DELETE', '/api/auth/account', { password: 5 }],
  ['passkey: delete %00', 'DELETE', '/api/auth/passkeys/%00'],
  ['passkey: add a response of NUL', 'POST', '/api/auth/passkeys', { response: { id: NUL, rawId: NUL, type: 'public-key' } }],
  [
    'passkey sign-in: client data not base64url',
    'POST',
    '/api/auth/passkey-sign-in',
    {
      response: {
        id: 'a',
        rawId: 'a',
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: '%%%', authenticatorData: 'a', signature: 'a' },
      },
    },
  ],
  [
    'passkey sign-in: client data that is not JSON',
    'POST',
    '/api/auth/passkey-sign-in',
    {
      response: {
        id: 'a',
        rawId: 'a',
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: 'bm90IGpzb24', authenticatorData: 'a', signature: 'a' },
      },
    },
  ],

  // Lists.
  ...(['watchlist', 'favourites'] as const).flatMap((list): Case[] => [
    ...entryBodyCases('POST', `/api/${list}`, entry).map(([label, ...rest]): Case => [`${list}: ${label}`, ...rest]),
    [`${list}: delete %00`, 'DELETE', `/api/${list}/%00`],
    [`${list}: delete an integer id past 2^31`, 'DELETE', `/api/${list}/${INT_PAST}`],
    [`${list}: delete a negative id`, 'DELETE', `/api/${list}/-1`],
    [`${list}: delete a fractional id`, 'DELETE', `/api/${list}/1.5`],
    [`${list}: delete an id of NUL and text`, 'DELETE', `/api/${list}/abc%00def`],
    [`${list}: bulk-delete NUL`, 'POST', `/api/${list}/bulk-delete`, { ids: [NUL] }],
    [
      `${list}: bulk-delete an id holding NUL`,
      'POST',
      `/api/${list}/bulk-delete`,
      { ids: [`00000000-0000-4000-8000-${NUL}00000000000`] },
    ],
    [`${list}: bulk-delete a number`, 'POST', `/api/${list}/bulk-delete`, { ids: [INT_PAST] }],
    [`${list}: bulk-delete a very long id`, 'POST', `/api/${list}/bulk-delete`, { ids: ['x'.repeat(5000)] }],
    [
      `${list}: bulk-delete too many ids`,
      'POST',
      `/api/${list}/bulk-delete`,
      { ids: Array.from({ length: 501 }, (_, i) => `id-${i}`) },
    ],
    [`${list}: bulk-delete no ids`, 'POST', `/api/${list}/bulk-delete`, { ids: [] }],
  ]),

  // History.
  ...entryBodyCases('POST', '/api/watch-history', viewing).map(([label, ...rest]): Case => [`history: ${label}`, ...rest]),
  [
    'history: season past the bound',
    'POST',
    '/api/watch-history',
    { ...viewing, media_type: 'tv', season: INT_PAST, episode: 1 },
  ],
  ['history: episode negative', 'POST', '/api/watch-history', { ...viewing, media_type: 'tv', season: 1, episode: -1 }],
  ['history: episode fraction', 'POST', '/api/watch-history', { ...viewing, media_type: 'tv', season: 1, episode: 1.5 }],
  ['history: watch_position negative', 'POST', '/api/watch-history', { ...viewing, watch_position: -1 }],
  ['history: duration huge', 'POST', '/api/watch-history', { ...viewing, duration: 1e300 }],
  ['history: duration as text', 'POST', '/api/watch-history', { ...viewing, duration: '100' }],
  ['history filter: media_id past an integer column', 'GET', `/api/watch-history?media_type=movie&media_id=${INT_PAST}`],
  ['history filter: media_id at 2^53', 'GET', `/api/watch-history?media_type=movie&media_id=${SAFE_MAX}`],
  ['history filter: media_id negative', 'GET', '/api/watch-history?media_type=movie&media_id=-1'],
  ['history filter: media_id fraction', 'GET', '/api/watch-history?media_type=movie&media_id=1.5'],
  ['history filter: media_id NUL', 'GET', '/api/watch-history?media_type=movie&media_id=%00'],
  ['history filter: media_id with NUL', 'GET', '/api/watch-history?media_type=movie&media_id=5%00'],
  ['history filter: media_id text', 'GET', '/api/watch-history?media_type=movie&media_id=abc'],
  ['history filter: media_type NUL', 'GET', '/api/watch-history?media_type=%00&media_id=5'],
  ['history filter: media_id without media_type', 'GET', '/api/watch-history?media_id=5'],
  ['history page: limit huge', 'GET', `/api/watch-history?limit=${SAFE_MAX}`],
  ['history page: offset huge', 'GET', `/api/watch-history?offset=${SAFE_MAX}`],
  ['history page: offset negative', 'GET', '/api/watch-history?offset=-1'],
  ['history page: limit fraction', 'GET', '/api/watch-history?limit=1.5'],
  ['history page: order NUL', 'GET', '/api/watch-history?order=%00'],
  ['history: delete %00', 'DELETE', '/api/watch-history/%00'],
  ['history: delete an integer id past 2^31', 'DELETE', `/api/watch-history/${INT_PAST}`],
  ['history: delete a negative id', 'DELETE', '/api/watch-history/-1'],
  ['history: bulk-delete NUL', 'POST', '/api/watch-history/bulk-delete', { ids: [NUL] }],
  ['history: bulk-delete a number', 'POST', '/api/watch-history/bulk-delete', { ids: [1] }],
  ['history: bulk-delete a very long id', 'POST', '/api/watch-history/bulk-delete', { ids: ['x'.repeat(5000)] }],

  // Preferences.
  ['preferences: NUL in source', 'PATCH', '/api/preferences', { preferred_source: `local${NUL}` }],
  ['preferences: source very long', 'PATCH', '/api/preferences', { preferred_source: 'x'.repeat(5000) }],
  ['preferences: accent NUL', 'PATCH', '/api/preferences', { accent_color: NUL }],
  ['preferences: history flag as a number', 'PATCH', '/api/preferences', { isWatchHistoryEnabled: 1 }],

  // Import.
  [
    'import: media_id past an integer column',
    'POST',
    '/api/import',
    { version: 1, watchlist: [{ ...entry, media_id: INT_PAST, added_at: '2024-01-01T00:00:00Z' }] },
  ],
  [
    'import: history media_id at 2^53',
    'POST',
    '/api/import',
    { version: 1, history: [{ ...viewing, media_id: SAFE_MAX, created_at: '2024-01-01T00:00:00Z' }] },
  ],
  [
    'import: media_id negative',
    'POST',
    '/api/import',
    { version: 1, favourites: [{ ...entry, media_id: -1, added_at: '2024-01-01T00:00:00Z' }] },
  ],
  [
    'import: NUL in a date',
    'POST',
    '/api/import',
    { version: 1, watchlist: [{ ...entry, added_at: `2024-01-01T00:00:00Z${NUL}` }] },
  ],
  [
    'import: a year past what dates hold',
    'POST',
    '/api/import',
    { version: 1, watchlist: [{ ...entry, added_at: '+275760-09-14T00:00:00Z' }] },
  ],
  [
    'import: NUL in a preference',
    'POST',
    '/api/import',
    { version: 1, preferences: { isWatchHistoryEnabled: true, accent_color: '#E63462', preferred_source: NUL } },
  ],
  ['import: version as text', 'POST', '/api/import', { version: '1' }],
  ['import: history not a list', 'POST', '/api/import', { version: 1, history: { 0: viewing } }],

  // Page views.
  ['pageview: NUL in path', 'POST', '/api/analytics/pageview', { path: `/movie/${NUL}` }],
  ['pageview: NUL in referrer', 'POST', '/api/analytics/pageview', { path: '/', referrer: `https://x.example/${NUL}` }],
  ['pageview: path very long', 'POST', '/api/analytics/pageview', { path: `/${'x'.repeat(5000)}` }],
  ['pageview: path a number', 'POST', '/api/analytics/pageview', { path: 5 }],
  ['pageview: notFound as text', 'POST', '/api/analytics/pageview', { path: '/', notFound: 'yes' }],

  // Gateways.
  ['download: id NUL', 'GET', '/api/download/movie/v1/%00'],
  ['download: id past an integer column', 'GET', `/api/download/movie/v1/${SAFE_MAX}`],
  ['download: id negative', 'GET', '/api/download/movie/v1/-1'],
  ['download: season fraction', 'GET', '/api/download/tv/v1/1/1.5/1'],
  ['download: version NUL', 'GET', '/api/download/movie/%00/550'],
  ['library download: id NUL', 'GET', '/api/download/movie/%00'],
  ['library download: episode past an integer column', 'GET', `/api/download/tv/1/1/${SAFE_MAX}`],
  ['media file: NUL', 'GET', '/api/media/file/movie/%00.mp4'],
  ['media file: NUL in a found name', 'GET', '/api/media/file/Films/A%00(1999).mkv'],
  ['media file: very long', 'GET', `/api/media/file/${'a/'.repeat(1500)}x.mkv`],
  ['subtitle: NUL', 'GET', '/api/media/subtitle/Films/A%00.en.srt'],
  ['subtitle: escape', 'GET', '/api/media/subtitle/..%2F..%2Fetc%2Fpasswd'],
  ['subtitle track: NUL', 'GET', '/api/media/subtitle-track/Films/A%00.mkv?index=2'],
  ['subtitle track: escape', 'GET', '/api/media/subtitle-track/..%2F..%2Fetc%2Fpasswd?index=2'],
  ['subtitle track: index NUL', 'GET', '/api/media/subtitle-track/movie/550.mkv?index=%00'],
  ['subtitle track: index huge', 'GET', `/api/media/subtitle-track/movie/550.mkv?index=${SAFE_MAX}`],
  ['library match: NUL in the path', 'PUT', '/api/library/match', { path: `Films/A${NUL}.mkv`, media_type: 'movie', id: 550 }],
  ['library match: path very long', 'PUT', '/api/library/match', { path: 'a/'.repeat(3000), media_type: 'movie', id: 550 }],
  ['library match: id past an integer column', 'PUT', '/api/library/match', { path: 'A.mkv', media_type: 'movie', id: SAFE_MAX }],
  ['library match: unknown type', 'PUT', '/api/library/match', { path: 'A.mkv', media_type: 'person', id: 1 }],
  ['library match: path a list', 'PUT', '/api/library/match', { path: ['A.mkv'], media_type: 'movie', id: 1 }],
  ['metadata: id NUL', 'GET', '/api/tmdb/movie/%00'],
  ['metadata: id past 2^53', 'GET', '/api/tmdb/movie/99999999999999999999'],
  ['metadata: page huge', 'GET', `/api/tmdb/movie/popular?page=${SAFE_MAX}`],
  ['metadata: NUL in a search', 'GET', '/api/tmdb/search/multi?query=a%00b'],
  ['images: file NUL', 'GET', '/api/images/w500/%00.jpg'],
  ['live: path NUL', 'GET', '/api/live/%00'],
  ['chat: NUL in the message', 'POST', '/api/chat/completions', { messages: [{ role: 'user', content: `films${NUL}` }] }],
  ['chat: message very long', 'POST', '/api/chat/completions', { messages: [{ role: 'user', content: 'x'.repeat(30_000) }] }],
  ['chat: content a number', 'POST', '/api/chat/completions', { messages: [{ role: 'user', content: 5 }] }],
];

/** Routes that read no body and no query: hostile ones are ignored, the reply is as usual. */
const inputless: [method: 'GET' | 'POST' | 'DELETE', url: string][] = [
  ['GET', '/api/auth/me'],
  ['GET', '/api/watchlist'],
  ['GET', '/api/favourites'],
  ['GET', '/api/preferences'],
  ['GET', '/api/export'],
  ['GET', '/api/config'],
  ['GET', '/api/health'],
  ['GET', '/api/library'],
  ['GET', '/api/library/status'],
  ['POST', '/api/library/rescan'],
  ['POST', '/api/watch-history/cleanup'],
];

describeEachDatabase('hostile input answers 4xx {error}, never a 500', (database) => {
  let app: FastifyInstance;
  let user: SignedUp;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
    user = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  it.each(cases)('%s', async (_label, method, url, payload) => {
    const res = await as(app, user, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it.each(inputless)('%s %s ignores a hostile query and body', async (method, url) => {
    const res = await as(app, user, {
      method,
      url: `${url}?id=%00&media_id=${SAFE_MAX}`,
      ...(method === 'GET' ? {} : { payload: { id: NUL, media_id: SAFE_MAX } }),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  });

  it('stored nothing from any of them', async () => {
    const kysely = database().db.kysely;
    const count = async (table: 'list_entries' | 'watch_history' | 'pageviews') =>
      (await kysely.selectFrom(table).select('id').execute()).length;
    expect({
      lists: await count('list_entries'),
      history: await count('watch_history'),
      pageviews: await count('pageviews'),
    }).toEqual({
      lists: 0,
      history: 0,
      pageviews: 0,
    });
    const users = await kysely.selectFrom('users').select('email').execute();
    expect(users.map((u) => u.email)).toEqual([user.email]);
  });

  describe('the same routes still take good input', () => {
    it('adds a title at the largest id an integer column holds, and filters history by it', async () => {
      const max = INT_PAST - 1;
      const other = await signUp(app);
      expect(
        (await as(app, other, { method: 'POST', url: '/api/watchlist', payload: { ...entry, media_id: max } })).statusCode,
      ).toBe(201);
      expect(
        (await as(app, other, { method: 'POST', url: '/api/watch-history', payload: { ...viewing, media_id: max } })).statusCode,
      ).toBe(201);
      const page = await as(app, other, { method: 'GET', url: `/api/watch-history?media_type=movie&media_id=${max}` });
      expect(page.statusCode).toBe(200);
      expect(page.json().items).toHaveLength(1);
    });
  });
});
