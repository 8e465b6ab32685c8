import type { Kysely, Updateable } from 'kysely';
import {
  DEFAULT_PREFERENCES,
  LANGUAGES,
  RATING_STYLES,
  SUBTITLE_BACKGROUNDS,
  SUBTITLE_MODES,
  SUBTITLE_SIZES,
  type Preferences,
  type UpdatePreferencesBody,
} from '@marquee/core';
import type { DB, PreferencesTable } from '../../db/schema.ts';

/** The values the language preference takes: automatic, or a language the app speaks. */
const APP_LANGUAGES: readonly Preferences['language'][] = ['', ...LANGUAGES.map((language) => language.code)];

/** The user's preferences; the defaults when they never changed any. */
export async function readPreferences(db: Kysely<DB>, profileId: string): Promise<Preferences> {
  const row = await db
    .selectFrom('preferences')
    .select([
      'is_watch_history_enabled',
      'accent_color',
      'preferred_source',
      'subtitle_language',
      'audio_language',
      'subtitle_mode',
      'subtitle_size',
      'subtitle_background',
      'rating_style',
      'language',
    ])
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  if (!row) return DEFAULT_PREFERENCES;
  return {
    isWatchHistoryEnabled: row.is_watch_history_enabled === 1,
    accent_color: row.accent_color,
    preferred_source: row.preferred_source,
    subtitle_language: row.subtitle_language,
    audio_language: row.audio_language,
    subtitle_mode: oneOf(SUBTITLE_MODES, row.subtitle_mode, DEFAULT_PREFERENCES.subtitle_mode),
    subtitle_size: oneOf(SUBTITLE_SIZES, row.subtitle_size, DEFAULT_PREFERENCES.subtitle_size),
    subtitle_background: oneOf(SUBTITLE_BACKGROUNDS, row.subtitle_background, DEFAULT_PREFERENCES.subtitle_background),
    rating_style: oneOf(RATING_STYLES, row.rating_style, DEFAULT_PREFERENCES.rating_style),
    // A language the app no longer speaks reads as automatic.
    language: oneOf(APP_LANGUAGES, row.language, DEFAULT_PREFERENCES.language),
  };
}

/** A stored value that is one of `values`, else the default (the columns are text; only validated values are saved). */
function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

const flag = (value: boolean) => (value ? 1 : 0);

/**
 * Saves the given fields. The first save inserts the defaults merged with the change; later ones
 * update only the given columns, so two concurrent changes of different fields both stick.
 */
export async function savePreferences(db: Kysely<DB>, profileId: string, change: UpdatePreferencesBody): Promise<void> {
  const historyFlag = change.isWatchHistoryEnabled === undefined ? undefined : flag(change.isWatchHistoryEnabled);
  // Kysely leaves out columns whose value is undefined.
  const changedColumns: Updateable<PreferencesTable> = {
    accent_color: change.accent_color,
    preferred_source: change.preferred_source,
    subtitle_language: change.subtitle_language,
    audio_language: change.audio_language,
    subtitle_mode: change.subtitle_mode,
    subtitle_size: change.subtitle_size,
    subtitle_background: change.subtitle_background,
    rating_style: change.rating_style,
    language: change.language,
    is_watch_history_enabled: historyFlag,
  };
  await db
    .insertInto('preferences')
    .values({
      profile_id: profileId,
      is_watch_history_enabled: historyFlag ?? flag(DEFAULT_PREFERENCES.isWatchHistoryEnabled),
      accent_color: change.accent_color ?? DEFAULT_PREFERENCES.accent_color,
      preferred_source: change.preferred_source ?? DEFAULT_PREFERENCES.preferred_source,
      subtitle_language: change.subtitle_language ?? DEFAULT_PREFERENCES.subtitle_language,
      audio_language: change.audio_language ?? DEFAULT_PREFERENCES.audio_language,
      subtitle_mode: change.subtitle_mode ?? DEFAULT_PREFERENCES.subtitle_mode,
      subtitle_size: change.subtitle_size ?? DEFAULT_PREFERENCES.subtitle_size,
      subtitle_background: change.subtitle_background ?? DEFAULT_PREFERENCES.subtitle_background,
      rating_style: change.rating_style ?? DEFAULT_PREFERENCES.rating_style,
      language: change.language ?? DEFAULT_PREFERENCES.language,
    })
    .onConflict((oc) => oc.column('profile_id').doUpdateSet(changedColumns))
    .execute();
}
