import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { MAX_BODY_BYTES, type VideoSource } from '@marquee/core';
import { fastifyTrustProxy, type AppConfig } from './config.ts';
import { openDb, type Db } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { documentPolicy } from './http/document-policy.ts';
import { serveUnderBasePath, stripBasePath } from './http/base-path.ts';
import { indexPage, sendIndexPage } from './http/index-page.ts';
import { htmlInLanguage, requestLanguage } from './http/page-language.ts';
import { preloadHints } from './http/preload-hints.ts';
import { loadSsrRenderer, whenClosed } from './http/ssr/index.ts';
import { clientErrorHandler, errorHandler } from './http/errors.ts';
import { registerApiDescription } from './http/api-description.ts';
import { addSecurityHeaders } from './http/security-headers.ts';
import { createMessageBus, type MessageBus } from './lib/message-bus.ts';
import { createMetrics, type Metrics } from './lib/metrics.ts';
import { createUrlSigner, loadSigningKey, type UrlSigner } from './lib/signed-urls.ts';
import { openRedis, type RedisConnection } from './lib/redis-connection.ts';
import { modules } from './modules/index.ts';
import { findMediaTools, type MediaTools } from './modules/playback/media-tools.ts';
import { createStreamSessions, type StreamSessions } from './modules/playback/stream-sessions.ts';
import { createStreamStatusStore } from './modules/playback/stream-status.ts';
import { createLibrary, type Library } from './modules/library/index.ts';
import { createTitleRefs, type TitleRefs } from './modules/title-refs/index.ts';
import { createImportRunner, type ImportRunner } from './modules/title-imports/index.ts';
import { appConfigReply, loadSiteName, type SiteName } from './modules/config/index.ts';
import { requestLimit, resolveUser } from './modules/auth/current-user.ts';
import { setupWatch } from './modules/auth/registration-policy.ts';
import { createFailureLog, type FailureLog } from './modules/auth/index.ts';
import { assignAdmins } from './modules/admin/role-upgrade.ts';
import { createMetadataSource, type MetadataSource } from './modules/metadata/metadata-source.ts';
import { pwaRoutes } from './modules/pwa/routes.ts';
import { metricsRoutes } from './modules/metrics/routes.ts';
import { loadSources } from './modules/sources/source-list.ts';
import { sportsEmbedRoutes } from './modules/sports/embed/routes.ts';
import { embedRoutes } from './modules/embed/routes.ts';
import { scheduleBackups } from './backup/scheduled-backups.ts';
import { frameSourcePolicy } from './modules/embed/frame-source-policy.ts';

export interface AppContext {
  config: AppConfig;
  db: Db;
  /** Playback sources: SOURCES_FILE or the built-in list, read once at start. */
  sources: VideoSource[];
  /** TMDB or the offline catalogue: served by the metadata gateway and asked in-process by the assistant. */
  metadata: MetadataSource;
  /** The shared Redis (REDIS_URL) that makes several nodes act as one; null on a single node. */
  redis: RedisConnection | null;
  /** Messages to every node (Redis pub/sub with REDIS_URL, in-process otherwise). */
  bus: MessageBus;
  /** Stored titles kept meaning the same titles when the metadata source changes. */
  titleRefs: TitleRefs;
  /** MEDIA_DIR's files, found by their names and matched to titles. */
  library: Library;
  /** Imports from other services' files and syncs (modules/title-imports), worked on in the background. */
  imports: ImportRunner;
  /** Signs and checks the media URLs the limit-checked routes issue (one key for every node, in the database). */
  urls: UrlSigner;
  /** FFmpeg and ffprobe, as found at start (modules/playback): without them, only direct play. */
  mediaTools: MediaTools;
  /** The FFmpeg conversions this node runs for the players (modules/playback), ended when the app closes. */
  streams: StreamSessions;
  /** The site's name, as its owner last named it (SITE_NAME until then). */
  siteName: SiteName;
  /** The latest failed sign-ins, for the admins' Activity (every node's with REDIS_URL). */
  signInFailures: FailureLog;
  /** Whether the server still waits for its setup (docs/accounts.md#setup): no admin yet, none in ADMIN_EMAILS. */
  setupNeeded: () => Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** This app's Prometheus metrics (lib/metrics.ts), served at GET /metrics. */
    metrics: Metrics;
  }
}

export interface BuildOptions {
  /** Use this database instead of opening config.databaseUrl (tests share one). */
  db?: Db;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them to check that no secret is logged). */
  logStream?: NodeJS.WritableStream;
  /** Called with each route as it is registered (tests compare them with the API description). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Builds the whole server (web app, own API, gateways) without listening, so tests can drive the
 * same app over a real port or `inject`. main.ts is the only caller that listens.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const sources = loadSources(config);
  const db = options.db ?? openDb(config.databaseUrl);
  await migrateToLatest(db);
  await assignAdmins(db.kysely, config);
  const urls = createUrlSigner(await loadSigningKey(db.kysely), config.basePath);

  const app = createFastify(config, options);
  const redis = config.redisUrl ? openRedis(config.redisUrl, app.log) : null;
  const bus = createMessageBus(redis, app.log);
  const metadata = createMetadataSource(config, app.log, redis, app.metrics);
  const titleRefs = createTitleRefs(db.kysely, metadata, app.log);
  const library = createLibrary(db.kysely, config.mediaDir, metadata, app.log, { pollSeconds: config.libraryPollSeconds });
  const mediaTools = await findMediaTools(config.media, app.log);
  const streams = createStreamSessions(mediaTools, app.log, createStreamStatusStore(redis, app.log));
  const setupNeeded = setupWatch(db.kysely, config);
  const siteName = await loadSiteName(db.kysely, config.siteName, bus, app.log);
  const imports = createImportRunner(db.kysely, metadata, app.log);
  const ctx = { config, db, sources, redis, bus, metadata, titleRefs, library, imports, urls, mediaTools, streams };
  app.decorate('ctx', { ...ctx, siteName, setupNeeded, signInFailures: createFailureLog(redis) });
  // Before the first request: replies carry each entry's source, so rows saved without one are labelled first.
  app.addHook('onReady', () => titleRefs.start());
  // The library is scanned in the background: the server answers at once, the library fills in.
  app.addHook('onReady', async () => library.start());
  // Imports whose node stopped are taken over, now and every half minute.
  app.addHook('onReady', async () => imports.start());
  // BACKUP_DIR: backups in the background, taken by one node of several (backup/scheduled-backups.ts).
  const backups = config.backup ? scheduleBackups(db, config.backup, app.log) : null;
  app.addHook('onReady', async () => backups?.start());
  app.decorateRequest('user', null);
  app.setErrorHandler(errorHandler);
  // First: a request outside BASE_PATH goes no further.
  serveUnderBasePath(app, config.basePath);
  app.addHook('onRequest', resolveUser);
  addDrainHooks(app, streams);

  addSecurityHeaders(app, {
    contentSecurityPolicy: false, // set per response by the web module, which knows the configured origins
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Before the routes: it sets the zod validator and serializer they use and sees each one for the description.
  await registerApiDescription(app, siteName.current(), config.basePath);

  for (const mod of modules) await app.register(mod, { prefix: '/api' });
  // The demo schedule's stream pages, framed by the sports player; outside /api as they are pages.
  await app.register(sportsEmbedRoutes);
  // The player's local, trailer and watch party pages.
  await app.register(embedRoutes);
  // The installable app's manifest, named after the site.
  await app.register(pwaRoutes);
  // Prometheus metrics, when METRICS_TOKEN or METRICS_PORT turns them on.
  await app.register(metricsRoutes);

  await registerPages(app);

  app.addHook('onClose', async () => {
    // Again here, for an app closed without listening (no preClose drain): no FFmpeg outlives the app.
    await streams.closeAll();
    await library.close();
    await imports.close();
    await backups?.stop();
    await titleRefs.close();
    await bus.close();
    await redis?.close();
    if (!options.db) await db.close();
  });
  return app;
}

const SETUP_PATH = '/setup';

/**
 * The web app's pages: index.html for every client-side route, with the configuration, preload hints and, where the
 * build has a server entry, the screen's first paint written into it; and the build's assets.
 */
async function registerPages(app: FastifyInstance): Promise<void> {
  const { config, sources, siteName, titleRefs } = app.ctx;
  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  // Every client-side route, /index.html included (as the service worker fetches and keeps it), gets this page.
  const builtHtml = hasWeb ? fs.readFileSync(indexHtml, 'utf8') : '';
  const replyFor = (name: string) => appConfigReply(config, sources, name);
  let page = hasWeb ? indexPage(builtHtml, replyFor(siteName.current()), config.webDist) : null;
  const pagePolicy = documentPolicy(
    config,
    [frameSourcePolicy(sources, { sportsUpstream: Boolean(config.sportsApiUrl) })],
    page?.inlineScripts,
  );
  const ssr = hasWeb ? await loadSsrRenderer(app, config.webDist, replyFor(siteName.current())) : null;
  // The page and its first screens carry the site's name: a renamed site gets them built again.
  siteName.onChange((name) => {
    page = hasWeb ? indexPage(builtHtml, replyFor(name), config.webDist) : null;
    ssr?.configure(replyFor(name));
  });
  const hints = preloadHints(config.webDist, builtHtml, config.basePath);
  if (hasWeb && hints.missingModules.length > 0) {
    app.log.warn(
      { modules: hints.missingModules },
      'screens declared in @marquee/core SCREENS are not in the web build; their code is not hinted',
    );
  }
  if (hasWeb) await registerWebAssets(app, config.webDist);

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // A page answers HEAD as it answers GET (Node sends no body for HEAD).
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    const isApi = url.startsWith('/api/') || url === '/api';
    // An old link to a title of another metadata source goes to the same title in this one.
    const moved = readsPage && !isApi ? await titleRefs.redirect(request.url) : null;
    if (moved !== null) return reply.redirect(moved, 302);
    // A new server's every page leads to its setup until it has an owner (docs/accounts.md#setup).
    if (readsPage && !isApi && url !== SETUP_PATH && (await app.ctx.setupNeeded())) return reply.redirect(SETUP_PATH, 302);
    if (isApi || !readsPage || !page) {
      return reply.status(404).send({ error: `Not found: ${request.method} ${url}` });
    }
    // Client-side routes: the SPA decides, including its own 404 page.
    // The server renders screens as a visitor sees them: a limited profile's page gets none (docs/behaviour.md#ratings),
    // nor the hints to fetch the visitor's data early: the browser would hand the app that answer for the profile's own.
    const limited = requestLimit(request) !== null;
    const language = requestLanguage(request, config.defaultLanguage);
    const screen = ssr && !limited ? await ssr.render(request.url, whenClosed(reply), request.ip, language) : null;
    const codeOnly = screen !== null || limited;
    // The page's language follows the viewer's choice and their browser's: caches keep one copy per both.
    reply.header('vary', 'cookie, accept-language');
    const html = htmlInLanguage(page.html(hints(request.url, { dataInPage: codeOnly, language }), screen), language);
    return sendIndexPage(reply, html, pagePolicy);
  });
}

/** The Fastify instance with its logging, body limit, proxy trust, error replies and metrics. */
function createFastify(config: AppConfig, options: BuildOptions): FastifyInstance {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Keys and tokens never reach a log line.
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Routes are written without BASE_PATH (http/base-path.ts).
    ...(config.basePath ? { rewriteUrl: (request: IncomingMessage) => stripBasePath(request.url ?? '/', config.basePath) } : {}),
    // Per-request lines only at debug level: at info they would dominate the log and the CPU.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
    // Router-level failures (e.g. an over-long URL parameter) answer in the same `{error}` shape.
    // The handler sends the reply itself; the reply it returns is not for Fastify to wait on here.
    frameworkErrors: (error, request, reply) => void errorHandler(error, request, reply as FastifyReply),
    // And so do requests Node's HTTP parser refuses (e.g. headers past its size limit).
    clientErrorHandler,
  });
  // Measured only when served (METRICS_TOKEN or METRICS_PORT): then every reply, of every route and of the not-found
  // handler, adds one count and one latency.
  const served = config.metrics.token !== undefined || config.metrics.port !== undefined;
  const metrics = createMetrics({ process: served });
  app.decorate('metrics', metrics);
  if (served) app.addHook('onResponse', metrics.countReply);
  return app;
}

/** Hooks that let a draining node close quickly: idle connections and running conversions end at once. */
function addDrainHooks(app: FastifyInstance, streams: StreamSessions): void {
  // While the node drains, a keep-alive connection whose last request has ended is closed at once: it
  // would otherwise hold the shutdown until it timed out. (Fastify closes the idle ones only as the
  // drain starts.) Nothing is added to each request.
  app.addHook('preClose', (done) => {
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    closeIdle.unref();
    app.server.once('close', () => clearInterval(closeIdle));
    done();
  });
  // A converted stream is a request that lasts the film: the drain ends its FFmpeg rather than wait for it.
  app.addHook('preClose', () => streams.closeAll());
}

/** The web build's files: hashed assets cached for good, everything else revalidated. */
async function registerWebAssets(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    globIgnore: ['index.html'],
    // The build writes .br and .gz copies of its assets (apps/web/vite.config.ts); files without one are
    // compressed by @fastify/compress when sent.
    preCompressed: true,
    setHeaders(res, file) {
      // Hashed build assets never change; everything else is revalidated.
      if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
}
