/** Business constants and limits of docs/behaviour.md#limits (and the defaults of docs/behaviour.md#preferences). */

export const CATALOGUE_PAGE_SIZE = 20;
export const SEARCH_PAGE_SIZE = 20;
export const HISTORY_PAGE_SIZE = 20;
export const LOCAL_HISTORY_CAP = 10;
export const CONTINUE_WATCHING_MAX = 20;
export const SEARCH_HISTORY_MAX = 5;
export const HEADER_SUGGESTIONS_MAX = 6;
export const SUGGESTION_DEBOUNCE_MS = 300;
export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_CLOSE_DELAY_MS = 200;
export const SEARCH_PAGE_TITLE_SUGGESTIONS = 3;
export const SEARCH_PAGE_HISTORY_SUGGESTIONS = 2;
export const HERO_ITEMS = 5;
export const HERO_AUTO_ADVANCE_MS = 10_000;
export const HERO_SWIPE_THRESHOLD_PX = 50;
export const REVIEWS_STEP = 3;
export const REVIEW_CLAMP_CHARS = 300;
export const KEYBOARD_HINT_DELAY_MS = 5_000;
export const COMMUNITY_POPUP_INTERVAL_MS = 2 * 60 * 60 * 1000;
export const CHAT_REPLY_DELAY_MS = 1_000;
export const CHAT_TEMPERATURE = 0.9;
export const CHAT_TOP_P = 0.7;
export const CHAT_MAX_TOKENS = 1024;
export const MOBILE_BREAKPOINT_PX = 768;
export const SKELETON_COUNT = 20;
export const EMBED_URL_ATTEMPTS = 3;
export const EMBED_URL_RETRY_MS = 1_000;
export const VIDEO_END_POLL_MS = 1_000;
export const SANDBOX_CHECK_POLL_MS = 2_000;
export const EPISODE_COMPLETE_WITHIN_S = 5;
export const DISPLAY_NAME_MAX = 30;
export const LIVE_THRESHOLD_MS = 3 * 60 * 60 * 1000;
export const TOAST_SEARCH_TIPS_MS = 2_000;
export const TOAST_SOURCE_CHANGE_MS = 3_000;
export const TOAST_WATCH_PARTY_MS = 3_000;
/** Watch parties one address may start in a minute. */
export const PARTY_STARTS_PER_MINUTE = 10;
/** Parties a node without Redis holds in memory at most; past it, starting one answers 503. */
export const PARTY_MAX_IN_MEMORY = 10_000;
export const INFINITE_SCROLL_THRESHOLD = 0.1;
export const PASSWORD_MIN_LENGTH = 8;
/** The refusal of a shorter one: a fixed text (a schema's message takes no values), checked against the length by a test. */
export const PASSWORD_TOO_SHORT = /*i18n*/ 'Password must be at least 8 characters';
/**
 * Failed sign-ins (docs/behaviour.md#sign-up-and-sign-in): an address is refused for an account after
 * SIGN_IN_FAILURES_PER_ADDRESS of them from it; past SIGN_IN_FAILURES_PER_ACCOUNT from all addresses, every
 * address that has failed for the account is refused, never one that has not. Both within the window.
 */
export const SIGN_IN_FAILURES_PER_ADDRESS = 10;
export const SIGN_IN_FAILURES_PER_ACCOUNT = 100;
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Wrong PINs for a profile (docs/behaviour.md#profiles), counted as failed sign-ins are. */
export const WRONG_PINS_PER_ADDRESS = 5;
export const WRONG_PINS_PER_PROFILE = 20;
export const WRONG_PIN_WINDOW_MS = 5 * 60_000;
/**
 * Password and PIN hashes (argon2) computed at once, server-wide, and waiting for their turn: they run on
 * the thread pool that also reads static files, so a burst must leave it threads. Past the queue, 503.
 */
export const PASSWORD_HASHES_AT_ONCE = 2;
export const PASSWORD_HASHES_WAITING_MAX = 64;
/**
 * What a profile keeps (docs/behaviour.md#limits): its watch history keeps its newest HISTORY_MAX_ENTRIES entries
 * (recording or importing past it drops the oldest), and each of its lists holds at most LIST_MAX_ENTRIES titles
 * (adding or importing past it is refused with 422). An import file holds at most as many of each.
 */
export const HISTORY_MAX_ENTRIES = 10_000;
export const LIST_MAX_ENTRIES = 10_000;
/**
 * The films and episodes a profile keeps marked watched (docs/behaviour.md#limits): a mark that would pass it is
 * refused with 422, so a script cannot grow the table without bound; a real viewer's decades of shows fit.
 */
export const WATCHED_MAX_MARKS = 100_000;

/**
 * An account keeps at most SIGN_INS_MAX_PER_ACCOUNT live sign-ins (tokens): a new one past it ends the oldest, so
 * signing in again and again cannot grow the tokens table without bound (docs/behaviour.md#limits).
 */
export const SIGN_INS_MAX_PER_ACCOUNT = 100;
/** Exports, and imports, one account may make in an hour (docs/behaviour.md#your-data). */
export const DATA_EXPORTS_PER_HOUR = 10;
export const DATA_IMPORTS_PER_HOUR = 10;
/**
 * Page views are kept PAGEVIEW_RETENTION_DAYS, and PAGEVIEWS_MAX_ROWS at most in all, the oldest going first
 * (docs/behaviour.md#limits): the table would otherwise grow with every route change for ever.
 */
export const PAGEVIEW_RETENTION_DAYS = 90;
export const PAGEVIEWS_MAX_ROWS = 1_000_000;
/** Request bodies above this are refused with 413 (docs/behaviour.md#errors). */
export const MAX_BODY_BYTES = 64 * 1024;
/**
 * The largest value of an `integer` column on PostgreSQL (4 bytes; SQLite's hold 8): the bound of
 * every whole number the API stores (media ids, seasons, episodes), so both databases take it.
 */
export const DB_INTEGER_MAX = 2_147_483_647;

export const SPORTS_STREAM_SOURCES = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'] as const;

/** The 7 accent colours of docs/behaviour.md#limits; the default is #E63462 (docs/behaviour.md#preferences). */
export const ACCENT_COLORS = [
  { name: 'Pink', value: '#E63462' },
  { name: 'Purple', value: '#9b87f5' },
  { name: 'Blue', value: '#0EA5E9' },
  { name: 'Green', value: '#10B981' },
  { name: 'Yellow', value: '#F59E0B' },
  { name: 'Orange', value: '#F97316' },
  { name: 'Red', value: '#EF4444' },
] as const;
export type AccentColor = (typeof ACCENT_COLORS)[number]['value'];
export const DEFAULT_ACCENT_COLOR: AccentColor = '#E63462';

/** The genre filter chips of the Movies screen: a chosen few of TMDB's movie genres. */
export const MOVIE_GENRE_CHIPS = [
  { id: 28, name: 'Action' },
  { id: 12, name: 'Adventure' },
  { id: 35, name: 'Comedy' },
  { id: 18, name: 'Drama' },
  { id: 27, name: 'Horror' },
  { id: 10749, name: 'Romance' },
  { id: 878, name: 'Sci-Fi' },
] as const;

/** The genre filter chips of the TV Shows screen. */
export const TV_GENRE_CHIPS = [
  { id: 10759, name: 'Action & Adventure' },
  { id: 35, name: 'Comedy' },
  { id: 18, name: 'Drama' },
  { id: 10765, name: 'Sci-Fi & Fantasy' },
  { id: 80, name: 'Crime' },
  { id: 9648, name: 'Mystery' },
  { id: 10762, name: 'Kids' },
] as const;

/** Local storage keys of docs/behaviour.md#browser-storage. */
/**
 * How long a media URL the server issues (a player page, a library file, a subtitle; docs/behaviour.md#ratings)
 * stays valid: a long film, paused a while, still seeks with the URL its page was given.
 */
export const MEDIA_URL_LIFETIME_S = 6 * 60 * 60;
/**
 * The cookie a limited profile's device sends with its page and image requests, which carry no token: its limit's
 * rank (docs/behaviour.md#ratings). It can only narrow what the server serves, never widen it.
 */
export const LIMIT_HINT_COOKIE = 'marquee-limit';
export const STORAGE_KEYS = {
  token: 'authToken',
  user: 'user',
  selectedVideoSource: 'selectedVideoSource',
  searchHistory: 'searchHistory',
  localWatchHistory: 'watchHistory',
  communityPopup: 'communityPopupLastShown',
  installed: 'appInstalled',
  keyboardHint: 'keyboardHintShown',
  vidLinkProgress: 'vidLinkProgress',
  vidsrcwtfProgress: 'vidsrcwtf-Progress',
  vidjoyHistory: 'vidjoy-watch-history',
} as const;

/**
 * Where a stored title's id comes from (docs/behaviour.md#title-sources): TMDB's ids, or the offline
 * catalogue's. The catalogue's film and show ids start at CATALOGUE_ID_MIN, far above TMDB's (about
 * two million in all), so the two can never be taken for each other in a URL or a reply.
 */
export const METADATA_SOURCES = ['catalogue', 'tmdb'] as const;
export type MetadataSourceName = (typeof METADATA_SOURCES)[number];
export const CATALOGUE_ID_MIN = 1_000_000_000;
/** Ids from CATALOGUE_ID_MIN up to here are the catalogue's; the top stays inside DB_INTEGER_MAX. */
export const CATALOGUE_ID_MAX = 1_999_999_999;

/**
 * How many of the names the library scan passed over (not UTF-8, or refused by the database) the owner's screen
 * lists at most (docs/behaviour.md#the-librarys-owner).
 */
export const LIBRARY_SKIPPED_SHOWN = 500;
/** The largest sidecar subtitle file served: subtitles are text of a few hundred kilobytes (docs/behaviour.md#library). */
export const SUBTITLE_MAX_BYTES = 5 * 1024 * 1024;

/** The largest reply read from the download service (DOWNLOAD_API_URL): its replies are a few links. */
export const DOWNLOAD_REPLY_MAX_BYTES = 1024 * 1024;
/**
 * A server rendering of a page's first screen past this is abandoned and its place in the renderer given to
 * the next: longer than the slowest upstream answer with its one retry, far shorter than forever.
 */
export const SSR_RENDER_TIMEOUT_MS = 20_000;
/**
 * Title ratings one request of a limited profile may ask TMDB for (those the gateway has not cached): a list is
 * filtered title by title, and its page is drawn from several upstream pages, so without a bound one request
 * would be dozens of upstream calls. Titles past it are left out of that answer and rated by the next.
 */
export const PROFILE_LIMIT_RATING_LOOKUPS = 40;
/**
 * TMDB searches that matching one import's titles may make (docs/behaviour.md#title-sources); its other
 * titles are looked for at the next start.
 */
export const REMATCH_SEARCHES_PER_IMPORT = 100;
/** TMDB searches that all the matching of titles on one server node may make in a minute; the rest wait. */
export const REMATCH_SEARCHES_PER_MINUTE = 120;

/** Who may make an account: anyone, only with an invitation, or nobody (docs/accounts.md#registration). */
export const REGISTRATION_MODES = ['open', 'invite', 'closed'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/** An account's role: admins manage the server (library, accounts, settings), members watch. */
export const ROLES = ['admin', 'member'] as const;
export type Role = (typeof ROLES)[number];

/** The ways an account can sign in, as the admin's list of accounts names them. */
export const SIGN_IN_METHODS = ['password', 'passkey', 'sso'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** Who may play the library's films: signed-in accounts only, or every visitor too (LIBRARY_ACCESS). */
export const LIBRARY_ACCESS_MODES = ['members', 'everyone'] as const;
export type LibraryAccess = (typeof LIBRARY_ACCESS_MODES)[number];
