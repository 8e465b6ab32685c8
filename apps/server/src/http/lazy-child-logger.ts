import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type LogMethod = (...args: unknown[]) => void;

/**
 * Fastify's childLoggerFactory: each request's logger (request.log, reply.log) becomes pino's
 * child, with the request id, only when something is logged through it. Fastify makes that child
 * for every request; with per-request lines off (LOG_LEVEL below debug) most requests never log, and
 * making it (copying the parent, serialising the bindings) was a measurable share of a small API
 * reply. A line logged through the request still carries its reqId, as before.
 */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;

class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Parameters<FastifyBaseLogger['child']>[0],
    private readonly options: Parameters<FastifyBaseLogger['child']>[1],
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#child?.level ?? this.options?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]) {
    (this.logger.fatal as LogMethod)(...args);
  }
  error(...args: unknown[]) {
    (this.logger.error as LogMethod)(...args);
  }
  warn(...args: unknown[]) {
    (this.logger.warn as LogMethod)(...args);
  }
  info(...args: unknown[]) {
    (this.logger.info as LogMethod)(...args);
  }
  debug(...args: unknown[]) {
    (this.logger.debug as LogMethod)(...args);
  }
  trace(...args: unknown[]) {
    (this.logger.trace as LogMethod)(...args);
  }
  silent(...args: unknown[]) {
    (this.logger.silent as LogMethod)(...args);
  }
  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.logger.child(...args);
  }
}
