import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { SIGN_IN_FAILURE_WINDOW_MS, SIGN_IN_FAILURES_PER_ACCOUNT, SIGN_IN_FAILURES_PER_ADDRESS } from '@marquee/core';
import type { RedisConnection } from '../../lib/redis-connection.ts';

/**
 * Failed sign-ins (or wrong PINs), counted per account and address and per account across all addresses,
 * each within a window that starts with its first failure:
 *
 * - past `perAddress` failures for an account from one address, that address is refused for the account;
 * - past `perAccount` failures for an account from all addresses, every address that has failed for it
 *   is refused, but an address that has not failed for it still gets its tries.
 *
 * So someone who knows only an email cannot lock its owner out: their failures refuse their own addresses,
 * and the owner's address, which has not failed, is let in. Many addresses together still get few guesses
 * each once the account's count is passed.
 *
 * Each attempt is counted before its password is checked and given back if it succeeds or is refused (a
 * refusal checks nothing), so that guesses sent all at once cannot all pass before any is counted, and an
 * address hammering after its refusal does not push the account past its count. Accounts are keyed by the
 * email as typed (lowercased), never by whether it exists, so a refusal tells nothing about who has an
 * account; addresses by http/client-address.ts's key; both hashed, so Redis holds neither.
 *
 * The counts live in Redis when it is configured (every node sees them) and also in this node's memory,
 * which answers while Redis cannot be reached.
 */
export interface FailureLimits {
  /** Failures for one account from one address. */
  perAddress: number;
  /** Failures for one account from all addresses. */
  perAccount: number;
  windowMs: number;
}

const SIGN_IN_LIMITS: FailureLimits = {
  perAddress: SIGN_IN_FAILURES_PER_ADDRESS,
  perAccount: SIGN_IN_FAILURES_PER_ACCOUNT,
  windowMs: SIGN_IN_FAILURE_WINDOW_MS,
};

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

interface Counted {
  count: number;
  msLeft: number;
}

// Counts the attempt under each key; starts a key's window on its first. Returns each count and its ms left.
const COUNT_SCRIPT = `
local result = {}
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    redis.call('PEXPIRE', key, ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  result[2 * i - 1] = count
  result[2 * i] = ttl
end
return result`;

// Gives one attempt back under each key, if its window has not ended meanwhile.
const GIVE_BACK_SCRIPT = `
for _, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count > 0 then redis.call('DECR', key) end
end
return 0`;

export class FailedSignIns {
  private readonly limits: FailureLimits;
  private readonly now: () => number;
  private readonly local = new LRUCache<string, Count>({ max: 100_000 });

  constructor(
    private readonly redis: RedisConnection | null,
    options: Partial<FailureLimits> & { now?: () => number } = {},
  ) {
    this.limits = { ...SIGN_IN_LIMITS, ...options };
    this.now = options.now ?? Date.now;
  }

  /** Counts an attempt for `account` from `address` (an addressKey), before its password is checked. */
  async attempt(account: string, address: string): Promise<SignInAttempt> {
    const accountKey = hash('sha256', account.toLowerCase(), 'hex');
    const pairKey = hash('sha256', `${accountKey}\n${address}`, 'hex');
    const keys = [pairKey, accountKey];
    const local = keys.map((key) => this.countLocally(key));
    const [pair, all] = (await this.countShared(keys)) ?? local;
    if (pair === undefined || all === undefined) throw new Error('FailedSignIns: a count is missing');
    const { perAddress, perAccount } = this.limits;
    // An address that has not failed for the account (this is its first attempt in the window) is let in.
    const refused = pair.count > perAddress || (all.count > perAccount && pair.count > 1);
    if (!refused) return { allowed: true, succeeded: () => this.giveBack(keys) };
    await this.giveBack(keys);
    // Refused until either window ends: then this address counts afresh, or the account's count does.
    const retryAfterMs = pair.count > perAddress ? pair.msLeft : Math.min(pair.msLeft, all.msLeft);
    return { allowed: false, retryAfterMs };
  }

  private countLocally(key: string): Counted {
    const now = this.now();
    let entry = this.local.get(key);
    if (!entry || entry.endsAt <= now) {
      entry = { count: 0, endsAt: now + this.limits.windowMs };
      this.local.set(key, entry);
    }
    entry.count++;
    return { count: entry.count, msLeft: entry.endsAt - now };
  }

  /** The counts in Redis, or undefined when it cannot be reached (memory answers then). */
  private async countShared(keys: string[]): Promise<Counted[] | undefined> {
    if (!this.redis?.ready()) return undefined;
    try {
      const prefixed = keys.map((key) => REDIS_PREFIX + key);
      const flat = (await this.redis.client.eval(COUNT_SCRIPT, keys.length, ...prefixed, this.limits.windowMs)) as number[];
      return keys.map((_key, i) => ({ count: Number(flat[2 * i]), msLeft: Number(flat[2 * i + 1]) }));
    } catch {
      return undefined;
    }
  }

  private async giveBack(keys: string[]): Promise<void> {
    for (const key of keys) {
      const entry = this.local.get(key);
      if (entry && entry.count > 0) entry.count--;
    }
    if (!this.redis?.ready()) return;
    try {
      await this.redis.client.eval(GIVE_BACK_SCRIPT, keys.length, ...keys.map((key) => REDIS_PREFIX + key));
    } catch {
      // Redis went away: the attempt stays counted there until its window ends.
    }
  }
}
