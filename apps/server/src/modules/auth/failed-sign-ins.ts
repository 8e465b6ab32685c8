import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { RedisConnection } from '../../lib/redis-connection.ts';

/**
 * Failed sign-ins counted per account, whatever addresses they come from: past `limit` failures
 * within `windowMs` of the first, the account's sign-ins are refused until that window ends. The
 * per-address limit alone lets an attacker with many addresses guess one account's password
 * without end.
 *
 * Each attempt is counted before its password is checked and given back if it succeeds, so that
 * guesses sent all at once cannot all pass the check before any of them is counted. Accounts are
 * keyed by the email as typed (lowercased), never by whether it exists, so a refusal tells nothing
 * about who has an account; and by its hash, so Redis holds no addresses.
 *
 * The counts live in Redis when it is configured (every node sees them) and also in this node's
 * memory, which answers while Redis cannot be reached.
 */
export const FAILED_SIGN_IN_LIMIT = 10;
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60_000;

/** Keeps these counters apart from everything else in a shared Redis. */
const REDIS_PREFIX = 'marquee:failed-sign-ins:';

export type SignInAttempt =
  | { allowed: true; /** Gives the attempt back: a successful sign-in is not a failure. */ succeeded(): Promise<void> }
  | { allowed: false; retryAfterMs: number };

interface Count {
  count: number;
  /** ms since the epoch at which the window ends. */
  endsAt: number;
}

// Counts the attempt; starts the window on the first one. Returns the count and the ms left.
const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

// Gives one attempt back, if its window has not ended meanwhile.
const GIVE_BACK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export class FailedSignIns {
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  private readonly local = new LRUCache<string, Count>({ max: 100_000 });

  constructor(
    private readonly redis: RedisConnection | null,
    options: { limit?: number; windowMs?: number; now?: () => number } = {},
  ) {
    this.limit = options.limit ?? FAILED_SIGN_IN_LIMIT;
    this.windowMs = options.windowMs ?? FAILED_SIGN_IN_WINDOW_MS;
    this.now = options.now ?? Date.now;
  }

  /** Counts a sign-in attempt for `email`, before its password is checked. */
  async attempt(email: string): Promise<SignInAttempt> {
    const key = hash('sha256', email.toLowerCase(), 'hex');
    const local = this.countLocally(key);
    const counted = (await this.countShared(key)) ?? local;
    if (counted.count > this.limit) return { allowed: false, retryAfterMs: counted.msLeft };
    return { allowed: true, succeeded: () => this.giveBack(key) };
  }

  private countLocally(key: string): { count: number; msLeft: number } {
    const now = this.now();
    let entry = this.local.get(key);
    if (!entry || entry.endsAt <= now) {
      entry = { count: 0, endsAt: now + this.windowMs };
      this.local.set(key, entry);
    }
    entry.count++;
    return { count: entry.count, msLeft: entry.endsAt - now };
  }

  /** The count in Redis, or undefined when it cannot be reached (memory answers then). */
  private async countShared(key: string): Promise<{ count: number; msLeft: number } | undefined> {
    if (!this.redis?.ready()) return undefined;
    try {
      const [count, msLeft] = (await this.redis.client.eval(COUNT_SCRIPT, 1, REDIS_PREFIX + key, this.windowMs)) as [
        number,
        number,
      ];
      return { count, msLeft };
    } catch {
      return undefined;
    }
  }

  private async giveBack(key: string): Promise<void> {
    const entry = this.local.get(key);
    if (entry && entry.count > 0) entry.count--;
    if (!this.redis?.ready()) return;
    try {
      await this.redis.client.eval(GIVE_BACK_SCRIPT, 1, REDIS_PREFIX + key);
    } catch {
      // Redis went away: the attempt stays counted there until its window ends, one of ten.
    }
  }
}
