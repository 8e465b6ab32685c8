// What other modules may use of the history module: the account export and import read and write its rows.
export { episodeOf, historyAfter, newHistoryRow, trimHistory, type HistoryCursor } from './history-queries.ts';
