import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEntrySchema } from '@marquee/core';
import { NO_CONTENT } from '../api-description.ts';
import { replySerializerCompiler } from '../reply-serializer.ts';

const entry = {
  id: 'e1',
  media_id: 603,
  media_type: 'movie',
  source: 'catalogue',
  title: 'The Matrix',
  year: 1999,
  poster_path: null,
  backdrop_path: '/b.jpg',
  overview: 'A hacker learns the truth.',
  rating: 8.2,
  added_at: '2026-01-02T03:04:05.000Z',
};

/** An app whose routes answer what the test puts in `answer`, under the compiler being tested. */
let app: FastifyInstance;
let answer: unknown;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setSerializerCompiler(replySerializerCompiler);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/entries', { schema: { response: { 200: z.array(listEntrySchema) } } }, async () => answer as never);
  typed.get(
    '/status',
    { schema: { response: { 200: z.object({ status: z.literal('ok'), count: z.number().int() }) } } },
    async () => answer as never,
  );
  typed.delete('/entry', { schema: { response: { 204: NO_CONTENT } } }, async (_request, reply) => reply.status(204).send());
  await app.ready();
});
afterAll(() => app.close());

describe('replySerializerCompiler', () => {
  it.each([
    ['a list as declared', '/entries', [entry], [entry]],
    [
      'a list whose rows carry undeclared columns, written without them',
      '/entries',
      [{ ...entry, user_id: 'u1', password_hash: 'x' }],
      [entry],
    ],
    ['nullable fields as null', '/entries', [{ ...entry, year: null, rating: null }], [{ ...entry, year: null, rating: null }]],
    ['a literal and an integer', '/status', { status: 'ok', count: 3, secret: 'k' }, { status: 'ok', count: 3 }],
  ])('writes %s', async (_name, url, given, written) => {
    answer = given;
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(written);
  });

  it('refuses a reply missing a required property (a 500, never a partial body)', async () => {
    const { title: _title, ...withoutTitle } = entry;
    answer = [withoutTitle];
    const res = await app.inject({ url: '/entries' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('The Matrix');
  });

  it('answers a 204 with no body', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/entry' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });
});
