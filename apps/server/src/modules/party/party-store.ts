import type { Redis } from 'ioredis';
import { PARTY_MAX_IN_MEMORY } from '@marquee/core';
import type { RedisConnection } from '../../lib/redis-connection.ts';
import { HttpError } from '../../http/errors.ts';
import { endsAt, hasEnded, withoutGoneMembers, type PartyRecord } from './party-record.ts';

/**
 * Where parties live: in this process on one node, in Redis when nodes share one (REDIS_URL), so a
 * member on any node reads and changes the same party. Every change is a read-change-write of the whole
 * party, retried when another node wrote it in between (Redis WATCH), so no change is lost.
 */
export interface PartyStore {
  create(record: PartyRecord): Promise<void>;
  /** The party, or null when there is none by that code or it has ended. */
  get(code: string, now: number): Promise<PartyRecord | null>;
  /** Applies `change` to the party as it is now; null when it has ended. `change` may run more than once. */
  update(code: string, now: number, change: (record: PartyRecord) => PartyRecord): Promise<PartyRecord | null>;
  /** Stops what the store runs on its own (the memory store's sweep). */
  close(): void;
}

const KEY_PREFIX = 'marquee:party:';
const WRITE_TRIES = 8;
/** How often the memory store drops the parties that have ended, whether anyone reads them again or not. */
const SWEEP_EVERY_MS = 60_000;

const live = (record: PartyRecord | null, now: number) => {
  if (!record) return null;
  const current = withoutGoneMembers(record, now);
  return hasEnded(current, now) ? null : current;
};

/** Parties of one node, in its memory: ended ones are swept out, and at most PARTY_MAX_IN_MEMORY are held. */
export function memoryPartyStore(): PartyStore & { size(): number } {
  const parties = new Map<string, PartyRecord>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [code, record] of parties) if (!live(record, now)) parties.delete(code);
  }, SWEEP_EVERY_MS);
  // The sweep alone never keeps the process running.
  sweep.unref();
  return {
    size: () => parties.size,
    close() {
      clearInterval(sweep);
    },
    async create(record) {
      if (parties.size >= PARTY_MAX_IN_MEMORY)
        throw new HttpError(503, /*i18n*/ 'Too many watch parties right now; try again later');
      parties.set(record.code, record);
    },
    async get(code, now) {
      const record = live(parties.get(code) ?? null, now);
      if (!record) parties.delete(code);
      return record;
    },
    async update(code, now, change) {
      const record = live(parties.get(code) ?? null, now);
      if (!record) {
        parties.delete(code);
        return null;
      }
      const next = change(record);
      parties.set(code, next);
      return next;
    },
  };
}

export function redisPartyStore(redis: RedisConnection): PartyStore {
  const key = (code: string) => KEY_PREFIX + code;
  // Each write keeps the key until the party would end (party-record.ts endsAt), so Redis drops it unread.
  const keepFor = (record: PartyRecord) => Math.max(1, endsAt(record) - Date.now());
  const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as PartyRecord));
  // Commands fail at once while Redis is down (lib/redis-connection.ts): parties are unavailable, not lost.
  const unavailable = (error: unknown) => {
    void error;
    throw new HttpError(503, /*i18n*/ 'Watch parties are unavailable right now');
  };
  let writer: Redis | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    close() {},
    async create(record) {
      await redis.client.set(key(record.code), JSON.stringify(record), 'PX', keepFor(record)).catch(unavailable);
    },
    async get(code, now) {
      return live(parse(await redis.client.get(key(code)).catch(unavailable)), now);
    },
    update(code, now, change) {
      // WATCH belongs to a connection, so this node's changes go one at a time through a connection of their own.
      const run = queue.then(async () => {
        // Its commands wait while it connects (the shared connection's refuse at once); each still times out.
        writer ??= redis.duplicate({ enableOfflineQueue: true });
        let refused = false;
        try {
          for (let attempt = 0; attempt < WRITE_TRIES; attempt++) {
            await writer.watch(key(code));
            const record = live(parse(await writer.get(key(code))), now);
            if (!record) {
              await writer.unwatch();
              return null;
            }
            let next: PartyRecord;
            try {
              next = change(record);
            } catch (refusal) {
              // The change refused (a full party, a title above a member's limit): nothing is written, and that is no outage.
              refused = true;
              await writer.unwatch().catch(() => undefined);
              throw refusal;
            }
            const done = await writer.multi().set(key(code), JSON.stringify(next), 'PX', keepFor(next)).exec();
            // exec answers null when another node changed the party since WATCH: read it again and redo the change.
            if (done !== null) return next;
          }
          throw new HttpError(503, /*i18n*/ 'The party is too busy; try again');
        } catch (error) {
          if (error instanceof HttpError || refused) throw error;
          return unavailable(error);
        }
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
