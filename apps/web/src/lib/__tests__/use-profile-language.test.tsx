import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DEFAULT_PREFERENCES, LANGUAGE_COOKIE } from '@marquee/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfigQueryOptions } from '@/lib/app-config';
import { AuthProvider } from '@/lib/auth';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { storeSession } from '@/lib/session';
import { useProfileLanguage } from '@/lib/use-profile-language';
import { json, requestsTo, serveApi, testProfile, testUser } from '@/testing/profiles';
import { testConfig } from '@/testing/render';

const CATALOGUE = '/assets/messages-en-XA.json';
const languageCookie = () =>
  document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);

/** The hook in a started app, signed in, whose profile's language is `language`. */
function start(language: string) {
  const fetchSpy = serveApi({
    'GET /api/auth/me': () => json(200, { ...testUser, profile: testProfile() }),
    'GET /api/preferences': () => json(200, { ...DEFAULT_PREFERENCES, language }),
    [`GET ${CATALOGUE}`]: () => json(200, {}),
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(appConfigQueryOptions.queryKey, { ...testConfig, catalogues: { 'en-XA': CATALOGUE } });
  const i18n: I18n = createI18n('en', {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <AuthProvider goToLogin={() => undefined}>{children}</AuthProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
  renderHook(useProfileLanguage, { wrapper });
  return { fetchSpy, i18n };
}

beforeEach(() => {
  document.documentElement.lang = 'en';
  storeSession('token', testUser, testProfile());
});
afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
});

describe("a signed-in browser's language as the app starts", () => {
  it("takes up the profile's language when the browser has no cookie", async () => {
    const { i18n } = start('en-XA');
    await waitFor(() => expect(i18n.locale).toBe('en-XA'));
    expect(document.documentElement.lang).toBe('en-XA');
    expect(languageCookie()).toBe('en-XA');
  });

  it("keeps this browser's own choice", async () => {
    document.cookie = `${LANGUAGE_COOKIE}=en; Path=/`;
    const { fetchSpy, i18n } = start('en-XA');
    await waitFor(() => expect(requestsTo(fetchSpy, 'GET /api/preferences')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requestsTo(fetchSpy, `GET ${CATALOGUE}`)).toEqual([]);
    expect(i18n.locale).toBe('en');
    expect(languageCookie()).toBe('en');
  });

  it('leaves a profile set to automatic to the page the server chose', async () => {
    const { fetchSpy, i18n } = start('');
    await waitFor(() => expect(requestsTo(fetchSpy, 'GET /api/preferences')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(i18n.locale).toBe('en');
    expect(languageCookie()).toBeUndefined();
  });
});
