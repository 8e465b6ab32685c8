/**
 * Who a token signs in, kept between requests while the database is provably unchanged.
 *
 * Every request with a token needs its user (and lists_version, for the kept list replies). Reading
 * them from SQLite costs more than the rest of a small API reply: a read transaction with its file
 * locks, a join, a row object. But a token's user can only change through a commit: a sign-out
 * deletes the token, an account deletion its user, a profile or list change rewrites the user row.
 * SQLite counts commits for each connection (`PRAGMA data_version`, which changes whenever another
 * connection, in this process or any other, has committed), and reading that count is far cheaper
 * than the query. So what the query gave is kept under the count it was read at, and all of it is
 * dropped the moment the count moves, whoever wrote, whatever they wrote. Nothing here has to know
 * which writes matter, and several servers on one database file stay correct.
 *
 * What the count cannot see is time: each entry keeps its token's expiry and is not given out past it.
 */
export class SignInCache<User> {
  private readonly entries = new Map<string, { user: User; expiresAt: string }>();
  private version: number | undefined;

  /**
   * @param dataVersion the reader connection's commit count (db/connection.ts SqliteReader.dataVersion)
   * @param limit entries kept at most; past it, all are dropped and the busy ones come back at once
   */
  constructor(
    private readonly dataVersion: () => number,
    private readonly limit = 10_000,
  ) {}

  /**
   * The user kept for this token hash, if the database has not changed since and the token has not
   * expired by `now` (ISO text, compared as the database compares it). Reads the commit count once:
   * call it first, then read and keep() on a miss, so a kept answer is never older than the count.
   */
  get(tokenHash: string, now: string): User | undefined {
    const version = this.dataVersion();
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
      return undefined;
    }
    const kept = this.entries.get(tokenHash);
    return kept !== undefined && kept.expiresAt > now ? kept.user : undefined;
  }

  /** Keeps a user read after get() missed: read after the count was, so never older than it. */
  keep(tokenHash: string, user: User, expiresAt: string): void {
    if (this.entries.size >= this.limit) this.entries.clear();
    this.entries.set(tokenHash, { user, expiresAt });
  }
}
