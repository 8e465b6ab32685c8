import {
  calendarFilmSchema,
  calendarSeasonSchema,
  calendarShowSchema,
  compareCalendarItems,
  episodesInRange,
  inRange,
  seasonsInRange,
  type CalendarItem,
  type CalendarShow,
  type DateRange,
} from '@marquee/core';
import type { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { parseGatewayRequest, type MetadataSource } from '../metadata/index.ts';
import type { FollowedTitle } from './followed-titles.ts';

/** Details read at once: a profile's many titles are read a few at a time, not all together. */
const LOOKUPS_AT_ONCE = 8;

/** Today's date (YYYY-MM-DD, UTC), as the sources date episodes. */
export const today = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);

/**
 * One answer of the server's metadata source (through the gateway's cache upstream), read as `schema` says. A title
 * the source does not know answers the source's 404.
 */
async function read<T>(metadata: MetadataSource, path: string, schema: z.ZodType<T>): Promise<T> {
  const answer = await metadata.answer(parseGatewayRequest(path, new URLSearchParams()));
  const parsed = schema.safeParse(JSON.parse(answer.body));
  if (!parsed.success) throw new HttpError(502, /*i18n*/ 'The metadata provider sent details the calendar cannot read');
  return parsed.data;
}

/** A show's details, as far as its air dates go. */
export const showSchedule = (metadata: MetadataSource, showId: number): Promise<CalendarShow> =>
  read(metadata, `tv/${showId}`, calendarShowSchema);

/**
 * `work` for each of `items`, LOOKUPS_AT_ONCE at a time; an item whose work fails (details that cannot be read just
 * now) gives nothing, so one title never fails the whole answer.
 */
export async function eachFewAtOnce<T, R>(items: readonly T[], work: (item: T) => Promise<R[]>): Promise<R[]> {
  const pending = [...items];
  const results: R[] = [];
  async function worker(): Promise<void> {
    for (let next = pending.shift(); next !== undefined; next = pending.shift()) {
      try {
        results.push(...(await work(next)));
      } catch {
        // Left out of this answer; the next one reads it again.
      }
    }
  }
  await Promise.all(Array.from({ length: LOOKUPS_AT_ONCE }, worker));
  return results;
}

/** A followed show's episodes that air within the range, from the seasons that may hold them. */
async function showItems(metadata: MetadataSource, showId: number, range: DateRange): Promise<CalendarItem[]> {
  const show = await showSchedule(metadata, showId);
  const items: CalendarItem[] = [];
  for (const season of seasonsInRange(show, range)) {
    const { episodes } = await read(metadata, `tv/${showId}/season/${season}`, calendarSeasonSchema);
    for (const episode of episodesInRange(episodes, range)) {
      items.push({
        date: episode.air_date,
        media_type: 'tv',
        media_id: showId,
        title: show.name,
        poster_path: show.poster_path ?? null,
        season: episode.season_number,
        episode: episode.episode_number,
        episode_name: episode.name || null,
      });
    }
  }
  return items;
}

/** A followed film's release, when it falls within the range. */
async function filmItems(metadata: MetadataSource, filmId: number, range: DateRange): Promise<CalendarItem[]> {
  const film = await read(metadata, `movie/${filmId}`, calendarFilmSchema);
  if (!inRange(film.release_date, range)) return [];
  return [
    {
      date: film.release_date,
      media_type: 'movie',
      media_id: filmId,
      title: film.title,
      poster_path: film.poster_path ?? null,
      season: null,
      episode: null,
      episode_name: null,
    },
  ];
}

/**
 * The calendar of some followed titles within a range (docs/behaviour.md#calendar): their episodes and releases
 * by day, then title. A title whose details cannot be read just now is left out.
 */
export async function calendarItems(
  metadata: MetadataSource,
  titles: readonly FollowedTitle[],
  range: DateRange,
): Promise<CalendarItem[]> {
  const items = await eachFewAtOnce(titles, (title) =>
    title.media_type === 'tv' ? showItems(metadata, title.media_id, range) : filmItems(metadata, title.media_id, range),
  );
  return items.toSorted(compareCalendarItems);
}
