// What other modules may use of the watched module: the history marks what a viewing played to its end.
export { markIfWatched } from './auto-mark.ts';
