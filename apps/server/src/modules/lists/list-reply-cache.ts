import { LRUCache } from 'lru-cache';

/** Kept replies at most this many bytes in all, per list: room for thousands of long lists. */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * The reply body of one list (GET /api/watchlist or /api/favourites) per user, kept with the
 * users.lists_version it was read under. Every change to a user's lists bumps that number in the
 * same transaction (list-queries.ts `bumpListsVersion`), and every request reads it from the
 * database with the signed-in user (auth/user-queries.ts `findUserByToken`), so a kept body is
 * served only while the database says it is current: a change made through another server process
 * on the same database counts from the next request here, as it does in this one. Nothing is
 * invalidated from this process's memory alone.
 *
 * Why it is coherent: the version is read with the token, the list after it, so a body kept under
 * version v shows at least every change up to v. A change committed in between can only make the
 * body newer than v, never older, and the next request reads the new version and reads the list
 * again. Keyed by user id: a user only ever gets a body read for their own id.
 *
 * Bodies are kept as bytes: sending a Buffer saves encoding and measuring the text on every reply.
 */
export class ListReplyCache {
  private readonly replies = new LRUCache<string, { version: number; body: Buffer }>({
    maxSize: MAX_BYTES,
    sizeCalculation: (reply) => reply.body.length + 64,
  });

  /** The kept body when it was read under this version, else undefined. */
  get(userId: string, version: number): Buffer | undefined {
    const kept = this.replies.get(userId);
    return kept?.version === version ? kept.body : undefined;
  }

  /** Keeps a body read under this version, unless one of a later version is kept already. */
  set(userId: string, version: number, body: Buffer): void {
    const kept = this.replies.peek(userId);
    if (kept && kept.version > version) return;
    this.replies.set(userId, { version, body });
  }
}
