import type { I18n, Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DEFAULT_PREFERENCES, LANGUAGE_COOKIE, LANGUAGE_NAMES, LANGUAGES, type Preferences } from '@marquee/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { storeSession } from '@/lib/session';
import { json, requestsTo, serveApi, testProfile, testUser, type Answer } from '@/testing/profiles';
import { renderApp, testConfig } from '@/testing/render';
import { LanguageSelect } from '../components/language-select';

/** The pseudo-language's catalogue, as the build makes it from English's: a few of the texts these screens show. */
const PSEUDO: Messages = {
  Language: 'Ļáñğúáğé~~~~',
  'Automatic (browser language)': 'Áúŧóɱáŧíç (ƀŕóŵšéŕ ļáñğúáğé)~~~~~~~~~~~~',
};
const CATALOGUE = '/assets/messages-en-XA.json';
const ARABIC = '/assets/messages-ar.json';
const config = { ...testConfig, catalogues: { 'en-XA': CATALOGUE, ar: ARABIC } };

const ok: Answer = () => json(200, PSEUDO);

/** A server keeping the preferences it is sent (or refusing with `patch`), and the pseudo-language's catalogue. */
function serve(saved: Partial<Preferences> = {}, { catalogue = ok, patch }: { catalogue?: Answer; patch?: Answer } = {}) {
  let current: Preferences = { ...DEFAULT_PREFERENCES, ...saved };
  return serveApi({
    'GET /api/auth/me': () => json(200, { ...testUser, profile: testProfile() }),
    'GET /api/preferences': () => json(200, current),
    'PATCH /api/preferences': (init) => {
      if (patch) return patch(init);
      current = { ...current, ...(JSON.parse(init.body as string) as Partial<Preferences>) };
      return json(200, current);
    },
    [`GET ${CATALOGUE}`]: catalogue,
    [`GET ${ARABIC}`]: () => json(200, { Language: 'اللغة' }),
  });
}

/** The page as the server wrote it in `language`, and the app's i18n started in it (main.tsx). */
function startIn(language: 'en' | 'en-XA'): I18n {
  document.documentElement.lang = language;
  document.documentElement.dir = 'ltr';
  return createI18n(language, language === 'en' ? {} : PSEUDO);
}

const languageCookie = () =>
  document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
const select = () => screen.getByRole<HTMLSelectElement>('combobox');
const optionNames = () => [...select().options].map((option) => [option.text, option.lang]);

beforeEach(() => {
  // The browser asks for the pseudo-language first: what Automatic stands for here.
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-XA', 'en']);
});
afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
});

describe('Preferences: the language', () => {
  beforeEach(() => storeSession('token', testUser, testProfile()));

  async function open(i18n: I18n, saved: Partial<Preferences> = {}, answers: Parameters<typeof serve>[1] = {}) {
    const fetchSpy = serve(saved, answers);
    renderApp(
      <I18nProvider i18n={i18n}>
        <LanguageSelect disabled={false} />
      </I18nProvider>,
      { path: '/profile', config },
    );
    await waitFor(() => expect(requestsTo(fetchSpy, 'GET /api/preferences')).toHaveLength(1));
    await waitFor(() => expect(select().value).toBe(saved.language ?? ''));
    return fetchSpy;
  }

  it('switches the app at once, without reloading, and saves the choice to the profile', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchSpy = await open(startIn('en'), { language: 'en' });
    // Each language under its own name, in its own language; the pseudo-language is not offered.
    expect(optionNames()).toEqual([
      ['Automatic (browser language)', ''],
      ...LANGUAGES.filter((language) => !('pseudo' in language)).map((language) => [
        LANGUAGE_NAMES[language.code],
        language.code,
      ]),
    ]);
    expect(optionNames()).not.toContainEqual(['Ƥšéúðó-Éñğļíšħ', 'en-XA']);
    expect(screen.getByText('Language')).toBeTruthy();

    fireEvent.change(select(), { target: { value: '' } });
    await waitFor(() => expect(document.documentElement.lang).toBe('en-XA'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(await screen.findByText('Ļáñğúáğé~~~~')).toBeTruthy();
    expect(screen.queryByText('Language')).toBeNull();
    // Automatic leaves the choice to the browser's languages: no cookie.
    expect(languageCookie()).toBeUndefined();
    await waitFor(() => expect(requestsTo(fetchSpy, 'PATCH /api/preferences').map((r) => r.body)).toEqual([{ language: '' }]));
    await waitFor(() => expect(success).toHaveBeenCalled());

    fireEvent.change(select(), { target: { value: 'en' } });
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(await screen.findByText('Language')).toBeTruthy();
    expect(languageCookie()).toBe('en');
    await waitFor(() =>
      expect(success).toHaveBeenLastCalledWith('Preferences updated', {
        id: 'language-change',
        description: 'Language: English.',
      }),
    );
    expect(requestsTo(fetchSpy, 'PATCH /api/preferences').map((r) => r.body)).toEqual([{ language: '' }, { language: 'en' }]);
    expect(select().value).toBe('en');
  });

  it('shows a profile set to the pseudo-language as it is, and leaves it for English', async () => {
    await open(startIn('en-XA'), { language: 'en-XA' });
    expect(optionNames()).toContainEqual(['Ƥšéúðó-Éñğļíšħ', 'en-XA']);
    expect(screen.getByText('Ļáñğúáğé~~~~')).toBeTruthy();
    fireEvent.change(select(), { target: { value: 'en' } });
    expect(await screen.findByText('Language')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('turns the page right to left for a language written so', async () => {
    const fetchSpy = await open(startIn('en'), { language: 'en' });
    fireEvent.change(select(), { target: { value: 'ar' } });
    await waitFor(() => expect(document.documentElement.lang).toBe('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(languageCookie()).toBe('ar');
    await waitFor(() => expect(requestsTo(fetchSpy, 'PATCH /api/preferences').map((r) => r.body)).toEqual([{ language: 'ar' }]));
    fireEvent.change(select(), { target: { value: 'en' } });
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
  });

  it("stays in the current language, and says so, when the language's texts do not load", async () => {
    const failure = vi.spyOn(toast, 'error');
    const fetchSpy = await open(startIn('en'), { language: 'en' }, { catalogue: () => json(500, {}) });
    document.cookie = `${LANGUAGE_COOKIE}=en; Path=/`;
    fireEvent.change(select(), { target: { value: '' } });
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Language not changed', {
        id: 'language-change',
        description: 'The texts of Ƥšéúðó-Éñğļíšħ could not be loaded. Check your connection and try again.',
      }),
    );
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByText('Language')).toBeTruthy();
    expect(languageCookie()).toBe('en');
    expect(select().value).toBe('en');
    expect(requestsTo(fetchSpy, 'PATCH /api/preferences')).toEqual([]);
  });

  it('keeps the choice on this browser when saving it to the profile fails, and says so', async () => {
    const failure = vi.spyOn(toast, 'error');
    await open(startIn('en-XA'), { language: 'en-XA' }, { patch: () => json(503, { error: 'Database unavailable' }) });
    fireEvent.change(select(), { target: { value: 'en' } });
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Language changed on this browser only', {
        id: 'language-change',
        description: 'Saving it to your profile failed, so your other devices keep their language.',
      }),
    );
    expect(document.documentElement.lang).toBe('en');
    expect(languageCookie()).toBe('en');
    expect(select().value).toBe('en');
  });
});
