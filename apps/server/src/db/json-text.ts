import { sql, type RawBuilder } from 'kysely';
import { jsonArrayFrom as postgresJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import type { Dialect } from './connection.ts';

/** A select used as a subquery, as Kysely's helpers take it (the type itself is not exported). */
type Subquery<O> = Parameters<typeof sqliteJsonArrayFrom<O>>[0];

/** JSON text that parses to a T: what the database wrote for a select whose rows are T's items. */
export type JsonText<T> = string & { readonly __parsesTo?: T };

/**
 * The rows of a select, in the select's order, as the JSON text of an array of objects (keys in
 * selection order, as JSON.stringify would write the rows), written by the database.
 *
 * For a reply that is a long list this is the cheap way: better-sqlite3 builds every row object
 * through V8's slow API and the reply then stringifies them again, which makes a 20-entry list cost
 * several times a whole small request. Numbers may be spelled differently (SQLite writes a whole
 * REAL as `7.0`), never parsed differently.
 */
export function jsonArrayText<O>(dialect: Dialect, query: Subquery<O>): RawBuilder<JsonText<O[]>> {
  if (dialect === 'sqlite') return sql<JsonText<O[]>>`${sqliteJsonArrayFrom(query)}`;
  // PostgreSQL returns json as parsed objects; as text it goes out as the database wrote it.
  return sql<JsonText<O[]>>`${postgresJsonArrayFrom(query)}::text`;
}
