// What other modules may use of the downloads module: the media library (the routes' parameters are in @marquee/core).
export {
  encodePath,
  findLibraryFiles,
  isInsideLibrary,
  isServedPath,
  LIBRARY_EXTENSIONS,
  type LibraryFile,
  type LibraryRef,
  type LibrarySearch,
} from './media-library.ts';
export {
  fontSubject,
  fontUrl,
  mediaFileUrl,
  playbackSubject,
  playbackUrl,
  streamStartUrl,
  streamSubject,
  streamUrl,
  styledSubtitleTrackUrl,
  subtitleTrackSubject,
  subtitleTrackUrl,
  subtitleUrl,
} from './media-urls.ts';
