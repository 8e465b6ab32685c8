import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from '../../http/client-address.ts';
import { HttpError } from '../../http/errors.ts';
import { sharedStore } from '../../http/rate-limits.ts';

const TOO_MANY = /*i18n*/ 'Too many attempts. Please wait a minute and try again.';
const WINDOW_MS = 60_000;

type Store = InstanceType<ReturnType<typeof sharedStore>>;

/**
 * The limit on password and PIN hashing (docs/behaviour.md#sign-up-and-sign-in): every request that would
 * hash or check one is counted, after its cheap checks and before the hash, per route and client address and,
 * when signed in, per route and account; past AUTH_RATE_LIMIT a minute on either it answers 429. Each route
 * counts apart, as the per-address limits do, so signing in does not use up the minute's sign-ups. Counted in
 * the shared Redis with the rate limits when there is one, else in memory.
 *
 * A sign-in counts per address only: its account is whoever's email was typed, and failed sign-ins have their
 * own count (failed-sign-ins.ts) made so that nobody can lock another out.
 */
export class PasswordWork {
  private readonly store: Store;

  constructor(
    app: FastifyInstance,
    private readonly perMinute = app.ctx.config.authRateLimit,
  ) {
    const SharedStore = sharedStore(app.ctx.redis);
    this.store = new SharedStore({});
  }

  /** Counts one hash or check for the request's address and `accountId`; throws 429 past either's limit. */
  async admit(request: FastifyRequest, reply: FastifyReply, accountId?: string): Promise<void> {
    const route = `password-work:${request.method}:${request.routeOptions.url ?? ''}`;
    const keys = [`${route}:address:${addressKey(request.ip)}`];
    if (accountId !== undefined) keys.push(`${route}:account:${accountId}`);
    for (const key of keys) {
      const { current, ttl } = await this.count(key);
      if (current > this.perMinute) {
        reply.header('retry-after', Math.max(1, Math.ceil(ttl / 1000)));
        throw new HttpError(429, TOO_MANY);
      }
    }
  }

  private count(key: string): Promise<{ current: number; ttl: number }> {
    return new Promise((resolve, reject) => {
      this.store.incr(
        key,
        (error, result) => (error || !result ? reject(error ?? new Error('no count')) : resolve(result)),
        WINDOW_MS,
      );
    });
  }
}

/** One PasswordWork a server, so the auth and profile routes count against the same limits. */
const perServer = new WeakMap<object, PasswordWork>();

export function passwordWork(app: FastifyInstance): PasswordWork {
  let work = perServer.get(app.ctx);
  if (!work) {
    work = new PasswordWork(app);
    perServer.set(app.ctx, work);
  }
  return work;
}
