/**
 * The backup file (docs/operations.md#backups-and-restores): gzip of JSON lines. The first line is the header;
 * then, for each table in the header's order, a line `{"table": name}` and one line per row, a JSON array of its
 * values in the header's column order. Values keep their types: numbers, text and null as JSON has them; what JSON
 * cannot hold exactly is an object with one marker key ($bigint, $base64, $float).
 */

export const BACKUP_FORMAT = 'marquee-backup';
export const BACKUP_VERSION = 1;

export interface BackupTableHeader {
  name: string;
  columns: string[];
  rows: number;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  /** The last migration applied to the database backed up: a restore builds the tables as they were then. */
  migration: string;
  createdAt: string;
  tables: BackupTableHeader[];
}

export class BackupError extends Error {}

/** The header of a backup, or a BackupError saying what is wrong with the file. */
export function parseHeader(line: string | undefined): BackupHeader {
  let header: unknown;
  try {
    header = JSON.parse(line ?? '');
  } catch {
    throw new BackupError('This file is not a Marquee backup.');
  }
  const value = header as Partial<BackupHeader> | null;
  if (typeof value !== 'object' || value === null || value.format !== BACKUP_FORMAT) {
    throw new BackupError('This file is not a Marquee backup.');
  }
  if (value.version !== BACKUP_VERSION) {
    throw new BackupError(`This backup's format (version ${String(value.version)}) is not one this version of Marquee reads.`);
  }
  const tablesOk =
    Array.isArray(value.tables) &&
    value.tables.every(
      (table) =>
        typeof table?.name === 'string' &&
        Array.isArray(table.columns) &&
        table.columns.every((column) => typeof column === 'string') &&
        Number.isInteger(table.rows),
    );
  if (typeof value.migration !== 'string' || typeof value.createdAt !== 'string' || !tablesOk) {
    throw new BackupError('This backup is damaged: its header is incomplete.');
  }
  return value as BackupHeader;
}

export type EncodedValue =
  string | number | boolean | null | { $bigint: string } | { $base64: string } | { $float: 'NaN' | 'Infinity' | '-Infinity' };

/**
 * A value as read from either database, for the file. `integerColumn`: a 64-bit integer column, which PostgreSQL
 * hands over as text; it is written as a number, as SQLite hands it over, when the number is exact.
 */
export function encodeValue(value: unknown, integerColumn: boolean): EncodedValue {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    if (!integerColumn || !/^-?\d+$/.test(value)) return value;
    const number = Number(value);
    return Number.isSafeInteger(number) ? number : { $bigint: value };
  }
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return value;
    return { $float: Number.isNaN(value) ? 'NaN' : value > 0 ? 'Infinity' : '-Infinity' };
  }
  if (typeof value === 'bigint') {
    return Number.isSafeInteger(Number(value)) ? Number(value) : { $bigint: value.toString() };
  }
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { $base64: Buffer.from(value).toString('base64') };
  throw new BackupError(`A value of an unexpected kind (${Object.prototype.toString.call(value)}) cannot be backed up.`);
}

/** A value of the file as the database takes it: SQLite takes a large integer as a BigInt, PostgreSQL as text. */
export function decodeValue(value: unknown, dialect: 'sqlite' | 'postgres'): unknown {
  if (value === null || typeof value !== 'object') return value;
  const marked = value as Record<string, unknown>;
  if (typeof marked.$bigint === 'string' && /^-?\d+$/.test(marked.$bigint)) {
    return dialect === 'sqlite' ? BigInt(marked.$bigint) : marked.$bigint;
  }
  if (typeof marked.$base64 === 'string') return Buffer.from(marked.$base64, 'base64');
  if (typeof marked.$float === 'string') return Number(marked.$float);
  throw new BackupError('This backup is damaged: it holds a value of an unknown kind.');
}

/** Column types whose values are 64-bit integers (PostgreSQL gives them as text). */
export function isBigIntegerType(type: string): boolean {
  return type === 'bigint' || type === 'int8';
}
