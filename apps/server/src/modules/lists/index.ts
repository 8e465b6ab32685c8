// What other modules may use of the lists module: the account export and import read and write its rows.
export { bumpListsVersion, listEntries, newListRow, type ListName } from './list-queries.ts';
