import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_HASHES_AT_ONCE, PASSWORD_HASHES_WAITING_MAX } from '@marquee/core';
import { HttpError } from '../../http/errors.ts';

/**
 * Password and PIN hashing with argon2id (docs/behaviour.md#sign-up-and-sign-in). @node-rs/argon2 uses argon2id
 * by default; the costs are spelled out so a library default change cannot weaken stored hashes.
 * These are OWASP's recommended minimum: 19 MiB of memory, 2 passes, 1 lane.
 *
 * Every hash and check is costly on purpose, so routes admit it first (password-work.ts), per account and
 * address, after their cheap checks; and here at most PASSWORD_HASHES_AT_ONCE run at a time server-wide.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const BUSY = /*i18n*/ 'The service is busy right now. Please try again in a moment.';

/**
 * Takes turns for argon2, which runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says
 * otherwise): the pool also reads static files and compresses, so a burst of hashes must leave it threads.
 * Past PASSWORD_HASHES_WAITING_MAX waiting, a request is answered 503 at once rather than queued for long.
 */
class Turns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly atOnce: number,
    private readonly waitingMax: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.atOnce) {
      if (this.waiting.length >= this.waitingMax) throw new HttpError(503, BUSY);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      // The turn passes straight to the next in line, or is given up.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

const turns = new Turns(PASSWORD_HASHES_AT_ONCE, PASSWORD_HASHES_WAITING_MAX);

export function hashPassword(password: string): Promise<string> {
  return turns.run(() => hash(password, ARGON2_OPTIONS));
}

let decoyHash: Promise<string> | undefined;

/** The password_hash of an account made by single sign-on: it has no password, and none matches it. */
export const NO_PASSWORD = '';

/**
 * Checks a password against a stored hash. With no stored hash (unknown email, or an account without a password)
 * it still runs one verification against a decoy, so the reply time does not tell which emails have accounts.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined || storedHash === NO_PASSWORD) {
    decoyHash ??= hashPassword('decoy password, never matches a stored account');
    // A failed decoy (the server busy) is made again next time rather than cached.
    const decoy = await decoyHash.catch((error: unknown) => {
      decoyHash = undefined;
      throw error;
    });
    await turns.run(() => verify(decoy, password));
    return false;
  }
  return turns.run(() => verify(storedHash, password));
}
