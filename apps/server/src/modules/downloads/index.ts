// What other modules may use of the downloads module: the media library (the routes' parameters are in @marquee/core).
export { findLibraryFiles, type LibraryFile, type LibraryRef } from './media-library.ts';
