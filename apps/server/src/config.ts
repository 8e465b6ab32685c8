import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import {
  KNOWN_LANGUAGES,
  LANGUAGES,
  LIBRARY_ACCESS_MODES,
  matchLanguage,
  REGISTRATION_MODES,
  SOURCE_LANGUAGE,
  type LanguageCode,
  type LibraryAccess,
  type RegistrationMode,
} from '@marquee/core';
import { signInConfig, type SignInConfig } from './sign-in-config.ts';
import { mailConfig, type MailConfig } from './mail-config.ts';
import { basePathConfig } from './base-path-config.ts';
import { metricsConfig, type MetricsConfig } from './metrics-config.ts';
import { backupConfig, type BackupConfig } from './backup-config.ts';

/**
 * Runtime configuration from environment variables (docs/configuration.md). Every variable is optional;
 * unset means the embedded default. A bad value throws a ConfigError whose one-line message
 * names the variable, and main.ts prints it and exits.
 */
export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  /** Folder of the built web app; served when it exists. */
  webDist: string;
  tmdb: { apiKey?: string; readToken?: string; baseUrl: string; imageBaseUrl: string };
  redisUrl?: string;
  sportsApiUrl?: string;
  downloadApiUrl?: string;
  /** Trakt's API (TRAKT_CLIENT_ID and TRAKT_CLIENT_SECRET, an app of the operator's): profiles may sync with it. */
  trakt?: { clientId: string; clientSecret: string; apiUrl: string };
  /** Simkl's API (SIMKL_CLIENT_ID, an app of the operator's; its PIN sign-in needs no secret): profiles may sync with it. */
  simkl?: { clientId: string; apiUrl: string };
  chat: { url?: string; key?: string; model: string };
  mediaDir: string;
  /** MEDIA_DIR as the operator wrote it ('./data/media' by default): the owner is shown it as where files go. */
  mediaDirSetting: string;
  /** The language the library is kept in (ISO 639-1): what a subtitle file that names none is taken to be in. */
  libraryLanguage: string;
  /** DEFAULT_LANGUAGE: the app's language for a visitor whose browser asks for none the app speaks. */
  defaultLanguage: LanguageCode;
  /** How often the library is scanned besides the file watcher's changes, in seconds; 0 for never (the default). */
  libraryPollSeconds: number;
  sourcesFile?: string;
  communityUrl?: string;
  adScriptUrl?: string;
  contactEmail: string;
  siteName: string;
  /** BASE_PATH: the path the app is served under, '' at the root or e.g. '/marquee' (docs/operations.md#sub-path). */
  basePath: string;
  /** Folder for the caches on disk (images). */
  cacheDir: string;
  /**
   * DISK_MIN_FREE_MB: free space, in MB, under which a disk the server writes to counts as low; the node is unready
   * while its database's folder is (docs/operations.md#several-nodes). 0 turns the check off.
   */
  diskMinFreeMb: number;
  /** Requests per minute per address on login and register. */
  authRateLimit: number;
  /** Requests per minute per address on each gateway route (metadata, images, sports), which spend the operator's upstream quota. */
  gatewayRateLimit: number;
  logLevel: string;
  /**
   * Which proxies in front may say who the client is (X-Forwarded-For), so rate limits count client
   * addresses: false for none, a number of proxy hops, or the proxies' addresses and CIDR ranges.
   */
  trustProxy: TrustProxy;
  /**
   * The e-mail addresses (lower-cased) of the accounts that run the server: its library screen. Empty means
   * the first account made.
   */
  adminEmails: string[];
  /**
   * Who may make an account until an admin chooses otherwise (REGISTRATION; docs/accounts.md#registration): 'invite'
   * unless set.
   */
  registration: RegistrationMode;
  /** Who may play the library's films (LIBRARY_ACCESS): signed-in accounts ('members', the default) or everyone. */
  libraryAccess: LibraryAccess;
  /** The media tools (docs/playback.md): FFMPEG_PATH and FFPROBE_PATH, or the names found on PATH. */
  media: MediaToolsConfig;
  /** Single sign-on and whether passwords sign in (sign-in-config.ts). */
  signIn: SignInConfig;
  /** Where 'Forgot password?' mails go out (mail-config.ts); unset when the server sends no mail. */
  mail?: MailConfig;
  /**
   * The server's address as its users reach it (PUBLIC_URL, an origin such as 'https://marquee.example.com'): what
   * mailed links and the single sign-on's return address are made with, rather than the request's Host, which a
   * client chooses. Required to send mail.
   */
  publicUrl?: string;
  /** Prometheus metrics at GET /metrics (metrics-config.ts): off unless METRICS_TOKEN or METRICS_PORT is set. */
  metrics: MetricsConfig;
  /** Backups the server writes while it runs (backup-config.ts); unset without BACKUP_DIR. */
  backup?: BackupConfig;
}

export const TRANSCODE_HWACCELS = ['none', 'vaapi', 'qsv', 'nvenc'] as const;
export type TranscodeHwaccel = (typeof TRANSCODE_HWACCELS)[number];

export interface MediaToolsConfig {
  ffmpegPath: string;
  ffprobePath: string;
  /** Conversions (remuxes and transcodes) one node runs at once. */
  maxTranscodes: number;
  /** The hardware that converts video; software when it is 'none' or fails. */
  hwaccel: TranscodeHwaccel;
  /** Chromaprint's fpcalc, which fingerprints episodes' audio to find their intros: FPCALC_PATH or 'fpcalc'. */
  fpcalcPath: string;
  /** Whether a series' intros are found by the audio its episodes share (INTRO_DETECTION, on unless 'off'). */
  introDetection: boolean;
}

export type TrustProxy = false | number | string[];

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** Trakt's keys go together: one without the other is a mistake said at start, not a sync that fails later. */
function traktConfig(env: Env): AppConfig['trakt'] {
  const clientId = env.TRAKT_CLIENT_ID?.trim();
  const clientSecret = env.TRAKT_CLIENT_SECRET?.trim();
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) throw new ConfigError('TRAKT_CLIENT_ID and TRAKT_CLIENT_SECRET are set together');
  return { clientId, clientSecret, apiUrl: optionalUrl(env, 'TRAKT_API_URL') ?? 'https://api.trakt.tv' };
}

function simklConfig(env: Env): AppConfig['simkl'] {
  const clientId = env.SIMKL_CLIENT_ID?.trim();
  if (!clientId) return undefined;
  return { clientId, apiUrl: optionalUrl(env, 'SIMKL_API_URL') ?? 'https://api.simkl.com' };
}

function optionalUrl(env: Env, name: string, protocols = ['http:', 'https:']): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${raw}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got "${url.protocol}"`);
  }
  return raw.replace(/\/+$/, '');
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

function databaseUrl(env: Env): string {
  const raw = env.DATABASE_URL?.trim() || 'sqlite:./data/app.db';
  if (raw.startsWith('sqlite:') || raw.startsWith('postgres://') || raw.startsWith('postgresql://')) return raw;
  throw new ConfigError(`DATABASE_URL must start with sqlite: or postgres://, got "${raw.split(':')[0]}:..."`);
}

/** proxy-addr's named ranges, which Fastify accepts beside addresses and CIDR ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: a number of proxy hops (`1`: the address is the rightmost X-Forwarded-For entry, the
 * one the proxy added) or a comma-separated list of proxy addresses, CIDR ranges or named ranges.
 * Not `true`: trusting every hop makes the client's own leftmost entry its address, so anyone could
 * pick a fresh address per request and pass every per-address limit.
 */
function trustProxy(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === '0') return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 0 && hops <= 100) return hops;
  } else {
    const entries = raw.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
  }
  throw new ConfigError(
    `TRUST_PROXY must be a number of proxy hops (1 to 100) or a comma-separated list of proxy addresses or CIDR ranges, got "${raw}"`,
  );
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy` for the configured value. A hop count is given as the function proxy-addr
 * applies to each address from the socket outwards, as Fastify treats a bare number as "trust none".
 */
export function fastifyTrustProxy(value: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(env: Env): string {
  const raw = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  if (!LOG_LEVELS.includes(raw))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  return raw;
}

/** ADMIN_EMAILS: a comma-separated list of e-mail addresses. */
function adminEmails(env: Env): string[] {
  const entries = (env.ADMIN_EMAILS ?? '').split(',').map((entry) => entry.trim().toLowerCase());
  const emails = entries.filter((entry) => entry !== '');
  const bad = emails.find((entry) => !EMAIL.test(entry));
  if (bad !== undefined) throw new ConfigError(`ADMIN_EMAILS must be a comma-separated list of e-mail addresses, got "${bad}"`);
  return emails;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** LIBRARY_LANGUAGE: a language's ISO 639-1 code the library reads names in ('en', 'fr'); any case. */
function libraryLanguage(env: Env): string {
  const raw = env.LIBRARY_LANGUAGE?.trim() || 'en';
  const code = raw.toLowerCase();
  if (!KNOWN_LANGUAGES.some((language) => language.code === code)) {
    throw new ConfigError(`LIBRARY_LANGUAGE must be a language's two-letter code (ISO 639-1), such as en or fr, got "${raw}"`);
  }
  return code;
}

function defaultLanguage(env: Env): LanguageCode {
  const raw = env.DEFAULT_LANGUAGE?.trim() || SOURCE_LANGUAGE;
  const code = matchLanguage(raw);
  if (!code) {
    const spoken = LANGUAGES.filter((language) => !('pseudo' in language)).map((language) => language.code);
    throw new ConfigError(`DEFAULT_LANGUAGE must be one of the app's languages (${spoken.join(', ')}), got "${raw}"`);
  }
  return code;
}

function mediaTools(env: Env, cwd: string): MediaToolsConfig {
  const hwaccel = env.TRANSCODE_HWACCEL?.trim().toLowerCase() || 'none';
  if (!(TRANSCODE_HWACCELS as readonly string[]).includes(hwaccel)) {
    throw new ConfigError(`TRANSCODE_HWACCEL must be one of ${TRANSCODE_HWACCELS.join(', ')}, got "${env.TRANSCODE_HWACCEL}"`);
  }
  // A bare name is looked up on PATH when run; a path is taken from the working folder, like the other paths.
  const tool = (name: string, fallback: string) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    return raw.includes('/') ? path.resolve(cwd, raw) : raw;
  };
  return {
    ffmpegPath: tool('FFMPEG_PATH', 'ffmpeg'),
    ffprobePath: tool('FFPROBE_PATH', 'ffprobe'),
    // One conversion per core keeps each near real time on a small server; at least one.
    maxTranscodes: integer(env, 'MAX_TRANSCODES', Math.max(1, availableParallelism()), 0, 256),
    hwaccel: hwaccel as TranscodeHwaccel,
    fpcalcPath: tool('FPCALC_PATH', 'fpcalc'),
    introDetection: introDetection(env),
  };
}

/** A variable that takes one of a few words, any case; `fallback` when unset. */
function oneOf<Word extends string>(env: Env, name: string, words: readonly Word[], fallback: Word): Word {
  const raw = env[name]?.trim().toLowerCase() || fallback;
  if (!(words as readonly string[]).includes(raw))
    throw new ConfigError(`${name} must be one of ${words.join(', ')}, got "${env[name]}"`);
  return raw as Word;
}

function introDetection(env: Env): boolean {
  const raw = env.INTRO_DETECTION?.trim().toLowerCase() || 'on';
  if (raw !== 'on' && raw !== 'off') throw new ConfigError(`INTRO_DETECTION must be on or off, got "${env.INTRO_DETECTION}"`);
  return raw === 'on';
}

/** PUBLIC_URL: an http(s) origin, nothing after the host and port. */
function publicUrl(env: Env): string | undefined {
  const raw = optionalUrl(env, 'PUBLIC_URL');
  if (raw === undefined) return undefined;
  const url = new URL(raw);
  if (url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new ConfigError(`PUBLIC_URL must be the server's address alone, such as https://marquee.example.com, got "${raw}"`);
  }
  return url.origin;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const email = env.CONTACT_EMAIL?.trim() || 'contact@example.com';
  if (!EMAIL.test(email)) throw new ConfigError(`CONTACT_EMAIL is not an e-mail address: "${email}"`);
  const chatUrl = optionalUrl(env, 'CHAT_API_URL');
  const mail = mailConfig(env, ConfigError);
  const ownUrl = publicUrl(env);
  // A mailed link made with the request's Host would point wherever a forged Host says.
  if (mail && !ownUrl)
    throw new ConfigError('SMTP_URL needs PUBLIC_URL, the address mailed links point to (https://marquee.example.com)');
  if (chatUrl && !env.CHAT_API_KEY?.trim()) throw new ConfigError('CHAT_API_URL is set but CHAT_API_KEY is empty');
  const port = integer(env, 'PORT', 8080, 0, 65535);
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl: databaseUrl(env),
    webDist: path.resolve(cwd, env.WEB_DIST?.trim() || 'apps/web/dist'),
    tmdb: {
      apiKey: env.TMDB_API_KEY?.trim() || undefined,
      readToken: env.TMDB_READ_TOKEN?.trim() || undefined,
      baseUrl: optionalUrl(env, 'TMDB_BASE_URL') ?? 'https://api.themoviedb.org/3',
      imageBaseUrl: optionalUrl(env, 'TMDB_IMAGE_BASE_URL') ?? 'https://image.tmdb.org/t/p',
    },
    redisUrl: optionalUrl(env, 'REDIS_URL', ['redis:', 'rediss:']),
    sportsApiUrl: optionalUrl(env, 'SPORTS_API_URL'),
    downloadApiUrl: optionalUrl(env, 'DOWNLOAD_API_URL'),
    trakt: traktConfig(env),
    simkl: simklConfig(env),
    chat: { url: chatUrl, key: env.CHAT_API_KEY?.trim() || undefined, model: env.CHAT_MODEL?.trim() || 'gpt-4o-mini' },
    mediaDir: path.resolve(cwd, env.MEDIA_DIR?.trim() || 'data/media'),
    mediaDirSetting: env.MEDIA_DIR?.trim() || './data/media',
    libraryLanguage: libraryLanguage(env),
    defaultLanguage: defaultLanguage(env),
    libraryPollSeconds: integer(env, 'LIBRARY_POLL_SECONDS', 0, 0, 86_400),
    sourcesFile: env.SOURCES_FILE?.trim() ? path.resolve(cwd, env.SOURCES_FILE.trim()) : undefined,
    communityUrl: optionalUrl(env, 'COMMUNITY_URL'),
    adScriptUrl: optionalUrl(env, 'AD_SCRIPT_URL', ['https:']),
    contactEmail: email,
    siteName: env.SITE_NAME?.trim() || 'Marquee',
    basePath: basePathConfig(env, ConfigError),
    cacheDir: path.resolve(cwd, env.CACHE_DIR?.trim() || 'data/cache'),
    diskMinFreeMb: integer(env, 'DISK_MIN_FREE_MB', 256, 0, 1_000_000_000),
    authRateLimit: integer(env, 'AUTH_RATE_LIMIT', 10, 1, 100_000),
    gatewayRateLimit: integer(env, 'GATEWAY_RATE_LIMIT', 600, 1, 1_000_000_000),
    logLevel: logLevel(env),
    trustProxy: trustProxy(env),
    adminEmails: adminEmails(env),
    registration: oneOf(env, 'REGISTRATION', REGISTRATION_MODES, 'invite'),
    libraryAccess: oneOf(env, 'LIBRARY_ACCESS', LIBRARY_ACCESS_MODES, 'members'),
    media: mediaTools(env, cwd),
    signIn: signInConfig(env, ConfigError),
    mail,
    publicUrl: ownUrl,
    metrics: metricsConfig(env, port, ConfigError),
    backup: backupConfig(env, cwd, ConfigError),
  };
}
