import { describe, expect, it } from 'vitest';
import {
  apiInteger,
  apiText,
  appLanguageSchema,
  audioLanguageSchema,
  changePasswordBodySchema,
  embedPageQuerySchema,
  historyQuerySchema,
  listEntryBodySchema,
  loginBodySchema,
  registerBodySchema,
  subtitleLanguageSchema,
  updatePreferencesBodySchema,
} from '../api.ts';
import { importBodySchema } from '../account-data.ts';
import { DB_INTEGER_MAX } from '../constants.ts';

describe('apiText: every string a request carries', () => {
  const text = apiText(10);
  it.each<[string, unknown, boolean]>([
    ['plain text', 'hello', true],
    ['empty', '', true],
    ['exactly the limit', 'x'.repeat(10), true],
    ['one past the limit', 'x'.repeat(11), false],
    ['a NUL', '\u0000', false],
    ['a NUL inside', 'he\u0000llo', false],
    ['a NUL at the end', 'hello\u0000', false],
    ['a number', 5, false],
    ['null', null, false],
    ['a list', ['a'], false],
  ])('%s', (_label, value, ok) => {
    expect(text.safeParse(value).success).toBe(ok);
  });

  it('names the NUL in its message', () => {
    expect(text.safeParse('a\u0000').error?.issues[0]?.message).toBe('Text must not contain the NUL character (U+0000)');
  });

  it("keeps a field's own message for a text past its limit", () => {
    expect(apiText(3, 'Too long').safeParse('abcd').error?.issues[0]?.message).toBe('Too long');
  });
});

describe('password messages', () => {
  const tooLong = 'x'.repeat(257);
  it.each<[string, { safeParse(value: unknown): { error?: { issues: Array<{ message: string }> } } }, unknown, string]>([
    ['sign-up, too short', registerBodySchema, { email: 'a@b.co', password: 'short' }, 'Password must be at least 8 characters'],
    ['sign-up, too long', registerBodySchema, { email: 'a@b.co', password: tooLong }, 'Password is too long'],
    [
      'a new password, too short',
      changePasswordBodySchema,
      { currentPassword: 'x', newPassword: 'short' },
      'Password must be at least 8 characters',
    ],
    [
      'a new password, too long',
      changePasswordBodySchema,
      { currentPassword: 'x', newPassword: tooLong },
      'Password is too long',
    ],
  ])('%s', (_label, schema, value, message) => {
    expect(schema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});

describe('apiInteger: whole numbers an integer column stores', () => {
  const id = apiInteger(1);
  it.each<[string, unknown, number | undefined]>([
    ['one', 1, 1],
    ['a TMDB id', 550, 550],
    ['the largest integer column value', DB_INTEGER_MAX, DB_INTEGER_MAX],
    ['digits as text', '550', 550],
    ['one past the column', DB_INTEGER_MAX + 1, undefined],
    ['one past the column as text', String(DB_INTEGER_MAX + 1), undefined],
    ['2^53', 2 ** 53, undefined],
    ['twenty digits as text', '9'.repeat(20), undefined],
    ['zero (below the minimum)', 0, undefined],
    ['negative', -5, undefined],
    ['negative as text', '-5', undefined],
    ['a fraction', 1.5, undefined],
    ['a fraction as text', '1.5', undefined],
    ['exponent text', '1e3', undefined],
    ['empty text', '', undefined],
    ['digits with a NUL', '5\u0000', undefined],
    ['true', true, undefined],
    ['a list of one number', [5], undefined],
    ['null', null, undefined],
  ])('%s', (_label, value, expected) => {
    const result = id.safeParse(value);
    expect(result.success ? result.data : undefined).toBe(expected);
  });
});

describe('request schemas use the shared rules', () => {
  const entry = { media_id: 550, media_type: 'movie', title: 'Fight Club' };
  const at = '2024-01-01T00:00:00Z';
  it.each<[string, { safeParse(value: unknown): { success: boolean } }, unknown, boolean]>([
    ['a list entry', listEntryBodySchema, entry, true],
    ['a list entry with NUL in its overview', listEntryBodySchema, { ...entry, overview: '\u0000' }, false],
    ['a list entry with an id past an integer column', listEntryBodySchema, { ...entry, media_id: DB_INTEGER_MAX + 1 }, false],
    ['login', loginBodySchema, { email: 'a@b.c', password: 'x' }, true],
    ['login with NUL in the email', loginBodySchema, { email: 'a\u0000@b.c', password: 'x' }, false],
    ['login with NUL in the password', loginBodySchema, { email: 'a@b.c', password: 'x\u0000' }, false],
    ['a history filter', historyQuerySchema, { media_id: '550', media_type: 'movie' }, true],
    ['a history filter past an integer column', historyQuerySchema, { media_id: '2147483648', media_type: 'movie' }, false],
    ['an import', importBodySchema, { version: 1, watchlist: [{ ...entry, added_at: at }] }, true],
    [
      'an import with NUL in a title',
      importBodySchema,
      { version: 1, watchlist: [{ ...entry, title: '\u0000', added_at: at }] },
      false,
    ],
    [
      'an import of preferences from before subtitles',
      importBodySchema,
      { version: 1, preferences: { isWatchHistoryEnabled: true, accent_color: '#E63462', preferred_source: '' } },
      true,
    ],
    [
      'an import with subtitles in French',
      importBodySchema,
      {
        version: 1,
        preferences: { isWatchHistoryEnabled: true, accent_color: '#E63462', preferred_source: '', subtitle_language: 'fr' },
      },
      true,
    ],
    [
      'an import with subtitles in Klingon',
      importBodySchema,
      {
        version: 1,
        preferences: { isWatchHistoryEnabled: true, accent_color: '#E63462', preferred_source: '', subtitle_language: 'tlh' },
      },
      false,
    ],
    ['a change of subtitles only', updatePreferencesBodySchema, { subtitle_language: 'de' }, true],
    [
      'an import with audio in Japanese',
      importBodySchema,
      {
        version: 1,
        preferences: { isWatchHistoryEnabled: true, accent_color: '#E63462', preferred_source: '', audio_language: 'ja' },
      },
      true,
    ],
    [
      'an import with audio in Klingon',
      importBodySchema,
      {
        version: 1,
        preferences: { isWatchHistoryEnabled: true, accent_color: '#E63462', preferred_source: '', audio_language: 'tlh' },
      },
      false,
    ],
    ['a change of audio language only', updatePreferencesBodySchema, { audio_language: 'it' }, true],
    ["a change back to the file's default audio", updatePreferencesBodySchema, { audio_language: '' }, true],
    ['a change of audio language to a three-letter code', updatePreferencesBodySchema, { audio_language: 'ita' }, false],
    [
      'an import with NUL in a preference',
      importBodySchema,
      { version: 1, preferences: { isWatchHistoryEnabled: true, accent_color: '#E63462', preferred_source: '\u0000' } },
      false,
    ],
  ])('%s', (_label, schema, value, ok) => {
    expect(schema.safeParse(value).success).toBe(ok);
  });
});

describe('subtitleLanguageSchema: the subtitle preference', () => {
  it.each<[unknown, boolean]>([
    ['', true],
    ['en', true],
    ['fr', true],
    ['pt', true],
    ['zh', true],
    ['fil', true],
    // Only the two-letter code the library reads a file's language as, nothing it would read as one.
    ['eng', false],
    ['English', false],
    ['EN', false],
    ['en-GB', false],
    [' en', false],
    ['xx', false],
    ['und', false],
    ['en\u0000', false],
    [null, false],
    [1, false],
    [['en'], false],
  ])('%j is %s', (value, ok) => {
    expect(subtitleLanguageSchema.safeParse(value).success).toBe(ok);
  });

  it('says what it takes', () => {
    expect(subtitleLanguageSchema.safeParse('klingon').error?.issues[0]?.message).toBe(
      'Subtitles must be off (empty) or a known language code, such as en or fr',
    );
  });
});

describe('audioLanguageSchema: the audio language preference', () => {
  it.each<[unknown, boolean]>([
    // The file's own default track.
    ['', true],
    ['en', true],
    ['ja', true],
    ['fil', true],
    // The code the library reads a language as, nothing else naming one.
    ['eng', false],
    ['Japanese', false],
    ['JA', false],
    ['pt-BR', false],
    ['en ', false],
    ['xx', false],
    ['und', false],
    ['en\u0000', false],
    [null, false],
    [0, false],
    [['en'], false],
  ])('%j is %s', (value, ok) => {
    expect(audioLanguageSchema.safeParse(value).success).toBe(ok);
  });

  it('says what it takes', () => {
    expect(audioLanguageSchema.safeParse('klingon').error?.issues[0]?.message).toBe(
      "Audio language must be the file's default (empty) or a known language code, such as en or fr",
    );
  });
});

describe("appLanguageSchema: the profile's language for the app", () => {
  it.each<[unknown, boolean]>([
    // Automatic: the browser's languages, else the site's default.
    ['', true],
    ['en', true],
    // The pseudo-language is one the app speaks: the tests choose it as a viewer would.
    ['en-XA', true],
    // Only a code of LANGUAGES, as written there.
    ['EN', false],
    ['en-xa', false],
    ['en-GB', false],
    ['eng', false],
    ['English', false],
    [' en', false],
    ['xx', false],
    ['en\u0000', false],
    [null, false],
    [0, false],
    [['en'], false],
  ])('%j is %s', (value, ok) => {
    expect(appLanguageSchema.safeParse(value).success).toBe(ok);
  });

  it('says what it takes', () => {
    expect(appLanguageSchema.safeParse('klingon').error?.issues[0]?.message).toBe(
      'Language must be automatic (empty) or a language the app speaks, such as en',
    );
  });

  it.each<[string, unknown, boolean]>([
    ['a change of language only', { language: 'en-XA' }, true],
    ['a change back to automatic', { language: '' }, true],
    ['a language the app does not speak', { language: 'tlh' }, false],
  ])('a preferences change: %s', (_label, body, ok) => {
    expect(updatePreferencesBodySchema.safeParse(body).success).toBe(ok);
  });
});

describe("embedPageQuerySchema: the local player page's query", () => {
  it.each<[string, unknown, boolean]>([
    ['nothing', {}, true],
    ['both languages', { subtitles: 'en', audio: 'fr' }, true],
    ["the file's default audio", { audio: '' }, true],
    ['an unknown audio language', { audio: 'klingon' }, false],
    ['a three-letter audio code', { audio: 'fra' }, false],
    // A query naming it twice reads as an array.
    ['audio twice', { audio: ['en', 'fr'] }, false],
  ])('%s', (_label, query, ok) => {
    expect(embedPageQuerySchema.safeParse(query).success).toBe(ok);
  });

  it('names the field and the rule', () => {
    const issue = embedPageQuerySchema.safeParse({ audio: 'eng' }).error?.issues[0];
    expect(issue?.path).toEqual(['audio']);
    expect(issue?.message).toBe("Audio language must be the file's default (empty) or a known language code, such as en or fr");
  });
});
