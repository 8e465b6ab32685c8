import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  appConfigSchema,
  isLive,
  isTodaysMatch,
  matchListSchema,
  sportListSchema,
  SPORTS_STREAM_SOURCES,
  streamListSchema,
  type Match,
} from '@marquee/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { createTestDatabase } from '../../../__tests__/support/databases.ts';
import { textIn } from '../../../http/texts.ts';

/**
 * The sports gateway with no SPORTS_API_URL: the demo schedule, made relative to the clock so every tab
 * and rule has something to show, its streams, badges and posters, and the local stream page.
 */

const HOUR = 3_600_000;
/** A fixed clock, so the schedule under test is always the same one. */
const NOW = new Date(2025, 2, 26, 15, 10).getTime();

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-sports-media-'));

beforeAll(async () => {
  // Only Date is faked: the server's timers and sockets run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  database = await createTestDatabase('sqlite');
  app = await buildTestApp(database.db, { MEDIA_DIR: mediaDir });
});

afterAll(async () => {
  vi.useRealTimers();
  await app.close();
  await database.destroy();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

async function matches(servicePath: string): Promise<Match[]> {
  const res = await get(`/api/live/${servicePath}`);
  expect(res.statusCode, res.body).toBe(200);
  return matchListSchema.parse(res.json());
}

const ids = (list: Match[]) => list.map((m) => m.id);

describe('sports gateway, demo mode', () => {
  let all: Match[];
  beforeAll(async () => {
    all = await matches('matches/all');
  });

  it('says so in /api/config', async () => {
    expect(appConfigSchema.parse((await get('/api/config')).json()).services.sports).toBe('demo');
  });

  it('lists a dozen sports, each with matches in the schedule', async () => {
    const sports = sportListSchema.parse((await get('/api/live/sports')).json());
    expect(sports).toHaveLength(12);
    expect(sports[0]).toEqual({ id: 'football', name: 'Football' });
    for (const sport of sports)
      expect(
        all.some((m) => m.category === sport.id),
        sport.id,
      ).toBe(true);
  });

  it('has something for every tab and rule: LIVE, earlier today, later today, later days, popular, no teams, no poster', () => {
    const today = all.filter((m) => isTodaysMatch(m, NOW));
    expect(all.filter((m) => isLive(m, NOW)).length).toBeGreaterThanOrEqual(3);
    expect(today.some((m) => m.date < NOW - 3 * HOUR)).toBe(true);
    expect(today.some((m) => m.date > NOW)).toBe(true);
    expect(all.some((m) => m.date > NOW + 24 * HOUR)).toBe(true);
    expect(all.some((m) => m.popular)).toBe(true);
    expect(all.some((m) => m.popular && isLive(m, NOW))).toBe(true);
    expect(all.some((m) => !m.teams && !m.poster)).toBe(true);
    expect(all.some((m) => m.teams && !m.poster)).toBe(true);
    // Earliest first, within 8 hours back and 4 days ahead.
    expect(all.map((m) => m.date)).toEqual(all.map((m) => m.date).toSorted((a, b) => a - b));
    expect(all.every((m) => m.date >= NOW - 8 * HOUR && m.date <= NOW + 96 * HOUR)).toBe(true);
  });

  it('names real teams, with badges, and titles matches after them', () => {
    const withTeams = all.filter((m) => m.teams);
    expect(withTeams.length).toBeGreaterThan(all.length / 2);
    for (const m of withTeams) {
      expect(m.title).toBe(`${m.teams?.home?.name} vs ${m.teams?.away?.name}`);
      expect(m.teams?.home?.badge).toMatch(/^[a-z0-9-]+$/);
      expect(m.teams?.home?.name).not.toBe(m.teams?.away?.name);
    }
    const poster = withTeams.find((m) => m.poster);
    expect(poster?.poster).toBe(`/api/images/poster/${poster?.teams?.home?.badge}/${poster?.teams?.away?.badge}.webp`);
  });

  it.each<[string, (m: Match) => boolean]>([
    ['matches/live', (m) => isLive(m, NOW)],
    ['matches/all-today', (m) => isTodaysMatch(m, NOW)],
    ['matches/all/popular', (m) => m.popular === true],
    ['matches/football', (m) => m.category === 'football'],
    ['matches/football/popular', (m) => m.category === 'football' && m.popular === true],
    ['matches/live/popular', (m) => isLive(m, NOW) && m.popular === true],
  ])('answers %s with exactly the matching part of the schedule', async (servicePath, belongs) => {
    const list = await matches(servicePath);
    expect(list.length).toBeGreaterThan(0);
    expect(ids(list)).toEqual(ids(all.filter(belongs)));
  });

  it('answers an unknown sport and unknown paths with 404 {error}', async () => {
    expect((await get('/api/live/matches/quidditch')).json()).toEqual({ error: 'Unknown sport: quidditch' });
    const res = await get('/api/live/schedule');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBeTruthy();
  });

  it('keeps each match, with its id, as the clock moves on (the window moves, the matches stay)', async () => {
    const later = all.find((m) => m.date > NOW + 2 * HOUR)!;
    vi.setSystemTime(NOW + 90 * 60_000);
    try {
      const moved = await matches('matches/all');
      expect(moved.find((m) => m.id === later.id)).toEqual(later);
      expect(ids(moved)).not.toEqual(ids(all));
    } finally {
      vi.setSystemTime(NOW);
    }
  });

  it('gives each match one to three streams, from its own sources, playing on the local stream page', async () => {
    for (const match of all.filter((m) => isTodaysMatch(m, NOW))) {
      const streams = [];
      for (const { source, id } of match.sources) {
        expect(SPORTS_STREAM_SOURCES).toContain(source);
        const res = await get(`/api/live/stream/${source}/${id}`);
        expect(res.statusCode).toBe(200);
        const list = streamListSchema.parse(res.json());
        expect(list.length).toBeGreaterThan(0);
        expect(list.every((s) => s.source === source)).toBe(true);
        streams.push(...list);
      }
      expect(streams.length).toBeGreaterThanOrEqual(1);
      expect(streams.length).toBeLessThanOrEqual(3);
      expect(streams.map((s) => s.embedUrl)).toEqual(streams.map((s) => `/embed/local/sports/${match.id}/${s.streamNo}`));
    }
  });

  it('refuses a stream of a source the match does not have, and of an unknown match', async () => {
    const match = all.find((m) => m.sources.length === 1)!;
    const other = SPORTS_STREAM_SOURCES.find((s) => s !== match.sources[0]?.source);
    expect((await get(`/api/live/stream/${other}/${match.id}`)).statusCode).toBe(404);
    expect((await get(`/api/live/stream/alpha/arsenal-vs-chelsea-1`)).statusCode).toBe(404);
    expect((await get(`/api/live/stream/alpha/no-slot`)).statusCode).toBe(404);
  });

  it('draws badges and posters as SVG, and has no others', async () => {
    const match = all.find((m) => m.poster)!;
    const poster = await get(match.poster!.replace('/api/images/', '/api/live/images/'));
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(poster.body).toContain(`aria-label="${match.title}"`);
    const badge = await get(`/api/live/images/badge/${match.teams?.home?.badge}.webp`);
    expect(badge.statusCode).toBe(200);
    expect(badge.body).toMatch(/^<svg /);
    for (const missing of [
      'images/badge/unknown-team.webp',
      'images/poster/arsenal/unknown-team.webp',
      'images/proxy/abc.webp',
    ]) {
      expect((await get(`/api/live/${missing}`)).statusCode, missing).toBe(404);
    }
  });
});

describe('local sports stream page', () => {
  let match: Match;
  beforeAll(async () => {
    match = (await matches('matches/live'))[0]!;
  });

  it("says the demo card in the browser's language, right to left in Arabic", async () => {
    const pseudo = await app.inject({ url: `/embed/local/sports/${match.id}/1`, headers: { 'accept-language': 'en-XA' } });
    expect(pseudo.body).toContain('<html lang="en-XA" dir="ltr">');
    expect(pseudo.body).not.toContain('Demo stream');
    expect(pseudo.body).toContain(textIn('en-XA', 'Stream {number}', { number: 1 }));
    const arabic = await app.inject({ url: `/embed/local/sports/${match.id}/9999`, headers: { 'accept-language': 'ar' } });
    expect(arabic.statusCode).toBe(404);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain(`<h1>${textIn('ar', 'Stream not found')}</h1>`);
    expect(textIn('ar', 'Stream not found')).not.toBe('Stream not found');
  });

  it('shows the "Demo stream" card, framed by this app only, reporting MEDIA_DATA to this origin', async () => {
    const res = await get(`/embed/local/sports/${match.id}/1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.body).toContain('Demo stream');
    expect(res.body).toContain(`<h1>${match.title.replaceAll('&', '&#38;')}</h1>`);
    expect(res.body).toContain("type: 'MEDIA_DATA'");
    expect(res.body).toContain('location.origin');
    expect(res.body).not.toContain('<video');
    // Every inline script and style carries the nonce the policy allows.
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(res.body.match(/<(script|style)(?: [^>]*)?>/g)?.every((tag) => tag.includes(`nonce="${nonce}"`))).toBe(true);
  });

  it('answers an unknown match or stream number with a 404 page', async () => {
    for (const url of [
      `/embed/local/sports/${match.id}/9`,
      '/embed/local/sports/arsenal-vs-chelsea-1/1',
      `/embed/local/sports/${match.id}/1/video`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('plays a video of MEDIA_DIR/sports when there is one, with range requests', async () => {
    const bytes = Buffer.from('not really an mp4, but bytes to serve '.repeat(10));
    fs.mkdirSync(path.join(mediaDir, 'sports'), { recursive: true });
    fs.writeFileSync(path.join(mediaDir, 'sports', 'highlights.mp4'), bytes);
    fs.writeFileSync(path.join(mediaDir, 'sports', 'notes.txt'), 'not a video');

    const page = await get(`/embed/local/sports/${match.id}/1`);
    expect(page.body).toContain(`<video src="/embed/local/sports/${match.id}/1/video"`);
    expect(page.body).not.toContain('Demo stream');

    const whole = await get(`/embed/local/sports/${match.id}/1/video`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await app.inject({
      method: 'GET',
      url: `/embed/local/sports/${match.id}/1/video`,
      headers: { range: 'bytes=4-9' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe(bytes.subarray(4, 10).toString());
  });
});
