// What other modules may use of the downloads module: the media library and the download routes' parameters.
export { movieDownloadParamsSchema, tvDownloadParamsSchema } from './download-params.ts';
export { findLibraryFiles, type LibraryFile, type LibraryRef } from './media-library.ts';
