import type { ImportedTitle } from '@marquee/core';
import type { MetadataSource } from '../metadata/index.ts';
import { findTitle, titleById, type FoundTitle } from '../title-refs/index.ts';

/** The key of a title as a file names it: entries of one title share it, and it is looked for once. */
export function importedTitleKey(title: ImportedTitle): string {
  const name = title.title.trim().toLowerCase();
  return [title.media_type, title.imdb_id ?? '', title.tmdb_id ?? '', title.tvdb_id ?? '', name, title.year ?? ''].join('\n');
}

/**
 * The metadata source's title a file's title is (docs/behaviour.md#importing-from-other-services): by its TMDB id
 * when the source is TMDB, else by its IMDb or TVDB id as the source finds it, else by name and year (core's
 * bestTitleMatch); null when none is surely it. Throws when the source cannot answer, so the title is looked for
 * again rather than called unknown. Answers are kept for the matcher's life: one import looks a title up once.
 */
export function createImportMatcher(metadata: MetadataSource) {
  const found = new Map<string, Promise<FoundTitle | null>>();

  async function lookUp(title: ImportedTitle): Promise<FoundTitle | null> {
    const media = title.media_type;
    if (metadata.source === 'tmdb' && title.tmdb_id !== null) {
      const byId = await titleById(metadata, media, title.tmdb_id);
      if (byId) return byId;
    }
    const outside = title.imdb_id
      ? ({ kind: 'imdb', id: title.imdb_id } as const)
      : title.tvdb_id !== null && media === 'tv'
        ? ({ kind: 'tvdb', id: title.tvdb_id } as const)
        : null;
    if (outside) {
      const id = await metadata.findByOutsideId(media, outside);
      const byOutside = id === null ? null : await titleById(metadata, media, id);
      if (byOutside) return byOutside;
    }
    return findTitle(metadata, { media_type: media, title: title.title, year: title.year });
  }

  return {
    match(title: ImportedTitle): Promise<FoundTitle | null> {
      const key = importedTitleKey(title);
      let lookup = found.get(key);
      if (!lookup) {
        lookup = lookUp(title);
        found.set(key, lookup);
        // A source that could not answer is asked again next time.
        lookup.catch(() => found.delete(key));
      }
      return lookup;
    },
  };
}
