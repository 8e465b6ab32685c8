import { parse } from 'csv-parse/browser/esm/sync';
import { ImportFormatError } from './errors.ts';

/** A CSV file's rows, each by its header's column names (trimmed); a cell a short row lacks reads ''. */
export interface CsvTable {
  columns: string[];
  rows: Map<string, string>[];
}

export function readCsv(name: string, text: string): CsvTable {
  let records: string[][];
  try {
    // Exports are written by machines, but a stray quote inside a field is forgiven; an unclosed one is not.
    records = parse(text, { relax_column_count: true, relax_quotes: true, skip_empty_lines: true });
  } catch {
    throw new ImportFormatError(/*i18n*/ '{name} could not be read: it is not a valid CSV file', { name });
  }
  const [header = [], ...body] = records;
  const columns = header.map((column) => column.trim());
  const rows = body.map((cells) => new Map(columns.map((column, index) => [column, (cells[index] ?? '').trim()])));
  return { columns, rows };
}

/** A row's cell, '' when the file has no such column. */
export function cell(row: Map<string, string>, column: string): string {
  return row.get(column) ?? '';
}
