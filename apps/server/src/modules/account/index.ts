// What other modules may use of the account module: the per-user ordering numbers of list and history rows.
export { takeEntrySeqs } from './entry-seq.ts';
