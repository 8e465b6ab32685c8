/** Who a token signs in, and until when (the token's expires_at, in milliseconds since the epoch). */
export interface SignedIn<User> {
  user: User;
  expiresAt: number;
}

/** Reads from the database who a token signs in at `now` (milliseconds since the epoch), if anyone. */
export type SignInRead<User> = (token: string, now: number) => Promise<SignedIn<User> | undefined>;

/**
 * Who a token signs in, cached between requests while the database is provably unchanged.
 *
 * Every request with a token needs its user (and lists_version, for the cached list replies). Reading
 * them from SQLite costs more than the rest of a small API reply: a read transaction with its file
 * locks, a join, a row object. But a token's user can only change through a commit: a sign-out
 * deletes the token, an account deletion its user, a profile or list change rewrites the user row.
 * The database's data version (db/data-version.ts) moves with every commit, this process's or
 * another's, and reading it is far cheaper than the query. So what the query gave is cached under the
 * version it was read at, and all of it is evicted the moment the version moves, whoever wrote,
 * whatever they wrote. Nothing here has to know which writes matter, and several servers on one
 * database file stay correct.
 *
 * What the version cannot see is time: each entry keeps its token's expiry and is not given out past it.
 *
 * Entries are found by the token itself, as the request carries it: a cache hit then costs no hash.
 * The database keeps only tokens' hashes, so that a copy of it signs nobody in; this cache is the
 * running server's memory, which holds the tokens of the requests it serves anyway.
 */
export class SignInCache<User> {
  private readonly entries = new Map<string, SignedIn<User>>();
  private version: number | undefined;

  /**
   * @param dataVersion a number that moves with every commit (db/connection.ts Db.dataVersion)
   * @param read the database read of a token that is not cached (a cache miss)
   * @param limit cache entries at most; past it, all are evicted and the busy ones come back at once
   */
  constructor(
    private readonly dataVersion: () => number,
    private readonly read: SignInRead<User>,
    private readonly limit = 10_000,
  ) {}

  /**
   * The user this token signs in at `now` (milliseconds since the epoch): the cached
   * one, if the database has not changed since and the token has not expired, else the one `read`
   * gives, which is then cached. The version is read before `read` runs, so a cached user is never older
   * than the version it is cached under. `read` awaits the database, and other lookups run meanwhile: one of
   * them may see a newer version and empty the cache, and a user read before that commit must not go back
   * in under it, so it is cached only while the version is still the one this lookup saw.
   */
  async find(token: string, now: number): Promise<User | undefined> {
    const version = this.dataVersion();
    if (version === this.version) {
      const cached = this.entries.get(token);
      if (cached !== undefined && cached.expiresAt > now) return cached.user;
    } else {
      this.entries.clear();
      this.version = version;
    }
    const found = await this.read(token, now);
    if (found === undefined) return undefined;
    if (this.version === version) {
      if (this.entries.size >= this.limit) this.entries.clear();
      this.entries.set(token, found);
    }
    return found.user;
  }
}
