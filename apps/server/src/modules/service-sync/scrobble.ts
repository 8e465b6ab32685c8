import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { HistoryEntry } from '@marquee/core';
import { linkOf } from './link-rows.ts';
import { tokenOf } from './service-pull.ts';
import { appSyncClients } from './sync-clients.ts';

/** Played this far (per cent), a viewing is sent as watched: both services mark a stop from 80 % on. */
const WATCHED_PERCENT = 80;

/**
 * What each viewing was last sent to each service as, so that each is sent once as started and once as watched.
 * Per node: a viewing whose records reach two nodes may be sent twice, which the services take as one (a stop sent
 * again answers 409).
 */
const sent = new LRUCache<string, 'start' | 'stop'>({ max: 10_000 });

/** The title as the services' scrobbles name it: by its TMDB id under TMDB, else by its name and year. */
function scrobbleBody(entry: HistoryEntry, progress: number): object {
  const ids = entry.source === 'tmdb' ? { ids: { tmdb: entry.media_id } } : { title: entry.title, year: entry.year ?? undefined };
  if (entry.media_type === 'movie') return { movie: ids, progress };
  return { show: ids, episode: { season: entry.season ?? 1, number: entry.episode ?? 1 }, progress };
}

/**
 * Sends a viewing the history recorded to each service the profile is connected to
 * (docs/behaviour.md#syncing-with-trakt-and-simkl): as started when it first plays, as watched once past
 * WATCHED_PERCENT. In the background: the history's reply never waits for a service, and one out of reach loses
 * only this scrobble.
 */
export function scrobbleViewing(app: FastifyInstance, profileId: string, entry: HistoryEntry): void {
  const clients = appSyncClients(app);
  if (clients.size === 0 || entry.duration <= 0) return;
  const progress = Math.min(100, Math.round((entry.watch_position / entry.duration) * 1000) / 10);
  const action = progress >= WATCHED_PERCENT ? 'stop' : 'start';
  for (const client of clients.values()) {
    const key = `${client.service}:${entry.id}`;
    const last = sent.get(key);
    if (last === 'stop' || last === action) continue;
    sent.set(key, action);
    void (async () => {
      const row = await linkOf(app.ctx.db.kysely, profileId, client.service);
      if (!row?.access_token) return;
      await client.scrobble(action, scrobbleBody(entry, progress), await tokenOf(app, client, row));
    })().catch((error: unknown) => {
      sent.delete(key);
      app.log.warn({ err: error, profile: profileId, service: client.service }, 'a viewing could not be sent to a service');
    });
  }
}
