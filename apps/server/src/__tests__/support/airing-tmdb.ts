import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays } from '@marquee/core';

/**
 * A TMDB-compatible server on loopback whose shows air around today: the answers are made at each request from
 * the day it is (UTC), so a show's next episode always airs in three days. It speaks TMDB v3's JSON for the paths
 * the calendar reads (details, seasons, ratings), a show's details whole enough for its title page, and counts what
 * it is asked. It has no lists, searches or images: those answer 404.
 */

export const ARCANE = 1001;
export const HOSTILE_SHOW = 1002;
export const ENDED_SHOW = 1003;
export const MARKED_SHOW = 1004;
export const FILM = 2001;
export const ADULT_FILM = 2002;
export const FAVOURITE_FILM = 2003;

/** Everything a hostile name can hold: separators, line breaks, a property smuggled in, length, non-ASCII text. */
export const HOSTILE_NAME = `Bad, show; with\\ and\nnew\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:injected ${'é🎬日本'.repeat(30)}`;
export const HOSTILE_EPISODE = `Part one; two, three\n${'long '.repeat(40)}`;

interface Episode {
  season: number;
  episode: number;
  /** Days from today; null for an episode not dated yet. */
  day: number | null;
  name: string;
}

interface Show {
  name: string;
  rating: string;
  seasons: Array<{ season: number; day: number | null; count: number }>;
  episodes: Episode[];
  last: [number, number] | null;
  next: [number, number] | null;
}

const SHOWS: Record<number, Show> = {
  [ARCANE]: {
    name: 'Arcane',
    rating: 'TV-PG',
    seasons: [
      { season: 1, day: -1800, count: 3 },
      { season: 2, day: -10, count: 6 },
    ],
    episodes: [
      { season: 1, episode: 1, day: -1800, name: 'Welcome to the Playground' },
      { season: 1, episode: 2, day: -1800, name: 'Some Mysteries Are Better Left Unsolved' },
      { season: 1, episode: 3, day: -1800, name: 'This Beating Heart' },
      { season: 2, episode: 1, day: -10, name: 'Heavy Is the Crown' },
      { season: 2, episode: 2, day: -9, name: 'Watch It All Burn' },
      { season: 2, episode: 3, day: -1, name: 'Finally Got the Right Name' },
      { season: 2, episode: 4, day: 3, name: 'Paint the Town Blue' },
      { season: 2, episode: 5, day: 10, name: 'Blisters and Bedrock' },
      { season: 2, episode: 6, day: null, name: 'The Message Hidden Within the Pattern' },
    ],
    last: [2, 3],
    next: [2, 4],
  },
  [HOSTILE_SHOW]: {
    name: HOSTILE_NAME,
    rating: 'TV-MA',
    seasons: [{ season: 1, day: -9, count: 4 }],
    episodes: [
      { season: 1, episode: 1, day: -9, name: 'Pilot' },
      { season: 1, episode: 2, day: -2, name: 'Second' },
      { season: 1, episode: 3, day: 1, name: HOSTILE_EPISODE },
      { season: 1, episode: 4, day: 8, name: '' },
    ],
    last: [1, 2],
    next: [1, 3],
  },
  [ENDED_SHOW]: {
    name: 'Long Over',
    rating: 'TV-G',
    seasons: [{ season: 1, day: -2000, count: 2 }],
    episodes: [
      { season: 1, episode: 1, day: -2000, name: 'Start' },
      { season: 1, episode: 2, day: -1990, name: 'End' },
    ],
    last: [1, 2],
    next: null,
  },
  [MARKED_SHOW]: {
    name: 'Marked Show',
    rating: 'TV-G',
    seasons: [{ season: 1, day: -20, count: 6 }],
    episodes: [
      { season: 1, episode: 1, day: -20, name: 'One' },
      { season: 1, episode: 2, day: -13, name: 'Two' },
      { season: 1, episode: 3, day: -6, name: 'Three' },
      { season: 1, episode: 4, day: -3, name: 'Four' },
      { season: 1, episode: 5, day: 2, name: 'Five' },
      { season: 1, episode: 6, day: 9, name: 'Six' },
    ],
    last: [1, 4],
    next: [1, 5],
  },
};

const FILMS: Record<number, { title: string; rating: string; day: number }> = {
  [FILM]: { title: 'Coming Soon', rating: 'PG', day: 7 },
  [ADULT_FILM]: { title: 'Grown-Ups Only', rating: 'R', day: 5 },
  [FAVOURITE_FILM]: { title: 'Only a Favourite', rating: 'PG', day: 4 },
};

/** The day `days` from today (UTC). */
export const dayFromToday = (days: number) => addDays(new Date().toISOString().slice(0, 10), days);
const dated = (days: number | null) => (days === null ? null : dayFromToday(days));

function episodeJson(id: number, episode: Episode) {
  return {
    id: id * 1000 + episode.season * 100 + episode.episode,
    name: episode.name,
    overview: '',
    still_path: null,
    season_number: episode.season,
    episode_number: episode.episode,
    air_date: dated(episode.day),
    vote_average: 0,
  };
}

function showJson(id: number, show: Show) {
  const find = (place: [number, number] | null) =>
    place && show.episodes.find((e) => e.season === place[0] && e.episode === place[1]);
  const last = find(show.last);
  const next = find(show.next);
  return {
    id,
    name: show.name,
    original_name: show.name,
    original_language: 'en',
    tagline: null,
    poster_path: `/poster-${id}.jpg`,
    backdrop_path: null,
    overview: '',
    first_air_date: dated(show.seasons[0]?.day ?? null),
    number_of_seasons: show.seasons.length,
    number_of_episodes: show.episodes.length,
    episode_run_time: [],
    status: show.next ? 'Returning Series' : 'Ended',
    vote_average: 7,
    vote_count: 100,
    popularity: 10,
    genres: [],
    production_companies: [],
    seasons: show.seasons.map((s) => ({
      id: id * 10 + s.season,
      name: `Season ${s.season}`,
      overview: '',
      poster_path: null,
      season_number: s.season,
      episode_count: s.count,
      air_date: dated(s.day),
    })),
    last_episode_to_air: last ? episodeJson(id, last) : null,
    next_episode_to_air: next ? episodeJson(id, next) : null,
  };
}

/** The answer for a path, or undefined for a 404. */
function answer(path: string): unknown {
  let match = /^tv\/(\d+)(?:\/(season\/(\d+)|content_ratings))?$/.exec(path);
  if (match) {
    const id = Number(match[1]);
    const show = SHOWS[id];
    if (!show) return undefined;
    if (match[2] === 'content_ratings') return { id, results: [{ iso_3166_1: 'US', rating: show.rating }] };
    if (match[3] === undefined) return showJson(id, show);
    const season = Number(match[3]);
    if (!show.seasons.some((s) => s.season === season)) return undefined;
    return {
      id: id * 10 + season,
      name: `Season ${season}`,
      overview: '',
      poster_path: null,
      season_number: season,
      air_date: dated(show.seasons.find((s) => s.season === season)?.day ?? null),
      episodes: show.episodes.filter((e) => e.season === season).map((e) => episodeJson(id, e)),
    };
  }
  match = /^movie\/(\d+)(\/release_dates)?$/.exec(path);
  if (match) {
    const id = Number(match[1]);
    const film = FILMS[id];
    if (!film) return undefined;
    const release = dated(film.day)!;
    if (match[2]) {
      return {
        id,
        results: [
          {
            iso_3166_1: 'US',
            release_dates: [{ certification: film.rating, type: 3, release_date: `${release}T00:00:00.000Z` }],
          },
        ],
      };
    }
    return { id, title: film.title, original_title: film.title, poster_path: `/film-${id}.jpg`, release_date: release };
  }
  return undefined;
}

export interface AiringTmdb {
  baseUrl: string;
  /** How many requests a path (after /3) received. */
  count(path: string): number;
  close(): Promise<void>;
}

export async function startAiringTmdb(): Promise<AiringTmdb> {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://airing').pathname.replace(/^\/3\//, '');
    asked.push(path);
    const body = answer(path);
    res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json;charset=utf-8' });
    res.end(
      JSON.stringify(
        body ?? { success: false, status_code: 34, status_message: 'The resource you requested could not be found.' },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/3`,
    count: (path) => asked.filter((p) => p === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
