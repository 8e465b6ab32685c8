import type { Kysely } from 'kysely';
import { type LibraryEpisode, type LibraryTitle, type MetadataSourceName } from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import { episodeListOf } from './library-queries.ts';

/** The films and shows the library holds, as GET /api/library lists them. */

/** The titles of the source the library holds, newest file first, each with a show's episodes in order. */
export async function libraryTitles(db: Kysely<DB>, source: MetadataSourceName): Promise<LibraryTitle[]> {
  const rows = await db
    .selectFrom('library_files')
    .select(['media_type', 'media_id', 'shown_title', 'shown_year', 'poster_path', 'backdrop_path', 'season', 'episode'])
    .select(['episode_end', 'episodes', 'found_at'])
    .where('source', '=', source)
    .where('match', '!=', 'unmatched')
    .where('media_id', 'is not', null)
    .execute();
  const titles = new Map<string, LibraryTitle>();
  for (const row of rows) {
    if (row.media_id === null) continue;
    const key = `${row.media_type}:${row.media_id}`;
    let title = titles.get(key);
    if (!title) {
      title = {
        media_type: row.media_type,
        id: row.media_id,
        title: row.shown_title ?? '',
        year: row.shown_year,
        poster_path: row.poster_path,
        backdrop_path: row.backdrop_path,
        added_at: row.found_at,
        files: 0,
        episodes: [],
      };
      titles.set(key, title);
    }
    title.files++;
    if (row.found_at > title.added_at) title.added_at = row.found_at;
    if (row.media_type === 'tv' && row.season !== null && row.episode !== null) {
      const list = episodeListOf(row.episodes);
      if (list) for (const episode of list) title.episodes.push({ season: row.season, episode, episode_end: null });
      else title.episodes.push({ season: row.season, episode: row.episode, episode_end: row.episode_end });
    }
  }
  const byEpisode = (a: LibraryEpisode, b: LibraryEpisode) => a.season - b.season || a.episode - b.episode;
  return [...titles.values()]
    .map((title) => ({ ...title, episodes: dedupeEpisodes(title.episodes.sort(byEpisode)) }))
    .sort((a, b) => (a.added_at < b.added_at ? 1 : a.added_at > b.added_at ? -1 : a.title.localeCompare(b.title)));
}

/** One entry per episode span: two copies of an episode (two qualities) are one episode on the screen. */
function dedupeEpisodes(episodes: LibraryEpisode[]): LibraryEpisode[] {
  return episodes.filter((e, i) => i === 0 || e.season !== episodes[i - 1]!.season || e.episode !== episodes[i - 1]!.episode);
}
