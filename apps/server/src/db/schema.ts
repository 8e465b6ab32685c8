import type { Generated } from 'kysely';
import type { ImportService, MediaType, MetadataSourceName, SyncService, TitleSnapshot } from '@marquee/core';

/**
 * Kysely table types. Every migration in ./migrations adds its tables here.
 * Times are ISO-8601 strings in UTC (one format for both databases, sortable as text).
 */
export interface DB {
  users: UsersTable;
  profiles: ProfilesTable;
  tokens: TokensTable;
  list_entries: ListEntriesTable;
  watch_history: WatchHistoryTable;
  preferences: PreferencesTable;
  pageviews: PageviewsTable;
  settings: SettingsTable;
  title_rematches: TitleRematchesTable;
  library_files: LibraryFilesTable;
  library_subtitles: LibrarySubtitlesTable;
  library_intros: LibraryIntrosTable;
  invitations: InvitationsTable;
  password_resets: PasswordResetsTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  sign_in_identities: SignInIdentitiesTable;
  watched_marks: WatchedMarksTable;
  continue_watching_hidden: ContinueWatchingHiddenTable;
  ratings: RatingsTable;
  calendar_feeds: CalendarFeedsTable;
  notifications: NotificationsTable;
  notification_checks: NotificationChecksTable;
  title_imports: TitleImportsTable;
  service_links: ServiceLinksTable;
}

/** Booleans are stored as 0/1 in both databases. */
type Flag = 0 | 1;

export interface UsersTable {
  id: string;
  /** Lower-cased on the way in. */
  email: string;
  /** Empty for an account made by single sign-on: no password matches it. */
  password_hash: string;
  display_name: string | null;
  photo_url: string | null;
  created_at: string;
  /** core's ROLES; 'member' unless given. */
  role: Generated<string>;
  disabled: Generated<Flag>;
  last_seen_at: string | null;
  /** Two-step sign-in (docs/accounts.md#two-step-sign-in): the secret once on, the one being set up, the last step used. */
  totp_secret: string | null;
  totp_pending: string | null;
  totp_last_step: number | null;
}

/** One of an account's profiles: the owner of lists, history and preferences. An account's first is its oldest. */
export interface ProfilesTable {
  id: string;
  user_id: string;
  name: string;
  /** One of core's PROFILE_AVATARS. */
  avatar: string;
  kids: Flag;
  /** One of core's CONTENT_RATINGS, or null for no limit. */
  max_rating: string | null;
  /** The PIN's hash (auth/passwords.ts), null without a PIN. */
  pin_hash: string | null;
  /** Last `seq` handed out to this profile's list and history rows. */
  entry_seq: Generated<number>;
  /** Bumped with every change to the profile's lists: tells whether a cached list reply is still current. */
  lists_version: Generated<number>;
  created_at: string;
}

export interface TokensTable {
  /** sha256 hex of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  /** The profile the token acts for; every token has one (null only in the column's type). */
  profile_id: string | null;
  created_at: string;
  expires_at: string;
  /** The browser's User-Agent when it signed in, at most 512 characters; null for sign-ins from before. */
  user_agent: string | null;
  last_seen_at: string | null;
}

/** Both entry tables keep a snapshot of the title (core's TITLE_SNAPSHOT_FIELDS), one column a field. */
export interface ListEntriesTable extends TitleSnapshot {
  id: string;
  profile_id: string;
  list: 'watchlist' | 'favourites';
  added_at: string;
  /** Orders entries added within the same millisecond. */
  seq: number;
}

export interface WatchHistoryTable extends TitleSnapshot {
  id: string;
  profile_id: string;
  watch_position: number;
  duration: number;
  season: number | null;
  episode: number | null;
  created_at: string;
  /** Orders entries written within the same millisecond. */
  seq: number;
}

export interface PreferencesTable {
  profile_id: string;
  is_watch_history_enabled: Flag;
  accent_color: string;
  preferred_source: string;
  /** '' for none, else an ISO 639-1 code. */
  subtitle_language: string;
  /** '' for the file's own default track, else an ISO 639-1 code. */
  audio_language: string;
  /** When subtitles come on by themselves: '' (the default), 'always', 'forced' or 'off' (SUBTITLE_MODES). */
  subtitle_mode: string;
  /** SUBTITLE_SIZES: 'small', 'normal', 'large' or 'xlarge'. */
  subtitle_size: string;
  /** SUBTITLE_BACKGROUNDS: 'none', 'shadow' or 'box'. */
  subtitle_background: string;
  /** RATING_STYLES: 'stars' or 'thumbs'. */
  rating_style: Generated<string>;
  /** The app's language: '' for automatic, else a code of LANGUAGES. */
  language: Generated<string>;
}

export interface PageviewsTable {
  id: string;
  path: string;
  referrer: string | null;
  not_found: Flag;
  user_id: string | null;
  created_at: string;
}

/** Facts of the server kept in its database: 'metadata_source', the source it last ran with. */
export interface SettingsTable {
  key: string;
  value: string;
}

/** A title of one metadata source, as found in the other: to_id null when it was not found there. */
export interface TitleRematchesTable {
  from_source: MetadataSourceName;
  media_type: MediaType;
  from_id: number;
  to_source: MetadataSourceName;
  to_id: number | null;
  /** What an entry takes of the title found: its name, year and images in the other source. */
  to_title: string | null;
  to_year: number | null;
  to_poster_path: string | null;
  to_backdrop_path: string | null;
  checked_at: string;
}

/** A video file of the library (MEDIA_DIR) as the scan found and matched it. */
export interface LibraryFilesTable {
  /** Inside the library, with '/'. */
  path: string;
  /** PostgreSQL's bigint arrives as text; the queries read both as numbers. */
  size: number | string;
  mtime_ms: number | string;
  media_type: MediaType;
  /** A film's title, or the show's name, as the file's name gives it. */
  title: string;
  year: number | null;
  season: number | null;
  episode: number | null;
  /** The last episode of a file of several; null for one. */
  episode_end: number | null;
  /** A file's episodes when they are not one run (`02x03 - 02x04 - 02x15`), as ',3,4,15,'; null otherwise. */
  episodes: Generated<string | null>;
  /** Which part of a film split over files (`cd2` is 2); null for a whole film or an episode. */
  part: Generated<number | null>;
  /** The version a film's name gives ('1080p', "Director's Cut"); null for none. */
  version: Generated<string | null>;
  /** An id the name gives ({tmdb-603}, or an id-named file's). */
  name_id: number | null;
  /** The source it was matched in, or looked for in when unmatched; null for a file not yet looked for. */
  source: MetadataSourceName | null;
  media_id: number | null;
  match: 'matched' | 'unmatched' | 'manual';
  /** The matched title as the source gave it when matched (null while unmatched). */
  shown_title: string | null;
  shown_year: number | null;
  poster_path: string | null;
  backdrop_path: string | null;
  /** JSON text: the sidecar subtitles beside it. */
  subtitles: string;
  /** The NFO files that described it when read (paths, sizes, times), '' for none: a change reads it again. */
  nfo: Generated<string>;
  found_at: string;
  /** JSON text: what ffprobe read (core's MediaInfo), or `{ error }` for a file it could not read. */
  media_info: string | null;
  /** When it was read (ISO time); null while waiting. A changed file's row is rewritten with neither. */
  media_probed_at: string | null;
}

/** A sidecar subtitle file of the library, by path, with the video it is beside (library_files.path). */
export interface LibrarySubtitlesTable {
  path: string;
  video_path: string;
  format: 'srt' | 'vtt' | 'ass' | 'sup' | 'vobsub' | 'other';
}

/** An episode's intro as its season's shared audio says (migration 013), by the file version fingerprinted. */
export interface LibraryIntrosTable {
  path: string;
  size: number | string;
  mtime_ms: number | string;
  /** Base64 of the raw Chromaprint numbers (32-bit little-endian); '' when its audio could not be read. */
  fingerprint: string;
  intro_start: number | null;
  intro_end: number | null;
  found_at: string;
}

/** A link that lets someone make an account (docs/accounts.md#invitations); only its code's hash is kept. */
export interface InvitationsTable {
  id: string;
  code_hash: string;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  max_uses: number;
  uses: Generated<number>;
  revoked_at: string | null;
  /** The first profile it gives: null name for none. */
  profile_name: string | null;
  profile_kids: Flag;
  profile_max_rating: string | null;
}

/** A one-time link to set an account's password (docs/accounts.md#password-reset-links); only its hash is kept. */
export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A one-time code that signs in in place of an authenticator's; only its hash is kept. */
export interface RecoveryCodesTable {
  code_hash: string;
  user_id: string;
  used_at: string | null;
}

/** A passkey (WebAuthn credential) of an account (docs/accounts.md#passkeys). */
export interface PasskeysTable {
  /** The credential id, base64url. */
  id: string;
  user_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's sign counter; PostgreSQL's bigint arrives as text. */
  counter: Generated<number | string>;
  /** JSON text: the transports the browser reported ('internal', 'usb', ...). */
  transports: Generated<string>;
  /** 'Chrome 142 on Linux': the browser that added it. */
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A challenge handed out for adding a passkey or signing in with one; deleted when used. */
export interface PasskeyChallengesTable {
  /** base64url, as the browser's answer carries it back. */
  challenge: string;
  /** The account adding a passkey; null for a sign-in. */
  user_id: string | null;
  purpose: 'register' | 'sign-in';
  expires_at: string;
}

/** An account at an OpenID provider, tied to a Marquee account (docs/accounts.md#single-sign-on). */
export interface SignInIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: string;
  created_at: string;
  last_used_at: string;
}

/** A film or an episode a profile marked watched, or that marked itself (docs/behaviour.md#watched-marks). */
export interface WatchedMarksTable {
  profile_id: string;
  media_type: MediaType;
  media_id: number;
  /** An episode's season (0 for specials) and number; -1 and -1 for a film. */
  season: number;
  episode: number;
  source: MetadataSourceName;
  /** How often it was watched: a mark of something marked adds one. */
  plays: Generated<number>;
  last_watched_at: string;
  /** The history entry (one viewing) that last marked it by itself; null when marked by hand. */
  viewing_id: string | null;
}

export interface ContinueWatchingHiddenTable {
  profile_id: string;
  media_type: MediaType;
  media_id: number;
  source: MetadataSourceName;
  /** The row leaves the title out while its last play or mark is no later than this. */
  hidden_at: string;
}

export interface RatingsTable {
  profile_id: string;
  media_type: MediaType;
  media_id: number;
  source: MetadataSourceName;
  /** 1 to 10; a thumb up is 10 and down 2. */
  rating: number;
  /** Kept with the rating so the list needs no request to the metadata source, as list entries keep theirs. */
  title: string;
  poster_path: string | null;
  rated_at: string;
}

/** A profile's calendar feed link (docs/behaviour.md#calendar): only its secret's sha256 is kept. */
export interface CalendarFeedsTable {
  profile_id: string;
  token_hash: string;
  created_at: string;
}

/** A notification of a profile (docs/behaviour.md#notifications): one per show, episode and kind. */
export interface NotificationsTable {
  id: string;
  profile_id: string;
  /** core's NOTIFICATION_KINDS. */
  kind: string;
  media_type: MediaType;
  media_id: number;
  source: MetadataSourceName;
  season: number;
  episode: number;
  /** The show's name when the notification was made. */
  title: string;
  created_at: string;
  read_at: string | null;
}

/** When a profile's followed shows were last checked for new episodes, for every node alike. */
export interface NotificationChecksTable {
  profile_id: string;
  checked_at: string;
}

/** An import of another service's file (migrations/023-title-imports.ts). */
export interface TitleImportsTable {
  id: string;
  profile_id: string;
  service: ImportService;
  file_name: string;
  status: 'running' | 'done' | 'failed';
  /** JSON of the file's entries (core's ImportedEntry[]), null once the import has ended. */
  entries: string | null;
  total: number;
  processed: Generated<number>;
  added_watched: Generated<number>;
  added_watchlist: Generated<number>;
  added_ratings: Generated<number>;
  /** JSON of core's UnmatchedTitle[]. */
  unmatched: Generated<string>;
  unmatched_count: Generated<number>;
  error: string | null;
  lease_until: string;
  created_at: string;
  finished_at: string | null;
}

/** A profile's link with a service it syncs with (migrations/024-service-links.ts). */
export interface ServiceLinksTable {
  profile_id: string;
  service: SyncService;
  access_token: string | null;
  refresh_token: string | null;
  expires_at: string | null;
  connected_at: string | null;
  pulled_at: string | null;
  pull_ended_at: string | null;
  pull_error: string | null;
  device_code: string | null;
  user_code: string | null;
  verification_url: string | null;
  device_expires_at: string | null;
  device_interval: number | null;
}
