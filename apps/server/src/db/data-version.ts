/**
 * A number that moves whenever a SQLite file may have changed, for what is cached in memory while it has not
 * (modules/auth/sign-in-cache.ts).
 *
 * Two sources move it:
 * - this process's own commits, counted as they happen (`noteWrite`, called by db/connection.ts after each
 *   statement that commits a change), so a request sees at once what an earlier one of this process wrote;
 * - other processes' commits, which SQLite counts for each connection (`PRAGMA data_version`, read on a
 *   connection of its own). That read takes file locks and costs several system calls, about as much as
 *   the rest of a cached list reply, so it is made at most once per turn of the event loop: the requests a
 *   turn reads share it, and the reading is dropped when the turn ends (`setImmediate`).
 *
 * Why a turn's reading is as good as a reading per request: a turn handles only connections that had
 * bytes waiting when it began, and the count is read after that. A request sent after another process
 * acknowledged a commit arrives after the commit, so on a connection that was silent until then it is
 * handled in a later turn, which reads the count again. (Only a request pipelined behind another on one
 * connection could ride in a turn that began before it was sent; browsers and proxies do not pipeline.)
 */
export class DataVersion {
  private generation = 0;
  private lastCount: number | undefined;
  private readThisTurn = false;

  /** @param readCount SQLite's `PRAGMA data_version` on a connection that never writes */
  constructor(private readonly readCount: () => number) {}

  /** This process has committed a change: whatever was cached may be stale. */
  readonly noteWrite = (): void => {
    this.generation++;
  };

  /** The current number: the same as last time only if nothing has been written since, as far as can be told. */
  readonly current = (): number => {
    if (!this.readThisTurn) {
      this.readThisTurn = true;
      setImmediate(this.endTurn);
      const count = this.readCount();
      if (count !== this.lastCount) {
        this.lastCount = count;
        this.generation++;
      }
    }
    return this.generation;
  };

  private readonly endTurn = (): void => {
    this.readThisTurn = false;
  };
}
