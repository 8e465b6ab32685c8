import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCENT_COLORS } from '@marquee/core';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { as, bearer, buildTestApp, signUp, type SignedUp } from '../../../__tests__/support/app.ts';

describeEachDatabase('preferences API', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  const get = (user: SignedUp) => as(app, user, { method: 'GET', url: '/api/preferences' });
  const patch = (user: SignedUp, payload: object) => as(app, user, { method: 'PATCH', url: '/api/preferences', payload });

  it('answers the defaults when the user never saved any', async () => {
    const user = await signUp(app);
    const res = await get(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isWatchHistoryEnabled: true,
      accent_color: '#E63462',
      preferred_source: '',
      subtitle_language: '',
      audio_language: '',
      subtitle_mode: '',
      subtitle_size: 'normal',
      subtitle_background: 'box',
      rating_style: 'stars',
      language: '',
    });
  });

  it('changes one field at a time and answers the full preferences', async () => {
    const user = await signUp(app);
    expect((await patch(user, { accent_color: '#0EA5E9' })).json()).toEqual({
      isWatchHistoryEnabled: true,
      accent_color: '#0EA5E9',
      preferred_source: '',
      subtitle_language: '',
      audio_language: '',
      subtitle_mode: '',
      subtitle_size: 'normal',
      subtitle_background: 'box',
      rating_style: 'stars',
      language: '',
    });
    expect((await patch(user, { isWatchHistoryEnabled: false })).json()).toEqual({
      isWatchHistoryEnabled: false,
      accent_color: '#0EA5E9',
      preferred_source: '',
      subtitle_language: '',
      audio_language: '',
      subtitle_mode: '',
      subtitle_size: 'normal',
      subtitle_background: 'box',
      rating_style: 'stars',
      language: '',
    });
    expect((await patch(user, { subtitle_language: 'en' })).json().subtitle_language).toBe('en');
    const all = await patch(user, { preferred_source: 'trailer', isWatchHistoryEnabled: true });
    expect(all.json()).toEqual({
      isWatchHistoryEnabled: true,
      accent_color: '#0EA5E9',
      preferred_source: 'trailer',
      subtitle_language: 'en',
      audio_language: '',
      subtitle_mode: '',
      subtitle_size: 'normal',
      subtitle_background: 'box',
      rating_style: 'stars',
      language: '',
    });
    expect((await get(user)).json()).toEqual(all.json());
    expect((await patch(user, { preferred_source: '' })).json().preferred_source).toBe('');
    // Subtitles off again.
    expect((await patch(user, { subtitle_language: '' })).json().subtitle_language).toBe('');
  });

  it("saves the audio language apart from the subtitles, and back to the file's default", async () => {
    const user = await signUp(app);
    await patch(user, { subtitle_language: 'en' });
    expect((await patch(user, { audio_language: 'ja' })).json()).toEqual({
      isWatchHistoryEnabled: true,
      accent_color: '#E63462',
      preferred_source: '',
      subtitle_language: 'en',
      audio_language: 'ja',
      subtitle_mode: '',
      subtitle_size: 'normal',
      subtitle_background: 'box',
      rating_style: 'stars',
      language: '',
    });
    // Saved, not only answered.
    expect((await get(user)).json().audio_language).toBe('ja');
    expect((await patch(user, { subtitle_language: '' })).json().audio_language).toBe('ja');
    expect((await patch(user, { audio_language: '' })).json()).toMatchObject({ subtitle_language: '', audio_language: '' });
    expect((await get(user)).json().audio_language).toBe('');
  });

  it('saves an audio language as the first change of a profile', async () => {
    const user = await signUp(app);
    expect((await patch(user, { audio_language: 'fr' })).json()).toEqual({
      isWatchHistoryEnabled: true,
      accent_color: '#E63462',
      preferred_source: '',
      subtitle_language: '',
      audio_language: 'fr',
      subtitle_mode: '',
      subtitle_size: 'normal',
      subtitle_background: 'box',
      rating_style: 'stars',
      language: '',
    });
  });

  it('keeps the language preferences of each profile of an account apart', async () => {
    const user = await signUp(app);
    await patch(user, { subtitle_language: 'ja', audio_language: 'ja' });
    const created = await as(app, user, { method: 'POST', url: '/api/profiles', payload: { name: 'Sibling' } });
    const selected = await as(app, user, { method: 'POST', url: `/api/profiles/${created.json().id}/select`, payload: {} });
    const sibling = { headers: bearer(selected.json().token as string) } as SignedUp;
    expect((await get(sibling)).json()).toMatchObject({ subtitle_language: '', audio_language: '' });
    expect((await patch(sibling, { subtitle_language: 'de', audio_language: 'en' })).json()).toMatchObject({
      subtitle_language: 'de',
      audio_language: 'en',
    });
    // Switching profiles replaces the token: back to the first profile with a new one.
    const back = await as(app, sibling, { method: 'POST', url: `/api/profiles/${user.user.uid}/select`, payload: {} });
    expect((await get({ headers: bearer(back.json().token as string) } as SignedUp)).json()).toMatchObject({
      subtitle_language: 'ja',
      audio_language: 'ja',
      subtitle_mode: '',
      subtitle_size: 'normal',
      subtitle_background: 'box',
      rating_style: 'stars',
      language: '',
    });
  });

  it('saves the subtitle mode, size and background, each apart from the others', async () => {
    const user = await signUp(app);
    expect((await patch(user, { subtitle_mode: 'forced' })).json()).toMatchObject({
      subtitle_language: '',
      subtitle_mode: 'forced',
      subtitle_size: 'normal',
      subtitle_background: 'box',
      rating_style: 'stars',
      language: '',
    });
    expect((await patch(user, { subtitle_size: 'xlarge', subtitle_background: 'shadow' })).json()).toMatchObject({
      subtitle_mode: 'forced',
      subtitle_size: 'xlarge',
      subtitle_background: 'shadow',
      rating_style: 'stars',
      language: '',
    });
    for (const mode of ['always', 'off', '']) {
      expect((await patch(user, { subtitle_mode: mode })).json().subtitle_mode).toBe(mode);
    }
    for (const size of ['small', 'large', 'normal']) {
      expect((await patch(user, { subtitle_size: size })).json().subtitle_size).toBe(size);
    }
    expect((await patch(user, { subtitle_background: 'none' })).json().subtitle_background).toBe('none');
    expect((await get(user)).json()).toMatchObject({ subtitle_mode: '', subtitle_size: 'normal', subtitle_background: 'none' });
  });

  it('saves the rating style', async () => {
    const user = await signUp(app);
    expect((await patch(user, { rating_style: 'thumbs' })).json()).toMatchObject({
      rating_style: 'thumbs',
      subtitle_size: 'normal',
    });
    expect((await get(user)).json().rating_style).toBe('thumbs');
    expect((await patch(user, { rating_style: 'stars' })).json().rating_style).toBe('stars');
  });

  it('accepts each of the 7 accent colours', async () => {
    const user = await signUp(app);
    for (const { value } of ACCENT_COLORS) expect((await patch(user, { accent_color: value })).json().accent_color).toBe(value);
  });

  it.each([
    [{ accent_color: '#123456' }, 'accent_color: Accent colour must be one of the 7 theme colours'],
    [{ preferred_source: 'vidsrc' }, 'The selected source is not valid.'],
    [{ isWatchHistoryEnabled: 'yes' }, 'isWatchHistoryEnabled: Invalid input: expected boolean, received string'],
    [{}, 'Nothing to update'],
    [{ theme: 'dark' }, 'Unrecognized key: "theme"'],
    [
      { subtitle_language: 'klingon' },
      'subtitle_language: Subtitles must be off (empty) or a known language code, such as en or fr',
    ],
    [{ subtitle_language: 'eng' }, 'subtitle_language: Subtitles must be off (empty) or a known language code, such as en or fr'],
    [
      { subtitle_language: 'en\u0000' },
      'subtitle_language: Subtitles must be off (empty) or a known language code, such as en or fr',
    ],
    [
      { subtitle_language: 'x'.repeat(10_000) },
      'subtitle_language: Subtitles must be off (empty) or a known language code, such as en or fr',
    ],
    [{ subtitle_language: null }, 'subtitle_language: Subtitles must be off (empty) or a known language code, such as en or fr'],
    [
      { audio_language: 'japanese' },
      "audio_language: Audio language must be the file's default (empty) or a known language code, such as en or fr",
    ],
    [
      { audio_language: 'jpn' },
      "audio_language: Audio language must be the file's default (empty) or a known language code, such as en or fr",
    ],
    [
      { audio_language: 'x'.repeat(10_000) },
      "audio_language: Audio language must be the file's default (empty) or a known language code, such as en or fr",
    ],
    [
      { audio_language: null },
      "audio_language: Audio language must be the file's default (empty) or a known language code, such as en or fr",
    ],
    [{ subtitle_mode: 'sometimes' }, 'subtitle_mode: Subtitle mode must be the default (empty), always, forced or off'],
    [{ subtitle_mode: 'Forced' }, 'subtitle_mode: Subtitle mode must be the default (empty), always, forced or off'],
    [{ subtitle_mode: null }, 'subtitle_mode: Subtitle mode must be the default (empty), always, forced or off'],
    [{ subtitle_size: 'huge' }, 'subtitle_size: Subtitle size must be small, normal, large or xlarge'],
    [{ subtitle_size: 2 }, 'subtitle_size: Subtitle size must be small, normal, large or xlarge'],
    [{ subtitle_size: 'x'.repeat(10_000) }, 'subtitle_size: Subtitle size must be small, normal, large or xlarge'],
    [{ subtitle_background: 'outline' }, 'subtitle_background: Subtitle background must be none, shadow or box'],
    [{ subtitle_background: '' }, 'subtitle_background: Subtitle background must be none, shadow or box'],
    [{ rating_style: 'hearts' }, 'rating_style: Rating style must be stars or thumbs'],
    [{ rating_style: null }, 'rating_style: Rating style must be stars or thumbs'],
    [{ language: 'tlh' }, 'language: Language must be automatic (empty) or a language the app speaks, such as en'],
    [{ language: 'EN' }, 'language: Language must be automatic (empty) or a language the app speaks, such as en'],
    [{ language: 'en-GB' }, 'language: Language must be automatic (empty) or a language the app speaks, such as en'],
    [{ language: null }, 'language: Language must be automatic (empty) or a language the app speaks, such as en'],
    // One bad field refuses the whole change.
    [
      { subtitle_size: 'large', subtitle_background: 'box\u0000' },
      'subtitle_background: Subtitle background must be none, shadow or box',
    ],
    [
      { subtitle_language: 'en', audio_language: 'en\u0000' },
      "audio_language: Audio language must be the file's default (empty) or a known language code, such as en or fr",
    ],
  ])('rejects %j with 400', async (payload, message) => {
    const user = await signUp(app);
    const res = await patch(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it("keeps each user's preferences apart", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    await patch(a, { accent_color: '#EF4444' });
    expect((await get(b)).json().accent_color).toBe('#E63462');
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/preferences' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'PATCH', url: '/api/preferences', payload: { accent_color: '#EF4444' } })).statusCode,
    ).toBe(401);
  });

  it('checks the source against the configured list, and reads a source since removed as none', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-sources-'));
    const file = path.join(dir, 'sources.json');
    const source = (key: string) => ({
      key,
      name: key,
      sandbox: false,
      movieUrl: `https://${key}.example/m/{id}`,
      tvUrl: `https://${key}.example/t/{id}/{season}/{episode}`,
    });
    fs.writeFileSync(file, JSON.stringify([source('alpha'), source('beta')]));
    const custom = await buildTestApp(database().db, { SOURCES_FILE: file });
    try {
      const user = await signUp(custom);
      const change = (preferred_source: string) =>
        as(custom, user, { method: 'PATCH', url: '/api/preferences', payload: { preferred_source } });
      expect((await change('trailer')).statusCode).toBe(400);
      expect((await change('beta')).json().preferred_source).toBe('beta');
      // On an app without "beta" the saved choice reads as no preference.
      expect((await get(user)).json().preferred_source).toBe('');
    } finally {
      await custom.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
