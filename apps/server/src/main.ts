import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/** How long a drain may take: below the 30 s that container runtimes wait before SIGKILL. */
const DRAIN_DEADLINE_MS = 25_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Configuration error: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  const app = await buildApp(config);
  let draining = false;
  // Drains: Fastify stops accepting connections, answers 503 to new requests on open ones (so a proxy
  // retries them elsewhere), waits for the requests in flight, then the onClose hooks close the
  // database and Redis. A request that never ends cannot hold the node up past the deadline.
  const drain = (signal: string) => {
    if (draining) return;
    draining = true;
    app.log.info({ signal }, 'draining: finishing requests in flight, then exiting');
    const deadline = setTimeout(() => {
      app.log.error(`requests still in flight after ${DRAIN_DEADLINE_MS / 1000} s; exiting anyway`);
      process.exit(1);
    }, DRAIN_DEADLINE_MS);
    deadline.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while draining');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => drain('SIGINT'));
  process.on('SIGTERM', () => drain('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
