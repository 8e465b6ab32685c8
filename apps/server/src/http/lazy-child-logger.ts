import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

/**
 * Fastify's childLoggerFactory: each request's logger (request.log, reply.log) becomes pino's
 * child, with the request id, only when something is logged through it. Fastify makes that child
 * for every request; with per-request lines off (LOG_LEVEL below debug) most requests never log, and
 * making it (copying the parent, serialising the bindings) was a measurable share of a small API
 * reply. A line logged through the request still carries its reqId, as before.
 */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new LazyChildLogger(logger, bindings, options);

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

  // Reflect.apply: pino's overloaded log methods take no spread of unknown arguments, and these pass them on as given.
  fatal(...args: unknown[]) {
    Reflect.apply(this.logger.fatal, this.logger, args);
  }
  error(...args: unknown[]) {
    Reflect.apply(this.logger.error, this.logger, args);
  }
  warn(...args: unknown[]) {
    Reflect.apply(this.logger.warn, this.logger, args);
  }
  info(...args: unknown[]) {
    Reflect.apply(this.logger.info, this.logger, args);
  }
  debug(...args: unknown[]) {
    Reflect.apply(this.logger.debug, this.logger, args);
  }
  trace(...args: unknown[]) {
    Reflect.apply(this.logger.trace, this.logger, args);
  }
  silent(...args: unknown[]) {
    Reflect.apply(this.logger.silent, this.logger, args);
  }
  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return Reflect.apply(this.logger.child, this.logger, args);
  }
}
