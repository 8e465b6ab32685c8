import type { DownloadReply, DownloadVersion, LinkListDownloadReply, V1DownloadReply, V4DownloadReply } from '@marquee/core';
import type { LibraryFile, LibraryRef } from './media-library.ts';

/**
 * The local library's answer in the reply shape of each download-service version (docs/behaviour.md#downloads),
 * so the download dialog reads it exactly as it reads the upstream service. The library holds the same
 * files whichever version is asked: v1 offers the preferred one, the others list them all.
 */

const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A byte count as people read it: '734 KB', '1.4 GB' (one decimal under 10 of a unit, none above). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit > 0 && value < 10 ? 1 : 0;
  return `${value.toFixed(digits)} ${units[unit]}`;
}

/** The name a file is saved under: '550.mp4' for a film, '1399-S01E01.mp4' for an episode. */
function fileName(file: LibraryFile, ref: LibraryRef): string {
  if (ref.mediaType === 'movie') return `${ref.id}.${file.extension}`;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${ref.id}-S${pad(ref.season)}E${pad(ref.episode)}.${file.extension}`;
}

/** 'MP4 · 1.4 GB': the label of a link in the list-shaped replies. */
const describe = (file: LibraryFile) => `${file.extension.toUpperCase()} · ${formatBytes(file.bytes)}`;

/**
 * The reply of `version` for a title's library files; null when the library has none, which the dialog shows
 * as 'Not available ATM' like any version without links. `linkOf` turns a file into the absolute URL that
 * downloads it (v1's rule wants links starting with http).
 */
export function libraryReply(
  version: DownloadVersion,
  ref: LibraryRef,
  files: readonly LibraryFile[],
  linkOf: (file: LibraryFile) => string,
): DownloadReply | null {
  const [preferred] = files;
  if (!preferred) return null;
  switch (version) {
    case 'v1': {
      const title = fileName(preferred, ref);
      const reply: V1DownloadReply =
        ref.mediaType === 'movie'
          ? { downloadLink: linkOf(preferred), movieTitle: title }
          : { downloadLink: linkOf(preferred), episodeTitle: title };
      return reply;
    }
    case 'v4': {
      const reply: V4DownloadReply = {
        results: files.map((file) => ({
          file_id: file.relativePath,
          title: fileName(file, ref),
          size: formatBytes(file.bytes),
          download_url: linkOf(file),
        })),
      };
      return reply;
    }
    case 'v3':
    case 'v5': {
      const reply: LinkListDownloadReply = {
        download_links: files.map((file) => ({ url: linkOf(file), text: describe(file) })),
      };
      return reply;
    }
  }
}
