import { setTimeout as sleep, setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ImportedEntry } from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { mergeTitleState } from '../account/index.ts';
import type { MetadataSource } from '../metadata/index.ts';
import { finishImport, holdImport, lapsedImports, recordStep, releaseImport, type HeldImport } from './import-rows.ts';
import { stepOf, type MatchedEntry } from './import-step.ts';
import { createImportMatcher, importedTitleKey } from './title-matcher.ts';

/** About how many entries one step matches and writes before it records its progress and lets others go first. */
const STEP_ENTRIES = 50;
/** A source that cannot answer is asked again after a pause, this many times, before the import stops. */
const SOURCE_TRIES = 4;
const RETRY_MS = 5_000;
/** How often a node looks for imports another node stopped working on (its lease lapsed). */
const SWEEP_MS = 30_000;

export const SOURCE_UNREACHABLE = 'The metadata source could not be reached. Please try again later.';

/** Where the step that starts at `from` ends: about STEP_ENTRIES on, at the end of a title's entries. */
function stepEnd(entries: ImportedEntry[], from: number): number {
  let end = Math.min(from + STEP_ENTRIES, entries.length);
  while (end < entries.length && importedTitleKey(entries[end]!.title) === importedTitleKey(entries[end - 1]!.title)) end++;
  return end;
}

/**
 * The imports' worker of one node (docs/behaviour.md#importing-from-other-services): an import runs in the
 * background on the node that took the file, in steps that each match about STEP_ENTRIES entries, write them in
 * their own transactions and record the progress, yielding between steps so other requests are answered. A step
 * is written wholly or not at all and writing it again changes nothing, so a node that takes over an import whose
 * node stopped (its lease lapsed, looked for every SWEEP_MS) goes on from the last recorded step.
 */
export type ImportRunner = ReturnType<typeof createImportRunner>;

export function createImportRunner(
  db: Kysely<DB>,
  metadata: MetadataSource,
  log: FastifyBaseLogger,
  options: { sweepMs?: number; retryMs?: number } = {},
) {
  const runs = new Set<Promise<void>>();
  const working = new Set<string>();
  let sweeper: NodeJS.Timeout | null = null;
  let closed = false;

  async function stepOnce(held: HeldImport, matcher: ReturnType<typeof createImportMatcher>, end: number) {
    const matched: MatchedEntry[] = [];
    for (const entry of held.entries.slice(held.processed, end)) {
      matched.push({ entry, found: await matcher.match(entry.title) });
      // The offline catalogue answers a search without waiting on anything: others' requests go between two.
      await nextTurn();
    }
    const { part, unmatched } = stepOf(matched, metadata.source, held.createdAt);
    const added = await mergeTitleState(db, held.profileId, part);
    return { processed: end, added, unmatched };
  }

  async function work(id: string, lease: string): Promise<void> {
    const held = await holdImport(db, id, lease);
    if (!held) return;
    const matcher = createImportMatcher(metadata);
    let failures = 0;
    while (!closed && held.processed < held.entries.length) {
      let step;
      try {
        step = await stepOnce(held, matcher, stepEnd(held.entries, held.processed));
      } catch (error) {
        // A cap the import would pass (422) ends it, saying which; the profile deleted meanwhile (401) leaves nothing to do.
        if (error instanceof HttpError && error.statusCode === 422) return finishImport(db, held, error.message);
        if (error instanceof HttpError && error.statusCode === 401) return;
        failures++;
        log.warn({ err: error, import: id, failures }, 'a step of an import failed; it is tried again');
        if (failures >= SOURCE_TRIES) return finishImport(db, held, SOURCE_UNREACHABLE);
        await sleep((options.retryMs ?? RETRY_MS) * failures);
        continue;
      }
      failures = 0;
      if (!(await recordStep(db, held, step))) return;
      await nextTurn();
    }
    await (closed ? releaseImport(db, held) : finishImport(db, held, null));
  }

  /** Works on the import `id` from its lease `lease`, unless this node already does. */
  function begin(id: string, lease: string): void {
    if (closed || working.has(id)) return;
    working.add(id);
    const run = work(id, lease)
      .catch((error: unknown) => log.error({ err: error, import: id }, 'an import stopped'))
      .finally(() => {
        working.delete(id);
        runs.delete(run);
      });
    runs.add(run);
  }

  async function sweep(): Promise<void> {
    try {
      for (const lapsed of await lapsedImports(db)) begin(lapsed.id, lapsed.lease);
    } catch (error) {
      log.warn({ err: error }, 'imports left by another node could not be looked for');
    }
  }

  return {
    begin,
    /** Takes over, now and every SWEEP_MS, the imports whose node stopped. */
    start(): void {
      void sweep();
      sweeper = setInterval(() => void sweep(), options.sweepMs ?? SWEEP_MS);
      sweeper.unref();
    },
    /**
     * Stops after the steps under way: what they wrote is recorded, and the rest is let go for another node or the
     * next start to take over.
     */
    async close(): Promise<void> {
      closed = true;
      if (sweeper) clearInterval(sweeper);
      await Promise.all(runs);
    },
  };
}
