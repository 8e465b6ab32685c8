import { appConfigSchema } from '@marquee/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../__tests__/support/databases.ts';
import { buildTestApp } from '../../../__tests__/support/app.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase('sqlite');
});
afterAll(() => database.destroy());

async function configWith(env: Record<string, string>) {
  const app = await buildTestApp(database.db, env);
  try {
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    return appConfigSchema.parse(res.json());
  } finally {
    await app.close();
  }
}

describe('GET /api/config', () => {
  it('describes an unconfigured server: embedded defaults everywhere, images from its own route', async () => {
    const config = await configWith({});
    expect(config).toMatchObject({
      siteName: 'Marquee',
      contactEmail: 'contact@example.com',
      communityUrl: null,
      adScriptUrl: null,
      services: { metadata: 'offline', sports: 'demo', downloads: 'library', chat: 'offline' },
    });
    expect(config.images.secure_base_url).toBe('/api/images/');
    expect(config.images.poster_sizes).toContain('w342');
    expect(config.images.backdrop_sizes).toContain('original');
    expect(config.sources.map((s) => s.key)).toEqual(['local', 'trailer']);
    // Only the library's player obeys a watch party's commands.
    expect(config.sources.map((s) => s.sync ?? false)).toEqual([true, false]);
  });

  it('names each configured upstream and the operator’s links', async () => {
    const config = await configWith({
      TMDB_READ_TOKEN: 'secret-token-for-config-test',
      SPORTS_API_URL: 'https://sports.example',
      DOWNLOAD_API_URL: 'https://downloads.example',
      CHAT_API_URL: 'https://chat.example/v1',
      CHAT_API_KEY: 'chat-key',
      COMMUNITY_URL: 'https://community.example/join',
      AD_SCRIPT_URL: 'https://ads.example/script.js',
      SITE_NAME: 'Cinema Club',
      CONTACT_EMAIL: 'films@example.org',
    });
    expect(config).toMatchObject({
      siteName: 'Cinema Club',
      contactEmail: 'films@example.org',
      communityUrl: 'https://community.example/join',
      adScriptUrl: 'https://ads.example/script.js',
      services: { metadata: 'upstream', sports: 'upstream', downloads: 'upstream', chat: 'upstream' },
    });
    expect(JSON.stringify(config)).not.toContain('secret-token-for-config-test');
    expect(JSON.stringify(config)).not.toContain('chat-key');
  });
});
