import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  CATALOGUE_ID_MIN,
  DB_INTEGER_MAX,
  REMATCH_SEARCHES_PER_IMPORT,
  REMATCH_SEARCHES_PER_MINUTE,
  type MediaType,
  type MetadataSourceName,
} from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import { getCatalogue, type MetadataSource } from '../metadata/index.ts';
import { isCatalogueId } from './legacy-label.ts';
import {
  foreignRefs,
  keepRematch,
  knownRematch,
  labelUnsourcedRows,
  matchedId,
  recordRunningSource,
  rewriteOwnerEntries,
  ownersNaming,
  type Rewrite,
} from './title-ref-queries.ts';
import { findTitle } from './title-search.ts';

/**
 * Keeps stored titles meaning the same titles when the metadata source changes (docs/behaviour.md#title-sources):
 * entries of another source than the server's are matched again in the background, by title and year, and
 * the ones found surely are rewritten; old links to them are redirected.
 */
export interface TitleRefs {
  /** Labels rows saved without a source, notes the source the server runs with, and starts a rematch. */
  start(): Promise<void>;
  /**
   * Looks again for the entries of other sources (one user's, or everyone's), after any rematch under way.
   * One user's (after an import) searches TMDB for at most REMATCH_SEARCHES_PER_IMPORT titles; everyone's (at
   * start) for all. Every search of the node waits for its turn within REMATCH_SEARCHES_PER_MINUTE.
   */
  rematch(profileId?: string): Promise<void>;
  /** Waits for the rematches under way and queued (tests, and anything that must see their outcome). */
  idle(): Promise<void>;
  /** Where an old link to a title page or its player now points, or null when it stays. */
  redirect(url: string): Promise<string | null>;
  /** Stops between two titles and waits for the rematch under way. */
  close(): Promise<void>;
}

/** Title pages and players: /movie/1, /tv/1, /player/tv/1/2/3, with anything after the id kept. */
const TITLE_URL = /^\/(player\/)?(movie|tv)\/(\d{1,10})(\/[^?]*)?(\?.*)?$/;

export function createTitleRefs(db: Kysely<DB>, metadata: MetadataSource, log: FastifyBaseLogger): TitleRefs {
  const current = metadata.source;
  let queue: Promise<void> = Promise.resolve();
  let closing = false;
  const closed = new AbortController();
  // The offline catalogue is searched in memory: only TMDB's searches are counted.
  const searchesUpstream = metadata.mode === 'upstream';
  const pace = new SearchPace(closed.signal);

  async function rematchNow(profileId?: string): Promise<void> {
    const rewrites = new Map<string, Rewrite[]>();
    // An import's titles beyond its searches are left to the next start's rematch, which looks for them all.
    let searchesLeft = profileId === undefined || !searchesUpstream ? Infinity : REMATCH_SEARCHES_PER_IMPORT;
    for (const ref of await foreignRefs(db, current, profileId)) {
      // A turn for other requests between two titles: on SQLite each title's queries and the catalogue's search
      // run without one, and an import brings up to tens of thousands of titles.
      await nextTurn();
      if (closing) return;
      let known = await knownRematch(db, ref, current);
      if (!known) {
        if (searchesLeft === 0) continue;
        if (searchesUpstream && !(await pace.turn())) return;
        searchesLeft -= 1;
        try {
          await keepRematch(db, ref, current, await findTitle(metadata, ref));
        } catch (error) {
          // No answer is not 'not found': the title is looked for again at the next start or import.
          log.warn({ err: error, title: ref.title }, 'a saved title could not be looked for in the current metadata source');
          continue;
        }
        known = await knownRematch(db, ref, current);
      }
      if (!known || known.to_id === null) continue;
      const to = {
        source: current,
        id: known.to_id,
        title: known.to_title ?? ref.title,
        year: known.to_year,
        poster_path: known.to_poster_path,
        backdrop_path: known.to_backdrop_path,
      };
      for (const user of profileId === undefined ? await ownersNaming(db, ref) : [profileId]) {
        rewrites.set(user, [...(rewrites.get(user) ?? []), { from: ref, to }]);
      }
    }
    for (const [user, ofUser] of rewrites) {
      if (closing) return;
      await rewriteOwnerEntries(db, user, ofUser);
    }
  }

  function rematch(profileId?: string): Promise<void> {
    queue = queue.then(
      () => rematchNow(profileId),
      () => rematchNow(profileId),
    );
    queue.catch((error: unknown) => log.error({ err: error }, 'matching saved titles again failed'));
    return queue;
  }

  return {
    async start() {
      let before: MetadataSourceName | null;
      try {
        const labelled = await labelUnsourcedRows(db);
        if (labelled > 0) log.info({ rows: labelled }, 'saved titles labelled with the metadata source of their ids');
        before = await recordRunningSource(db, current);
      } catch (error) {
        // A node starts without its database (it answers 503 until it is back); this is done at its next start.
        log.error({ err: error }, 'saved titles could not be labelled with their metadata source; tried again at the next start');
        return;
      }
      if (before !== null && before !== current) {
        log.info({ from: before, to: current }, 'the metadata source changed: saved titles are matched again in the background');
      }
      void rematch().catch(() => {});
    },
    rematch,
    async idle() {
      await queue.catch(() => {});
    },
    redirect: (url) => redirectOf(db, current, url),
    async close() {
      closing = true;
      closed.abort();
      await queue.catch(() => {});
    },
  };
}

/** This node's searches, at most REMATCH_SEARCHES_PER_MINUTE a minute. */
class SearchPace {
  /** When this node's minute of searches started, and how many it has made. */
  private minuteStart = 0;
  private searchedThisMinute = 0;

  constructor(private readonly closed: AbortSignal) {}

  /** Waits for a search's turn within the node's searches a minute; false when the node is closing. */
  async turn(): Promise<boolean> {
    for (;;) {
      if (this.closed.aborted) return false;
      const now = Date.now();
      if (now - this.minuteStart >= 60_000) {
        this.minuteStart = now;
        this.searchedThisMinute = 0;
      }
      if (this.searchedThisMinute < REMATCH_SEARCHES_PER_MINUTE) {
        this.searchedThisMinute += 1;
        return true;
      }
      try {
        await sleep(this.minuteStart + 60_000 - now, undefined, { signal: this.closed });
      } catch {
        return false;
      }
    }
  }
}

/** Where an old link to a title page or its player points in the current source, or null when it stays. */
async function redirectOf(db: Kysely<DB>, current: MetadataSourceName, url: string): Promise<string | null> {
  const match = TITLE_URL.exec(url);
  if (!match) return null;
  const [, player = '', type, idText = '', rest = '', query = ''] = match;
  const mediaType = type as MediaType;
  const id = Number(idText);
  // Past what an integer column holds, no title has the id (and the database would refuse to compare it).
  if (id > DB_INTEGER_MAX) return null;
  const inCatalogueRange = isCatalogueId(id);
  // A link of the current source stays: it is served (or not found) as it is.
  if ((current === 'catalogue') === inCatalogueRange) return null;
  let to = await matchedId(db, current === 'catalogue' ? 'tmdb' : 'catalogue', mediaType, id, current);
  // A catalogue link from before its ids moved above TMDB's.
  if (to === null && current === 'catalogue' && id < CATALOGUE_ID_MIN) to = getCatalogue().legacyIds[mediaType].get(id) ?? null;
  return to === null ? null : `/${player}${mediaType}/${to}${rest}${query}`;
}
