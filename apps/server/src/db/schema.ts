/**
 * Kysely table types. Every migration in ./migrations adds its tables here.
 * Times are ISO-8601 strings in UTC (one format for both databases, sortable as text).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DB {}
