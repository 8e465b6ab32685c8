import { pseudoText } from '@marquee/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../__tests__/support/databases.ts';
import { as, buildTestApp, signUp, type SignedUp } from '../../__tests__/support/app.ts';
import { textIn } from '../texts.ts';

/**
 * The `{error}` texts in the request's language (docs/translating.md#the-servers-texts), in the pseudo-language:
 * the only language besides English every build speaks, and one whose every text differs from English's.
 */
const PSEUDO = { 'accept-language': 'en-XA' };

describeEachDatabase('errors in the request’s language', (database) => {
  let app: FastifyInstance;
  let user: SignedUp;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
    user = await signUp(app);
  });
  afterAll(() => app.close());

  it.each([
    [
      'the product’s own text',
      {
        method: 'POST',
        url: '/api/setup',
        payload: { email: 'a@b.co', password: 'correct horse battery', code: 'x', registration: 'open' },
      },
      409,
      ['', 'This server is already set up'],
    ],
    [
      'a text for Fastify’s own failure',
      { method: 'POST', url: '/api/watchlist', payload: '{"a":' },
      400,
      ['', 'Request body is not valid JSON'],
    ],
    [
      'zod’s own message, after the field it is about',
      { method: 'POST', url: '/api/watchlist', payload: { media_type: 'movie', media_id: 'x' } },
      400,
      ['media_id: ', 'Invalid input: expected number, received string'],
    ],
  ] as const)('%s', async (_, request, status, [field, english]) => {
    const headers = { 'content-type': 'application/json' };
    const inEnglish = await as(app, user, { ...request, headers });
    expect(inEnglish.statusCode).toBe(status);
    expect(inEnglish.json()).toEqual({ error: field + english });
    const inPseudo = await as(app, user, { ...request, headers: { ...headers, ...PSEUDO } });
    expect(inPseudo.statusCode).toBe(status);
    expect(inPseudo.json()).toEqual({ error: field + pseudoText(english) });
  });

  it('follows the viewer’s choice in the language cookie over the browser’s languages', async () => {
    const res = await as(app, user, {
      method: 'POST',
      url: '/api/watchlist',
      payload: '{"a":',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', cookie: 'marquee-language=en-XA' },
    });
    expect(res.json()).toEqual({ error: pseudoText('Request body is not valid JSON') });
  });

  it('fills a text’s placeholders and plurals in the request’s language', async () => {
    const request = { method: 'GET', url: '/api/calendar?from=2026-01-01&to=2026-03-04' } as const;
    const text = 'The calendar covers at most {max, plural, one {# day} other {# days}} at once';
    const inEnglish = await as(app, user, request);
    expect(inEnglish.statusCode).toBe(400);
    expect(inEnglish.json()).toEqual({ error: 'The calendar covers at most 62 days at once' });
    const inPseudo = (await as(app, user, { ...request, headers: PSEUDO })).json<{ error: string }>().error;
    expect(inPseudo).toBe(`${pseudoText('The calendar covers at most')} 62 ${pseudoText('days')}${pseudoText(' at once')}`);
    expect(inPseudo).toBe(textIn('en-XA', text, { max: 62 }));
  });

  it('describes the installable app in the request’s language, the site’s name as it is', async () => {
    const inPseudo = await app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: PSEUDO });
    expect(inPseudo.headers.vary).toBe('cookie, accept-language');
    expect(inPseudo.json()).toMatchObject({
      name: 'Marquee',
      description: pseudoText('Discover and watch movies, TV shows and live sports.'),
      lang: 'en-XA',
      dir: 'ltr',
    });
    const inEnglish = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(inEnglish.json()).toMatchObject({ description: 'Discover and watch movies, TV shows and live sports.', lang: 'en' });
  });
});
