import { createQueryId, type Compilable, type CompiledQuery } from 'kysely';
import type { Db, ReaderStatement } from './connection.ts';

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
  const compiledFor = compiler(build);
  // Async, so that a query that cannot be prepared (see above) rejects rather than throws.
  return async (db, values) => executeCompiled(db, compiledFor(db), values);
}

/**
 * A preparedQuery that, on a SQLite file, runs synchronously on the database's reader connection
 * (Db.reader) and gives its rows at once; elsewhere (PostgreSQL, SQLite in memory) it goes through
 * Kysely and gives a promise. For the reads of every request, where Kysely's async driver, its
 * connection mutex and the promise turns cost more than the read. Only for reads: the reader
 * connection refuses writes, and it does not see a transaction that is open on the main connection.
 */
export function preparedRead<Values extends Record<string, unknown>, Row>(
  build: (db: Db, values: Values) => Compilable<Row>,
): (db: Db, values: Values) => Row[] | Promise<Row[]> {
  const compiledFor = compiler(build);
  return (db, values) => {
    const prepared = compiledFor(db);
    return prepared.onReader ? prepared.onReader.all(prepared.parametersFor(values)) : executeCompiled(db, prepared, values);
  };
}

/**
 * preparedRead for a query of at most one row: the row (undefined when there is none) at once on a
 * SQLite file, a promise of it elsewhere.
 */
export function preparedReadFirst<Values extends Record<string, unknown>, Row>(
  build: (db: Db, values: Values) => Compilable<Row>,
): (db: Db, values: Values) => Row | undefined | Promise<Row | undefined> {
  const compiledFor = compiler(build);
  return (db, values) => {
    const prepared = compiledFor(db);
    if (prepared.onReader) return prepared.onReader.get(prepared.parametersFor(values));
    return executeCompiled(db, prepared, values).then((rows) => rows[0]);
  };
}

interface Prepared<Values, Row> {
  compiled: CompiledQuery<Row>;
  parametersFor(values: Values): unknown[];
  /** The statement prepared on Db.reader, when the database has one. */
  onReader: ReaderStatement<Row> | undefined;
}

/** Runs the compiled query through Kysely (its driver, its connection pool) with this call's values. */
async function executeCompiled<Values, Row>(db: Db, prepared: Prepared<Values, Row>, values: Values): Promise<Row[]> {
  const { compiled, parametersFor } = prepared;
  const { rows } = await db.kysely.executeQuery<Row>({ ...compiled, parameters: parametersFor(values), queryId: createQueryId() });
  return rows;
}

/** The query of `build` compiled once per database (the SQL text differs between SQLite and PostgreSQL, and tests use both at once). */
function compiler<Values extends Record<string, unknown>, Row>(
  build: (db: Db, values: Values) => Compilable<Row>,
): (db: Db) => Prepared<Values, Row> {
  const compiledFor = new WeakMap<Db, Prepared<Values, Row>>();

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
    const prepared: Prepared<Values, Row> = {
      compiled,
      parametersFor: (values) => slots.map((key, i) => (key === undefined ? compiled.parameters[i] : values[key])),
      onReader: db.reader?.prepare<Row>(compiled.sql),
    };
    compiledFor.set(db, prepared);
    return prepared;
  };

  return (db) => compiledFor.get(db) ?? compile(db);
}
