// What other modules may use of the library: the scan and its index of MEDIA_DIR.
export { createLibrary, type Library } from './library-scan.ts';
export {
  allLibraryFiles,
  filesOfTitle,
  libraryFileAt,
  librarySubtitleAt,
  type LibraryFileRow,
  type StoredSubtitle,
  type TitleRef,
} from './library-queries.ts';
export {
  filesToProbe,
  saveMediaInfo,
  storedMediaInfo,
  storedMediaInfos,
  type FileVersion,
  type StoredMediaInfo,
} from './media-info-queries.ts';
export { openLibraryFile, readLibraryFileStart } from './library-file.ts';
export { sendLibraryFile } from './library-file-reply.ts';
