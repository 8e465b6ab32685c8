import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { ReplyEncoding } from '../../http/accept-encoding.ts';

/** Cached replies at most this many bytes in all, per list: room for thousands of long lists. */
const MAX_BYTES = 32 * 1024 * 1024;

/** @fastify/compress's settings for the replies it encodes: brotli at quality 4, gzip at zlib's default. */
const encoders: Record<ReplyEncoding, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => zlib.gzipSync(body),
};

/** One user's list reply as read under one lists_version. */
export class CachedList {
  private readonly encoded: Partial<Record<ReplyEncoding, Buffer>> = {};

  constructor(
    readonly version: number,
    /** The JSON as bytes: sending a Buffer saves encoding and measuring the text on every reply. */
    readonly body: Buffer,
  ) {}

  /** The body in this encoding, encoded the first time it is asked for. */
  encodedAs(encoding: ReplyEncoding): Buffer {
    return (this.encoded[encoding] ??= encoders[encoding](this.body));
  }
}

/**
 * The reply of one list (GET /api/watchlist or /api/favourites) per user, cached with the
 * profiles.lists_version it was read under. Every change to a profile's lists bumps that number in the
 * same transaction (list-queries.ts `bumpListsVersion`), and every request reads it from the
 * database with the signed-in user (auth/user-queries.ts `findUserByToken`), so a cached reply is
 * served only while the database says it is current: a change made through another server process
 * on the same database counts from the next request here, as it does in this one. Nothing is
 * invalidated from this process's memory alone.
 *
 * Why it is coherent: the version is read with the token, the list after it, so a reply cached under
 * version v shows at least every change up to v. A change committed in between can only make the
 * reply newer than v, never older, and the next request reads the new version and reads the list
 * again. Keyed by user id: a user only ever gets a reply read for their own id.
 */
export class ListReplyCache {
  private readonly replies = new LRUCache<string, CachedList>({
    maxSize: MAX_BYTES,
    // Room for the encoded copies too, which are made later and are smaller than the body.
    sizeCalculation: (cached) => 2 * cached.body.length + 64,
  });

  /** The reply cached for this user when it was read under this version, else undefined. */
  get(userId: string, version: number): CachedList | undefined {
    const cached = this.replies.get(userId);
    return cached?.version === version ? cached : undefined;
  }

  /** Caches the list's JSON read under this version, unless a later version is cached already. */
  set(userId: string, version: number, json: string): CachedList {
    const fresh = new CachedList(version, Buffer.from(json));
    const cached = this.replies.peek(userId);
    if (!cached || cached.version <= version) this.replies.set(userId, fresh);
    return fresh;
  }
}
