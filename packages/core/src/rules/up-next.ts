import { countsAsWatched } from './watched-marks.ts';
import type { EpisodeRef } from './episodes.ts';
import { toEpochMs } from './timestamps.ts';

/**
 * Continue Watching that listens (docs/behaviour.md#continue-watching): what the row shows of one title from its
 * newest viewing, its watched marks and whether the profile took it off the row. A film in progress is resumed; a
 * show appears once, at the episode in progress or else at the one after the last watched (Up Next).
 */

/** A title not played nor marked for this long leaves the row. */
export const CONTINUE_WATCHING_MAX_AGE_DAYS = 112;

/** The parts of a title's newest history entry the row reads. */
export interface ViewingFields {
  season: number | null;
  episode: number | null;
  watch_position: number;
  duration: number;
  created_at: string;
}

/** A film's or episode's mark (a film's has season and episode -1). */
export interface MarkFields extends EpisodeRef {
  last_watched_at: string;
}

/** Everything the row knows of one title. */
export interface TitleActivity {
  media_type: 'movie' | 'tv';
  /** The title's newest history entry, or null when it was only marked. */
  viewing: ViewingFields | null;
  marks: readonly MarkFields[];
  /** When the profile took it off the row, or null. */
  hidden_at: string | null;
}

/** What the row shows of a title: a viewing to resume, or a show's next episode after `after` (null: its first). */
export type ContinuePlace = { kind: 'resume'; at: string } | { kind: 'next'; after: EpisodeRef | null; at: string };

const later = (a: string, b: string) => ((toEpochMs(a) ?? 0) >= (toEpochMs(b) ?? 0) ? a : b);
const compareEpisodes = (a: EpisodeRef, b: EpisodeRef) => a.season - b.season || a.episode - b.episode;

/** The mark watched most recently; of marks made together (a season's), the furthest episode. */
function lastMarked(marks: readonly MarkFields[]): MarkFields | null {
  let last: MarkFields | null = null;
  for (const mark of marks) {
    const t = toEpochMs(mark.last_watched_at) ?? 0;
    const lt = last === null ? -1 : (toEpochMs(last.last_watched_at) ?? 0);
    if (last === null || t > lt || (t === lt && compareEpisodes(mark, last) > 0)) last = mark;
  }
  return last;
}

/**
 * Where a title stands in the row at `now` (ms), or null when it leaves it: taken off the row since its last
 * activity, not active for CONTINUE_WATCHING_MAX_AGE_DAYS, a film finished (played to the end, or marked since its
 * viewing), or a viewing that never played (saved at 0 s).
 */
export function continuePlace(title: TitleActivity, now: number): ContinuePlace | null {
  const { viewing } = title;
  const last = lastMarked(title.marks);
  const at = [viewing?.created_at, last?.last_watched_at].filter((t): t is string => t !== undefined).reduce(later, '');
  if (at === '') return null;
  if (now - (toEpochMs(at) ?? 0) > CONTINUE_WATCHING_MAX_AGE_DAYS * 86_400_000) return null;
  if (title.hidden_at !== null && later(title.hidden_at, at) === title.hidden_at) return null;
  const viewingOpen =
    viewing !== null &&
    viewing.watch_position > 0 &&
    !countsAsWatched(viewing.watch_position, viewing.duration) &&
    // A mark of the same film or episode since the viewing closes it.
    !title.marks.some(
      (mark) =>
        (title.media_type === 'movie' || (mark.season === viewing.season && mark.episode === viewing.episode)) &&
        later(mark.last_watched_at, viewing.created_at) === mark.last_watched_at,
    );
  if (title.media_type === 'movie') return viewingOpen ? { kind: 'resume', at } : null;
  const episode =
    viewing && viewing.season !== null && viewing.episode !== null ? { season: viewing.season, episode: viewing.episode } : null;
  // An episode in progress is resumed, unless a later mark went past it.
  if (viewingOpen && episode !== null) {
    const passed =
      last !== null &&
      later(last.last_watched_at, viewing.created_at) === last.last_watched_at &&
      compareEpisodes(last, episode) > 0;
    if (!passed) return { kind: 'resume', at };
  }
  const finished =
    episode !== null && viewing !== null && countsAsWatched(viewing.watch_position, viewing.duration)
      ? [{ ...episode, last_watched_at: viewing.created_at }]
      : [];
  const after = lastMarked([...title.marks, ...finished]);
  return { kind: 'next', after: after && { season: after.season, episode: after.episode }, at };
}

/**
 * A show's Up Next: the first aired episode after `after` (a special counts as before the regular seasons) that is
 * not marked, or null when there is none (the viewer is caught up; a new episode brings the show back).
 */
export function upNextEpisode(
  aired: readonly EpisodeRef[],
  marked: readonly EpisodeRef[],
  after: EpisodeRef | null,
): EpisodeRef | null {
  const done = new Set(marked.map((ref) => `${ref.season}:${ref.episode}`));
  const from = after === null || after.season === 0 ? null : after;
  return (
    aired
      .filter((ref) => ref.season > 0)
      .toSorted(compareEpisodes)
      .find((ref) => (from === null || compareEpisodes(ref, from) > 0) && !done.has(`${ref.season}:${ref.episode}`)) ?? null
  );
}
