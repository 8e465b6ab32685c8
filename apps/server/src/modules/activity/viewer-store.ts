import type { ActivityViewer } from '@marquee/core';
import type { RedisConnection } from '../../lib/redis-connection.ts';

/** A viewer as kept: what the admins see, and when the entry lapses (ms since the epoch). */
export interface ViewerEntry extends ActivityViewer {
  expiresAt: number;
}

/**
 * Who watches now: one entry per sign-in, each lapsing unless its player reports again. Kept in Redis when nodes
 * share one (REDIS_URL), so every node's admins see every node's viewers, and in this node's memory too, which
 * answers while Redis cannot be reached.
 */
export interface ViewerStore {
  put(entry: ViewerEntry): Promise<void>;
  /** The entry, while it has not lapsed at `now`. */
  get(id: string, now: number): Promise<ViewerEntry | null>;
  remove(id: string): Promise<void>;
  /** The entries that have not lapsed at `now`, the latest to start playing first. */
  list(now: number): Promise<ViewerEntry[]>;
}

/** One hash holds every viewer: its fields are read together, and the whole hash lapses once nobody reports. */
const REDIS_KEY = 'marquee:activity:viewers';
/** At most this many viewers are held in a node's memory: one per sign-in that plays, far above a household's. */
const MEMORY_MAX = 10_000;

const newestFirst = (entries: ViewerEntry[]) =>
  entries.sort((a, b) => b.startedAt.localeCompare(a.startedAt) || a.id.localeCompare(b.id));
const live = (entry: ViewerEntry | null | undefined, now: number) => (entry && entry.expiresAt > now ? entry : null);

export function createViewerStore(redis: RedisConnection | null): ViewerStore {
  const local = new Map<string, ViewerEntry>();
  const sweep = (now: number) => {
    for (const [id, entry] of local) if (entry.expiresAt <= now) local.delete(id);
  };
  const shared = redis ? redisViewers(redis) : null;
  return {
    async put(entry) {
      sweep(Date.now());
      if (local.size < MEMORY_MAX || local.has(entry.id)) local.set(entry.id, entry);
      await shared?.put(entry);
    },
    async get(id, now) {
      const fromRedis = await shared?.get(id);
      return live(fromRedis === undefined ? local.get(id) : fromRedis, now);
    },
    async remove(id) {
      local.delete(id);
      await shared?.remove(id);
    },
    async list(now) {
      sweep(now);
      const fromRedis = await shared?.list(now);
      return newestFirst(fromRedis ?? [...local.values()]);
    },
  };
}

/** The shared viewers; a command that fails (Redis down) is skipped, and a read then answers undefined. */
function redisViewers(redis: RedisConnection) {
  const { client } = redis;
  return {
    async put(entry: ViewerEntry) {
      if (!redis.ready()) return;
      // Every entry lives as long from its report, so the hash lapses with its latest one; an entry that lapses
      // before it is dropped when the list is read.
      const keep = Math.max(1, entry.expiresAt - Date.now());
      await client
        .multi()
        .hset(REDIS_KEY, entry.id, JSON.stringify(entry))
        .pexpire(REDIS_KEY, keep)
        .exec()
        .catch(() => undefined);
    },
    async get(id: string): Promise<ViewerEntry | null | undefined> {
      if (!redis.ready()) return undefined;
      const text = await client.hget(REDIS_KEY, id).catch(() => undefined);
      return text === undefined ? undefined : text === null ? null : (JSON.parse(text) as ViewerEntry);
    },
    async remove(id: string) {
      if (redis.ready()) await client.hdel(REDIS_KEY, id).catch(() => undefined);
    },
    async list(now: number): Promise<ViewerEntry[] | undefined> {
      if (!redis.ready()) return undefined;
      const all = await client.hgetall(REDIS_KEY).catch(() => undefined);
      if (!all) return undefined;
      const entries = Object.values(all).map((text) => JSON.parse(text) as ViewerEntry);
      const lapsed = entries.filter((entry) => entry.expiresAt <= now).map((entry) => entry.id);
      if (lapsed.length > 0) await client.hdel(REDIS_KEY, ...lapsed).catch(() => undefined);
      return entries.filter((entry) => entry.expiresAt > now);
    },
  };
}
