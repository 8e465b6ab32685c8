// What other modules may use of the account module: the per-user ordering numbers of list and history rows, the
// lock of a profile's row that its capped writes take, and the merge an import from another service writes with.
export { lockOwnerRow, takeEntrySeqs } from './entry-seq.ts';
export { mergeTitleState, type TitleStatePart } from './data-import.ts';
