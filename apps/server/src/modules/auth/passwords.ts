import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing with argon2id (docs/behaviour.md#sign-up-and-sign-in). @node-rs/argon2 uses argon2id by
 * default; the costs are spelled out so a library default change cannot weaken stored hashes.
 * These are OWASP's recommended minimum: 19 MiB of memory, 2 passes, 1 lane.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no stored hash (unknown email) it still runs one
 * verification against a decoy, so the reply time does not tell which emails have accounts.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    decoyHash ??= hashPassword('decoy password, never matches a stored account');
    await verify(await decoyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
