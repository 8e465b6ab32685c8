// What other modules may use of the lists module: the account export and import read and write its rows.
export {
  bumpListsVersion,
  listEntriesAfter,
  listFull,
  listRoom,
  newListRow,
  type ListCursor,
  type ListName,
} from './list-queries.ts';
