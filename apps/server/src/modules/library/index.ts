// What other modules may use of the library: the scan and its index of MEDIA_DIR.
export { createLibrary, type Library } from './library-scan.ts';
export {
  allLibraryFiles,
  filesOfTitle,
  libraryFileAt,
  librarySubtitleAt,
  filesToProbe,
  saveMediaInfo,
  storedMediaInfo,
  type FileVersion,
  type LibraryFileRow,
  type StoredMediaInfo,
  type StoredSubtitle,
} from './library-queries.ts';
export { openLibraryFile, readLibraryFileStart } from './library-file.ts';
export { sendLibraryFile } from './library-file-reply.ts';
