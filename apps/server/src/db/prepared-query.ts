import { createQueryId, type Compilable, type CompiledQuery } from 'kysely';
import type { Db } from './connection.ts';

/** Marks a value's place among a compiled query's parameters; NUL keeps it apart from any real value. */
const STAND_IN = '\u0000prepared-query-value:';

/**
 * A read that runs on (nearly) every request, built and compiled once per database. Building and
 * compiling a Kysely query costs more CPU than running a small indexed read, and these reads have a
 * fixed shape: only their values change. `build` runs once with a stand-in for each value; the
 * stand-ins are found among the compiled parameters, and each call puts its values in their places
 * and runs the same SQL text.
 *
 * Only for queries whose SQL does not depend on the values: no `in` lists, no optional clauses, no
 * arithmetic on a value (pass `limit + 1` as its own value). A value that does not end up as a bound
 * parameter is an error when the query is first built.
 */
export function preparedQuery<Values extends Record<string, unknown>, Row>(
  build: (db: Db, values: Values) => Compilable<Row>,
): (db: Db, values: Values) => Promise<Row[]> {
  // Keyed by database: the SQL text differs between SQLite and PostgreSQL (tests use both at once).
  const compiledFor = new WeakMap<Db, { compiled: CompiledQuery<Row>; slots: (keyof Values | undefined)[] }>();

  const compile = (db: Db) => {
    const used = new Set<string>();
    const standIns = new Proxy({} as Values, {
      get: (_, key) => {
        used.add(String(key));
        return STAND_IN + String(key);
      },
    });
    const compiled = build(db, standIns).compile();
    const slots = compiled.parameters.map((parameter) =>
      typeof parameter === 'string' && parameter.startsWith(STAND_IN)
        ? (parameter.slice(STAND_IN.length) as keyof Values)
        : undefined,
    );
    for (const key of used) {
      if (!slots.includes(key)) throw new Error(`preparedQuery: "${key}" is not a bound parameter of ${compiled.sql}`);
    }
    const prepared = { compiled, slots };
    compiledFor.set(db, prepared);
    return prepared;
  };

  return async (db, values) => {
    const { compiled, slots } = compiledFor.get(db) ?? compile(db);
    const parameters = slots.map((key, i) => (key === undefined ? compiled.parameters[i] : values[key]));
    const { rows } = await db.kysely.executeQuery<Row>({ ...compiled, parameters, queryId: createQueryId() });
    return rows;
  };
}
