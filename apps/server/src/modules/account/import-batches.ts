/**
 * Rows written by one transaction of an import. On SQLite the driver holds the event loop while a statement runs and
 * the one connection while a transaction is open, so a whole import in one transaction held every other request for
 * seconds; 500 rows take a few milliseconds, and other requests run between two batches.
 */
const IMPORT_ROWS_PER_TRANSACTION = 500;

/** The entries in batches of IMPORT_ROWS_PER_TRANSACTION, in their order. */
export function* batches<E>(entries: E[]): Generator<E[]> {
  for (let at = 0; at < entries.length; at += IMPORT_ROWS_PER_TRANSACTION) {
    yield entries.slice(at, at + IMPORT_ROWS_PER_TRANSACTION);
  }
}
