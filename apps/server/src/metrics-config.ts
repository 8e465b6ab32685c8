/**
 * Prometheus metrics at GET /metrics (docs/operations.md#metrics): METRICS_TOKEN, the bearer token a scrape of the
 * main port sends, and METRICS_PORT, a listener of its own that serves them without one. Off when neither is set.
 * Read by loadConfig (config.ts), whose ConfigError it throws.
 */

export interface MetricsConfig {
  /** A secret: compared in constant time, never logged nor repeated in an error. */
  token?: string;
  port?: number;
}

type Env = Record<string, string | undefined>;
type ConfigErrorClass = new (message: string) => Error;

/** Long enough not to be guessed, and sendable in a header as it is. */
const TOKEN = /^[\x21-\x7e]{16,512}$/;

export function metricsConfig(env: Env, mainPort: number, ConfigError: ConfigErrorClass): MetricsConfig {
  const token = env.METRICS_TOKEN?.trim();
  const rawPort = env.METRICS_PORT?.trim();
  const config: MetricsConfig = {};
  if (token) {
    // The message does not repeat the token, a secret.
    if (!TOKEN.test(token))
      throw new ConfigError(
        'METRICS_TOKEN must be 16 to 512 characters without spaces, such as the output of openssl rand -hex 32',
      );
    config.token = token;
  }
  if (rawPort) {
    const port = Number(rawPort);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new ConfigError(`METRICS_PORT must be a whole number from 1 to 65535, got "${rawPort}"`);
    if (port === mainPort)
      throw new ConfigError(`METRICS_PORT must differ from PORT (${mainPort}): the metrics have a listener of their own`);
    config.port = port;
  }
  return config;
}
