// What other modules may use of the watched module: the history marks what a viewing played to its end, and an
// import keeps to the profile's cap of marks.
export { markIfWatched } from './auto-mark.ts';
export { tooManyMarks } from './mark-scope.ts';
