import { I18nProvider } from '@lingui/react';
import { DEFAULT_PREFERENCES, LANGUAGE_COOKIE, LANGUAGE_NAMES, LANGUAGES } from '@marquee/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { storeSession } from '@/lib/session';
import { json, requestsTo, serveApi, testProfile, testUser } from '@/testing/profiles';
import { renderApp, testConfig } from '@/testing/render';
import { Footer } from '../footer';

const CATALOGUE = '/assets/messages-en-XA.json';
const config = { ...testConfig, catalogues: { 'en-XA': CATALOGUE } };
/** The pseudo-language's message for the picker's label, as the build makes it from English's. */
const PSEUDO = { Language: 'Ļáñğúáğé~~~~' };

const serve = () =>
  serveApi({
    'GET /api/auth/me': () => json(200, { ...testUser, profile: testProfile() }),
    'GET /api/preferences': () => json(200, DEFAULT_PREFERENCES),
    [`GET ${CATALOGUE}`]: () => json(200, PSEUDO),
  });
const languageCookie = () =>
  document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
});

describe("the footer's language picker", () => {
  it("changes a visitor's language at once, on this browser only", async () => {
    const fetchSpy = serve();
    // A page the server wrote in the pseudo-language (its cookie, or the browser's languages).
    document.documentElement.lang = 'en-XA';
    renderApp(
      <I18nProvider i18n={createI18n('en-XA', PSEUDO)}>
        <Footer />
      </I18nProvider>,
      { config },
    );
    const picker = await screen.findByLabelText<HTMLSelectElement>('Ļáñğúáğé~~~~');
    expect(picker.value).toBe('en-XA');
    // Every language the app speaks under its own name, and the pseudo-language, as it is the one in use.
    expect([...picker.options].map((option) => [option.text, option.lang])).toEqual(
      LANGUAGES.map((language) => [LANGUAGE_NAMES[language.code], language.code]),
    );
    fireEvent.change(picker, { target: { value: 'en' } });
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByLabelText<HTMLSelectElement>('Language').value).toBe('en');
    expect(languageCookie()).toBe('en');
    expect(requestsTo(fetchSpy, 'PATCH /api/preferences')).toEqual([]);
  });

  it('offers the languages the app speaks, the pseudo-language left out', async () => {
    serve();
    renderApp(<Footer />, { config });
    const picker = await screen.findByLabelText<HTMLSelectElement>('Language');
    const spoken = LANGUAGES.filter((language) => !('pseudo' in language)).map((language) => language.code);
    expect([...picker.options].map((option) => option.value)).toEqual(spoken);
    expect(spoken).not.toContain('en-XA');
  });

  it('is left to the profile screen when signed in', async () => {
    serve();
    storeSession('token', testUser, testProfile());
    renderApp(<Footer />, { config });
    await waitFor(() => expect(screen.getByText('Terms of Service')).toBeTruthy());
    // Given the time the visitor's picker takes to load, it does not come.
    await expect(screen.findByLabelText('Language', {}, { timeout: 500 })).rejects.toThrow();
  });
});
