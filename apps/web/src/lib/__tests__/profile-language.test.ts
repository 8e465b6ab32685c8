import { DEFAULT_PREFERENCES, LANGUAGE_COOKIE } from '@marquee/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfigQueryOptions } from '@/lib/app-config';
import { createI18n } from '@/lib/i18n';
import { followProfileLanguage, leaveProfileLanguage } from '@/lib/profile-language';
import { createQueryClient } from '@/lib/query-client';
import { storeSession } from '@/lib/session';
import { json, requestsTo, serveApi, testProfile, testUser } from '@/testing/profiles';
import { testConfig } from '@/testing/render';

const CATALOGUE = '/assets/messages-en-XA.json';
const config = { ...testConfig, catalogues: { 'en-XA': CATALOGUE } };
const languageCookie = () =>
  document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);

/** The app's query client with the configuration in hand, as it is once the app has started. */
function started() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(appConfigQueryOptions.queryKey, config);
  return queryClient;
}

beforeEach(() => {
  document.documentElement.lang = 'en';
  storeSession('token', testUser, testProfile());
});
afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
});

describe("the profile's language as a session starts and ends", () => {
  it.each([
    // A browser new to the profile has no cookie: the profile's choice comes with the sign-in.
    ['its language', 'en-XA', undefined, 'en-XA', 'en-XA'],
    // Another profile's choice left on this browser goes: automatic is the browser's languages.
    ['automatic', '', 'en', undefined, 'en'],
  ])('a profile set to %s is followed at once, and the cookie with it', async (_label, language, before, cookie, shown) => {
    if (before) document.cookie = `${LANGUAGE_COOKIE}=${before}; Path=/`;
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en']);
    serveApi({
      'GET /api/preferences': () => json(200, { ...DEFAULT_PREFERENCES, language }),
      [`GET ${CATALOGUE}`]: () => json(200, { Home: 'Ħóɱé~~' }),
    });
    const i18n = createI18n('en', {});
    await followProfileLanguage(started(), i18n);
    expect(i18n.locale).toBe(shown);
    expect(document.documentElement.lang).toBe(shown);
    expect(languageCookie()).toBe(cookie);
    if (shown === 'en-XA') expect(i18n._('Home')).toBe('Ħóɱé~~');
  });

  it("leaves this browser's language as it is when the profile's preferences do not load", async () => {
    document.cookie = `${LANGUAGE_COOKIE}=en; Path=/`;
    serveApi({ 'GET /api/preferences': () => json(503, { error: 'Database unavailable' }) });
    const i18n = createI18n('en', {});
    await followProfileLanguage(started(), i18n);
    expect(i18n.locale).toBe('en');
    expect(languageCookie()).toBe('en');
  });

  it.each([
    ['is saved to it, and stays', () => json(200, { ...DEFAULT_PREFERENCES, language: 'en-XA' })],
    ['stays on this browser when the save fails', () => json(503, { error: 'Database unavailable' })],
  ])("a new account's profile takes the language its visitor chose here: it %s", async (_label, saveAnswer) => {
    document.cookie = `${LANGUAGE_COOKIE}=en-XA; Path=/`;
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en']);
    const api = serveApi({
      'GET /api/preferences': () => json(200, DEFAULT_PREFERENCES),
      'PATCH /api/preferences': saveAnswer,
    });
    const i18n = createI18n('en-XA', {});
    await followProfileLanguage(started(), i18n, true);
    expect(requestsTo(api, 'PATCH /api/preferences').map((request) => request.body)).toEqual([{ language: 'en-XA' }]);
    expect(i18n.locale).toBe('en-XA');
    expect(languageCookie()).toBe('en-XA');
  });

  it("signing out takes the profile's language away: the browser's languages choose again", async () => {
    document.cookie = `${LANGUAGE_COOKIE}=en; Path=/`;
    // The first is none the app speaks: the next is.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['tlh', 'en-XA']);
    serveApi({ [`GET ${CATALOGUE}`]: () => json(200, {}) });
    const i18n = createI18n('en', {});
    await leaveProfileLanguage(started(), i18n);
    expect(i18n.locale).toBe('en-XA');
    expect(document.documentElement.lang).toBe('en-XA');
    expect(languageCookie()).toBeUndefined();
  });
});
