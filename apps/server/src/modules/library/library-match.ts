import type { FastifyBaseLogger } from 'fastify';
import { episodeOfAbsolute, isIdNamedPath, type ParsedMediaFile, type SeasonFields } from '@marquee/core';
import { parseGatewayRequest, type MetadataSource, type OutsideId } from '../metadata/index.ts';
import { findTitle, titleById, type FoundTitle } from '../title-refs/index.ts';
import { type LibraryFileRow, type ShownTitle } from './library-queries.ts';

/** How the scan matches a library file to a title of the metadata source. */

const nameReading = (row: LibraryFileRow) => ({ title: row.title, year: row.year });
const shownOf = ({ id: _id, ...shown }: FoundTitle): ShownTitle => shown;

/** The scan's matcher: by a file's own or outside id, else by its title and year; and an anime's absolute numbers. */
export function createTitleMatcher(metadata: MetadataSource, log: FastifyBaseLogger) {
  // The source's ids of outside ids, kept while the server runs: they do not change.
  const outsideIds = new Map<string, Promise<number | null>>();

  /**
   * The title a file is: by the id its name gives when that id is the source's own, else by title and year.
   * `searches` are the scan's answers by what was asked: a show's episodes, or a film's copies, ask once.
   */
  async function match(
    row: LibraryFileRow,
    parsed: ParsedMediaFile,
    searches: Map<string, Promise<FoundTitle | null>>,
  ): Promise<LibraryFileRow> {
    // An id-named file's id is the server's source's own; a {tmdb-…} tag is TMDB's.
    let ownId = row.nameId !== null && (isIdNamedPath(row.path) || metadata.source === 'tmdb');
    // Else an IMDb or TVDB id (a name's tag, an NFO's) as the source knows it: TMDB finds its titles by them.
    const outside: OutsideId | null = parsed.imdbId
      ? { kind: 'imdb', id: parsed.imdbId }
      : parsed.tvdbId !== undefined
        ? { kind: 'tvdb', id: parsed.tvdbId }
        : null;
    if (!ownId && outside) {
      const key = `${row.mediaType}:${outside.kind}:${outside.id}`;
      let find = outsideIds.get(key);
      if (!find) {
        find = metadata.findByOutsideId(row.mediaType, outside);
        outsideIds.set(key, find);
        // No answer now is asked again by the next scan.
        find.catch(() => outsideIds.delete(key));
      }
      const id = await find;
      if (id !== null) {
        row = { ...row, nameId: id };
        ownId = true;
      }
    }
    if (ownId) {
      // Played by its id whatever the source says of it; shown as its name reads if the source has no such title.
      const key = `${row.mediaType}:${row.nameId}`;
      let lookup = searches.get(key);
      if (!lookup) {
        lookup = titleById(metadata, row.mediaType, row.nameId!);
        searches.set(key, lookup);
      }
      const known = await lookup;
      const shown = known ? shownOf(known) : { ...nameReading(row), poster_path: null, backdrop_path: null };
      return { ...row, source: metadata.source, mediaId: row.nameId, match: 'matched', shown };
    }
    const key = `${row.mediaType}\n${row.year ?? ''}\n${row.title}`;
    let search = searches.get(key);
    if (!search) {
      // A failed search stays failed for the rest of this scan: the next scan asks again.
      search = findTitle(metadata, { media_type: row.mediaType, title: row.title, year: row.year });
      searches.set(key, search);
    }
    const found = await search;
    // An unmatched file notes the source it was looked for in: another source is asked again.
    if (!found) return { ...row, source: metadata.source };
    return { ...row, source: metadata.source, mediaId: found.id, match: 'matched', shown: shownOf(found) };
  }

  /**
   * An anime file numbered from the show's first episode (`One Piece - 1071`) as the season and episode the source
   * counts it to (core's episodeOfAbsolute); as it was (season 1) when the source's seasons do not reach it or the
   * source does not answer now. `seasons` are the scan's answers by show.
   */
  async function withAbsoluteMapped(
    row: LibraryFileRow,
    parsed: ParsedMediaFile,
    seasons: Map<number, Promise<SeasonFields[]>>,
  ): Promise<LibraryFileRow> {
    if (parsed.kind !== 'episode' || !parsed.absolute || row.match !== 'matched' || row.mediaId === null) return row;
    let lookup = seasons.get(row.mediaId);
    if (!lookup) {
      lookup = metadata
        .answer(parseGatewayRequest(`tv/${row.mediaId}`, new URLSearchParams()))
        .then((answer) => (JSON.parse(answer.body) as { seasons?: SeasonFields[] }).seasons ?? [])
        .catch((error: unknown) => {
          log.warn({ err: error, show: row.mediaId }, "a show's seasons could not be read to number its episodes");
          return [];
        });
      seasons.set(row.mediaId, lookup);
    }
    const mapped = episodeOfAbsolute(parsed.episodes[0]!, await lookup);
    return mapped ? { ...row, season: mapped.season, episode: mapped.episode, episodeEnd: null } : row;
  }

  return { match, withAbsoluteMapped };
}
