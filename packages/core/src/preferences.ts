import type { Preferences } from './api.ts';
import { DEFAULT_ACCENT_COLOR } from './constants.ts';

/**
 * What a user has until they change something (docs/behaviour.md#preferences). Kept apart from the
 * schema so the web app's first download does not pull in zod, and out of constants.ts, which api.ts
 * imports, so the two do not import each other.
 */
export const DEFAULT_PREFERENCES: Preferences = {
  isWatchHistoryEnabled: true,
  accent_color: DEFAULT_ACCENT_COLOR,
  preferred_source: '',
  subtitle_language: '',
  audio_language: '',
  subtitle_mode: '',
  subtitle_size: 'normal',
  subtitle_background: 'box',
  rating_style: 'stars',
  language: '',
};
