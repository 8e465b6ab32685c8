import { z } from './zod.ts';
import { videoSourceSchema, type VideoSource } from './sources.ts';
import { LANGUAGES, type LanguageCode } from './rules/languages.ts';

/**
 * GET /api/config: what the web app needs at start (docs/behaviour.md#one-origin).
 * The server builds this reply; the web app loads it once at start and reads it as AppConfigReply
 * (without parsing: zod stays out of the home page's download).
 */

/** A playback source as the web app receives it: the server's configured VideoSource, unchanged. */
export type ConfigSource = VideoSource;

/** Image base and size tables in TMDB's /configuration shape; the base is the server's own image route. */
export const imageConfigSchema = z.object({
  secure_base_url: z.string(),
  base_url: z.string().optional(),
  poster_sizes: z.array(z.string()),
  backdrop_sizes: z.array(z.string()),
  logo_sizes: z.array(z.string()),
  still_sizes: z.array(z.string()),
  profile_sizes: z.array(z.string()),
});
export type ImageConfig = z.infer<typeof imageConfigSchema>;

/** Whether each outside service talks to its upstream or answers from the embedded default. */
export const serviceModesSchema = z.object({
  metadata: z.enum(['upstream', 'offline']),
  sports: z.enum(['upstream', 'demo']),
  downloads: z.enum(['upstream', 'library']),
  chat: z.enum(['upstream', 'offline']),
});
export type ServiceModes = z.infer<typeof serviceModesSchema>;

/** How accounts sign in on this server (docs/accounts.md#sign-in). */
export const signInModesSchema = z.object({
  /** Whether email and password sign in (PASSWORD_SIGNIN). */
  password: z.boolean(),
  /** The single sign-on button's words ('Sign in with Authentik'); null when OpenID Connect is not configured. */
  sso: z.string().nullable(),
  /** Whether 'Forgot password?' mails a reset link (SMTP_URL and MAIL_FROM are set). */
  resetByEmail: z.boolean(),
});
export type SignInModes = z.infer<typeof signInModesSchema>;

export const appConfigSchema = z.object({
  siteName: z.string(),
  /**
   * The path the app is served under (BASE_PATH): '' at the site's root, else e.g. '/marquee', without a trailing
   * slash. Every path the app writes (links, API calls, assets) starts with it.
   */
  basePath: z.string(),
  contactEmail: z.string(),
  /** External community (messaging channel) link; null when not configured. */
  communityUrl: z.string().nullable(),
  adScriptUrl: z.string().nullable(),
  images: imageConfigSchema,
  /** The playback sources as configured on the server (SOURCES_FILE or the built-in list). */
  sources: z.array(videoSourceSchema),
  services: serviceModesSchema,
  signIn: signInModesSchema,
  /**
   * Where each language's compiled messages are (a JSON file of the web build, under the base path), by language
   * code; English, written in the code, has none. Empty when the build has no catalogues.
   */
  catalogues: z.record(z.string(), z.string()),
  /** The site's language (DEFAULT_LANGUAGE): what a page is in when neither the viewer nor their browser chose one. */
  defaultLanguage: z.enum(LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]]),
});
export type AppConfigReply = z.infer<typeof appConfigSchema>;
