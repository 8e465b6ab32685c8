import type { Generated } from 'kysely';
import type { MediaType } from '@marquee/core';

/**
 * Kysely table types. Every migration in ./migrations adds its tables here.
 * Times are ISO-8601 strings in UTC (one format for both databases, sortable as text).
 */
export interface DB {
  users: UsersTable;
  tokens: TokensTable;
  list_entries: ListEntriesTable;
  watch_history: WatchHistoryTable;
  preferences: PreferencesTable;
  pageviews: PageviewsTable;
}

/** Booleans are stored as 0/1 in both databases. */
type Flag = 0 | 1;

export interface UsersTable {
  id: string;
  /** Lower-cased on the way in. */
  email: string;
  password_hash: string;
  display_name: string | null;
  photo_url: string | null;
  /** Last `seq` handed out to this user's list and history rows. */
  entry_seq: Generated<number>;
  /** Bumped with every change to the user's lists: tells whether a kept list reply is still current. */
  lists_version: Generated<number>;
  created_at: string;
}

export interface TokensTable {
  /** sha256 hex of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

export interface ListEntriesTable {
  id: string;
  user_id: string;
  list: 'watchlist' | 'favourites';
  media_id: number;
  media_type: MediaType;
  title: string;
  poster_path: string | null;
  backdrop_path: string | null;
  overview: string | null;
  rating: number | null;
  added_at: string;
  /** Orders entries added within the same millisecond. */
  seq: number;
}

export interface WatchHistoryTable {
  id: string;
  user_id: string;
  media_id: number;
  media_type: MediaType;
  title: string;
  poster_path: string | null;
  backdrop_path: string | null;
  overview: string | null;
  rating: number | null;
  watch_position: number;
  duration: number;
  season: number | null;
  episode: number | null;
  created_at: string;
  /** Orders entries written within the same millisecond. */
  seq: number;
}

export interface PreferencesTable {
  user_id: string;
  is_watch_history_enabled: Flag;
  accent_color: string;
  preferred_source: string;
}

export interface PageviewsTable {
  id: string;
  path: string;
  referrer: string | null;
  not_found: Flag;
  user_id: string | null;
  created_at: string;
}
