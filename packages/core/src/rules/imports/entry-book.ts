import type { ImportedEntry, ImportedTitle, ImportService } from '../../title-imports.ts';
import type { ImportParse } from './upload.ts';
import { isLaterOrSame } from './dates.ts';
import { titleKey } from './values.ts';

type Watched = Extract<ImportedEntry, { kind: 'watched' }>;
type Listed = Extract<ImportedEntry, { kind: 'watchlist' }>;
type Rated = Extract<ImportedEntry, { kind: 'rating' }>;

function viewingKey(title: ImportedTitle, season: number | null, episode: number | null): string {
  return `${titleKey(title)}:${season ?? ''}:${episode ?? ''}`;
}

/** The entries read from an upload, one per film or episode watched and per title listed or rated. */
export class EntryBook {
  private readonly watched = new Map<string, Watched>();
  private readonly listed = new Map<string, Listed>();
  private readonly rated = new Map<string, Rated>();
  /** Rows read that gave nothing. */
  skipped = 0;

  hasViewing(title: ImportedTitle, season: number | null = null, episode: number | null = null): boolean {
    return this.watched.has(viewingKey(title, season, episode));
  }

  /** Viewings of a film (or an episode): their plays add up, the latest time is kept. */
  view(
    title: ImportedTitle,
    watchedAt: string | null,
    plays = 1,
    season: number | null = null,
    episode: number | null = null,
  ): void {
    const key = viewingKey(title, season, episode);
    const known = this.watched.get(key);
    const count = Math.max(1, Math.floor(plays));
    if (!known) {
      this.watched.set(key, { kind: 'watched', title, season, episode, plays: count, watched_at: watchedAt });
      return;
    }
    known.plays += count;
    if (isLaterOrSame(watchedAt, known.watched_at)) known.watched_at = watchedAt;
  }

  /** A title on the watchlist, kept once with the earliest time it was added. */
  list(title: ImportedTitle, addedAt: string | null): void {
    const key = titleKey(title);
    const known = this.listed.get(key);
    if (!known) this.listed.set(key, { kind: 'watchlist', title, added_at: addedAt });
    else if (addedAt !== null && (known.added_at === null || addedAt < known.added_at)) known.added_at = addedAt;
  }

  /** A rating already on Marquee's scale; of two for one title, the one rated later is kept. */
  rate(title: ImportedTitle, rating: number, ratedAt: string | null): void {
    const key = titleKey(title);
    const known = this.rated.get(key);
    if (!known || isLaterOrSame(ratedAt, known.rated_at)) {
      this.rated.set(key, { kind: 'rating', title, rating, rated_at: ratedAt });
    }
  }

  result(service: ImportService): ImportParse {
    const entries: ImportedEntry[] = [...this.watched.values(), ...this.listed.values(), ...this.rated.values()];
    return { service, entries, skipped: this.skipped };
  }
}
