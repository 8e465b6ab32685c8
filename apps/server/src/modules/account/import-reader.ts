import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { JSONParser } from '@streamparser/json';
import { ZodError } from 'zod';
import {
  HISTORY_MAX_ENTRIES,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_HIDDEN,
  IMPORT_MAX_MARKS,
  LIST_MAX_ENTRIES,
  RATINGS_MAX_ENTRIES,
  importBodySchema,
  importHiddenSchema,
  importHistoryEntrySchema,
  importListEntrySchema,
  importRatingSchema,
  importTooMany,
  importWatchedMarkSchema,
  type ImportBody,
  type ImportPart,
} from '@marquee/core';
import { HttpError } from '../../http/errors.ts';

/**
 * Text parsed and checked in one turn of the event loop: a few milliseconds, so that a 64 MB import leaves every
 * other request its turns instead of holding the loop for the seconds JSON.parse and a whole-body check would take.
 */
export const IMPORT_CHARS_PER_TURN = 64 * 1024;

const ENTRY_SCHEMAS = {
  watchlist: { schema: importListEntrySchema, cap: LIST_MAX_ENTRIES },
  favourites: { schema: importListEntrySchema, cap: LIST_MAX_ENTRIES },
  history: { schema: importHistoryEntrySchema, cap: HISTORY_MAX_ENTRIES },
  watched: { schema: importWatchedMarkSchema, cap: IMPORT_MAX_MARKS },
  hidden: { schema: importHiddenSchema, cap: IMPORT_MAX_HIDDEN },
  ratings: { schema: importRatingSchema, cap: RATINGS_MAX_ENTRIES },
} as const satisfies Record<ImportPart, unknown>;
type EntryList = keyof typeof ENTRY_SCHEMAS;
const isEntryList = (key: unknown): key is EntryList => typeof key === 'string' && Object.hasOwn(ENTRY_SCHEMAS, key);

/**
 * Reads the body of POST /api/import from its stream, in steps of IMPORT_CHARS_PER_TURN: each step parses its text
 * (@streamparser/json) and checks the entries it completed with the same schemas as importBodySchema, then gives the
 * event loop a turn. A list with more entries than a profile keeps is refused (422, naming the cap) as soon as its
 * entry past the cap arrives, and a body past `maxBytes` (413) as soon as it is. Gives the body as importBodySchema
 * would, failing as it would (a ZodError whose first issue names the field).
 */
export async function readImportBody(payload: Readable, maxBytes = IMPORT_MAX_BYTES): Promise<ImportBody> {
  const parser = new JSONParser({ paths: ['$', ...Object.keys(ENTRY_SCHEMAS).map((list) => `$.${list}.*`)] });
  const checked: Pick<ImportBody, EntryList> = {
    watchlist: [],
    favourites: [],
    history: [],
    watched: [],
    hidden: [],
    ratings: [],
  };
  const arrived: { list: EntryList; index: unknown; value: unknown }[] = [];
  let root: unknown;
  let failure: Error | undefined;
  parser.onValue = ({ value, key, stack }) => {
    if (stack.length === 0) root = value;
    else {
      const list = stack[1]?.key;
      if (isEntryList(list)) arrived.push({ list, index: key, value });
    }
  };
  parser.onError = (error) => {
    failure ??=
      error instanceof HttpError || error instanceof ZodError
        ? error
        : new HttpError(400, /*i18n*/ 'Request body is not valid JSON');
  };

  /** Checks the entries the last step completed; the first failure stops the reading. */
  const checkArrived = () => {
    for (const { list, index, value } of arrived.splice(0)) {
      const { schema, cap } = ENTRY_SCHEMAS[list];
      if (checked[list].length >= cap) {
        const { text, values } = importTooMany(list);
        throw new HttpError(422, text, values);
      }
      const result = schema.safeParse(value);
      if (!result.success) {
        throw new ZodError(result.error.issues.map((issue) => ({ ...issue, path: [list, index as number, ...issue.path] })));
      }
      (checked[list] as unknown[]).push(result.data);
    }
  };

  const parse = async (text: string) => {
    for (let at = 0; at < text.length; at += IMPORT_CHARS_PER_TURN) {
      parser.write(text.slice(at, at + IMPORT_CHARS_PER_TURN));
      if (failure) throw failure;
      checkArrived();
      await nextTurn();
    }
  };

  await readText(payload, maxBytes, parse);
  if (!parser.isEnded) parser.end();
  if (failure) throw failure;
  if (root === undefined) throw new HttpError(400, /*i18n*/ 'Request body is empty');
  // The rest of the document (version, preferences, the lists' being arrays) as the schema has it; the entries,
  // checked above, are put back after.
  const document = root;
  const rest = importBodySchema.parse(
    typeof document === 'object' && document !== null && !Array.isArray(document)
      ? { ...document, ...Object.fromEntries(Object.keys(ENTRY_SCHEMAS).map((list) => [list, emptied(document, list)])) }
      : document,
  );
  return { ...rest, ...checked };
}

/** A list of the document with its entries left out (they are checked one by one), or whatever else it holds. */
function emptied(root: object, list: string): unknown {
  const value: unknown = (root as Record<string, unknown>)[list];
  return Array.isArray(value) ? [] : value;
}

/**
 * Hands `consume` the stream's text, one chunk at a time, each after the one before is consumed, pausing the stream
 * meanwhile; refuses past `maxBytes`. The stream is left as it is on failure (not destroyed), so the reply still
 * reaches the client and Node discards the rest of the body.
 */
function readText(payload: Readable, maxBytes: number, consume: (text: string) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const decoder = new StringDecoder('utf8');
    let bytes = 0;
    // A stream ends once it has handed out its last chunk, which may still be being consumed: one queue for both.
    let consumed = Promise.resolve();
    let failed = false;
    const finish = (error?: Error) => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', finish);
      // As it is: a ZodError (not an Error at run time) is answered 400 by the error handler.
      if (error) {
        failed = true;
        reject(error);
      } else resolve();
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBytes) return finish(new HttpError(413, /*i18n*/ 'Request body is too large'));
      payload.pause();
      const text = decoder.write(chunk);
      consumed = consumed.then(() => (failed ? undefined : consume(text)));
      consumed.then(() => payload.resume(), finish);
    };
    const onEnd = () => {
      consumed.then(() => (failed ? undefined : consume(decoder.end()))).then(() => finish(), finish);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', finish);
    // A decompressing stream is handed over paused: a listener alone does not start it.
    payload.resume();
  });
}
