// What other modules may use of the history module: the account export and import read and write its rows.
export { allHistory, episodeOf, newHistoryRow } from './history-queries.ts';
