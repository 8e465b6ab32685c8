/**
 * A film's files in the library as the player offers them (docs/behaviour.md#library-file-names): its versions
 * ('1080p', '4K', "Director's Cut"), the one most browsers play best first, each of one file or of parts played one
 * after another (`cd1`, `cd2`); and where each part starts in the whole film.
 */

/** A film's file as the library keeps it, with what ffprobe read of its picture when it has. */
export interface FilmFile {
  path: string;
  /** Which part of a film split over files (`cd2` is 2); null for a whole film. */
  part: number | null;
  /** The version its name gives ('1080p', "Director's Cut"); null when it gives none. */
  version: string | null;
  /** The picture's height in pixels, and its codec as ffprobe names it; null while not read. */
  height: number | null;
  videoCodec: string | null;
  /** How well browsers take its container, lower first (MP4 before WebM before Matroska); absent: last. */
  containerRank?: number;
}

export interface FilmVersion<T extends FilmFile> {
  /** What the player's Version menu calls it. */
  label: string;
  /** Its files in the order they play: one for a whole film. */
  parts: T[];
}

/** Picture codecs every common browser decodes, played as they are or only repackaged: no conversion of the picture. */
const PLAYED_CODECS: ReadonlySet<string> = new Set(['h264', 'vp9', 'vp8', 'av1']);

const folderOf = (file: string) => file.slice(0, Math.max(0, file.lastIndexOf('/')));
const nameOf = (file: string) => file.slice(file.lastIndexOf('/') + 1);

/** A picture's height as people name it: 2160 is 4K, 1080 is 1080p. */
export function heightLabel(height: number): string {
  if (height >= 2000) return '4K';
  const common = [1440, 1080, 720, 576, 480, 360];
  const near = common.find((line) => height >= line * 0.9);
  return `${near ?? height}p`;
}

/**
 * The film's versions. Parts of one film (files with a part number, in one folder, of one version) are one version,
 * played in part order (a part found twice keeps its first file); any other file is a version of its own. Named by
 * the version its name gives, else by its picture's height, else by its file name; two of the same name are told
 * apart by their file names. In order: those whose picture no browser needs converted (H.264, VP9, VP8, AV1) first,
 * then the container browsers take best, then the taller picture (one not read yet last), then the order given.
 */
export function filmVersions<T extends FilmFile>(files: readonly T[]): Array<FilmVersion<T>> {
  const groups = new Map<string, T[]>();
  for (const file of files) {
    const key = file.part === null ? `file\n${file.path}` : `parts\n${folderOf(file.path)}\n${file.version ?? ''}`;
    const group = groups.get(key);
    if (group) group.push(file);
    else groups.set(key, [file]);
  }
  const versions = [...groups.values()].map((group, order) => {
    const parts = group
      .toSorted((a, b) => (a.part ?? 0) - (b.part ?? 0))
      .filter((file, i, sorted) => i === 0 || file.part !== sorted[i - 1]!.part);
    const first = parts[0]!;
    const label = first.version ?? (first.height ? heightLabel(first.height) : nameOf(first.path));
    return { label, parts, order };
  });
  const named = new Map<string, number>();
  for (const { label } of versions) named.set(label, (named.get(label) ?? 0) + 1);
  for (const version of versions) {
    if (named.get(version.label)! > 1) version.label = `${version.label} · ${nameOf(version.parts[0]!.path)}`;
  }
  const converted = (version: (typeof versions)[number]) => {
    const codec = version.parts[0]!.videoCodec;
    return codec === null || PLAYED_CODECS.has(codec) ? 0 : 1;
  };
  const container = (version: (typeof versions)[number]) => version.parts[0]!.containerRank ?? Number.MAX_SAFE_INTEGER;
  return versions
    .sort(
      (a, b) =>
        converted(a) - converted(b) ||
        container(a) - container(b) ||
        (b.parts[0]!.height ?? 0) - (a.parts[0]!.height ?? 0) ||
        a.order - b.order,
    )
    .map(({ label, parts }) => ({ label, parts }));
}

/** Where each part starts in the whole film, in seconds, and how long the film is; null when a part's length is unknown. */
export function partStarts(durations: ReadonlyArray<number | null>): { starts: number[]; total: number } | null {
  const starts: number[] = [];
  let total = 0;
  for (const duration of durations) {
    if (duration === null || !Number.isFinite(duration) || duration <= 0) return null;
    starts.push(total);
    total += duration;
  }
  return { starts, total };
}
