import type { Migration } from 'kysely';

/** Every migration, keyed by a name that sorts in the order they apply. */
export const migrations: Record<string, Migration> = {};
