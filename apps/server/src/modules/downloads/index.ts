// What other modules may use of the downloads module: the media library (the routes' parameters are in @marquee/core).
export {
  encodePath,
  findLibraryFiles,
  isInsideLibrary,
  type LibraryFile,
  type LibraryRef,
  type LibrarySearch,
} from './media-library.ts';
export { mediaFileUrl, subtitleUrl } from './media-urls.ts';
