import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A TMDB-compatible server on loopback that replays the real responses recorded in
 * fixtures/tmdb (see fixtures/README.md), so the gateway's upstream mode runs for real
 * without the network. It checks the credential like TMDB (401 with TMDB's body), counts every
 * request, and can be told to be slow, busy (429) or failing for a path.
 */

export const fixturesDir = path.resolve(import.meta.dirname, '../../../../../fixtures/tmdb');

export function readFixture(name: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(fixturesDir, name), 'utf8')) as Record<string, unknown>;
}

/** Recorded path (after /3) → fixture file. */
export const RECORDED: Readonly<Record<string, string>> = {
  'movie/550': 'movie-details.json',
  'movie/550/images': 'movie-images.json',
  'movie/550/videos': 'movie-videos.json',
  'movie/550/reviews': 'movie-reviews.json',
  'movie/550/recommendations': 'movie-recommendations.json',
  'movie/550/similar': 'movie-similar.json',
  'movie/550/release_dates': 'movie-release-dates.json',
  'movie/550/credits': 'movie-credits.json',
  'movie/popular': 'movie-popular.json',
  'movie/top_rated': 'movie-top-rated.json',
  'movie/upcoming': 'movie-upcoming.json',
  'movie/now_playing': 'movie-now-playing.json',
  'tv/1399': 'tv-details.json',
  'tv/2': 'tv-details-complex.json',
  'tv/1399/season/1': 'tv-season-details.json',
  'tv/1399/season/1/episode/1': 'tv-episode-details.json',
  'tv/1399/images': 'tv-images.json',
  'tv/1399/content_ratings': 'tv-content-ratings.json',
  'tv/1399/similar': 'tv-similar.json',
  'tv/popular': 'tv-popular.json',
  'search/multi': 'search-multi.json',
  'search/movie': 'search-movie.json',
  'search/tv': 'search-tv.json',
  'genre/movie/list': 'genre-movie-list.json',
  'genre/tv/list': 'genre-tv-list.json',
};

/** Paths nobody recorded answer with a recording of the same shape (a page of the same kind of items). */
const SAME_SHAPE: ReadonlyArray<[RegExp, string]> = [
  [/^trending\/(all|movie)\/(day|week)$/, 'movie-recommendations.json'],
  [/^trending\/tv\/(day|week)$/, 'tv-popular.json'],
  [/^discover\/movie$/, 'movie-popular.json'],
  [/^discover\/tv$/, 'tv-popular.json'],
  [/^tv\/(top_rated|on_the_air|airing_today)$/, 'tv-popular.json'],
  [/^tv\/1399\/(recommendations)$/, 'tv-similar.json'],
];

export interface Misbehaviour {
  status?: number;
  /** Retry-After header of a 429. */
  retryAfter?: string;
  delayMs?: number;
  body?: string;
}

export interface ReplayRequest {
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

export interface TmdbReplay {
  /** Base URL like TMDB's, ending in /3. */
  baseUrl: string;
  /** Image base like TMDB's, ending in /t/p. */
  imageBaseUrl: string;
  requests: ReplayRequest[];
  /** How many requests a path (after /3, or an image path after /t/p) received. */
  count(path: string): number;
  /** The next answers for a path, one per request, before normal service resumes. */
  misbehave(path: string, ...answers: Misbehaviour[]): void;
  reset(): void;
  close(): Promise<void>;
}

export interface ReplayCredential {
  apiKey?: string;
  readToken?: string;
}

/** A tiny valid PNG (1×1) standing in for TMDB's image CDN, served as the .jpg its paths name. */
export const REPLAY_IMAGE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export async function startTmdbReplay(credential: ReplayCredential): Promise<TmdbReplay> {
  const requests: ReplayRequest[] = [];
  const scripted = new Map<string, Misbehaviour[]>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://replay');
    const isImage = url.pathname.startsWith('/t/p/');
    const tmdbPath = url.pathname.replace(/^\/(3|t\/p)\//, '');
    requests.push({ path: tmdbPath, query: url.searchParams, headers: req.headers });
    const next = scripted.get(tmdbPath)?.shift();
    const answer = () =>
      isImage ? answerImage(res, tmdbPath, next) : answerApi(res, tmdbPath, url.searchParams, req.headers, next);
    if (next?.delayMs) setTimeout(answer, next.delayMs);
    else answer();
  });

  function answerApi(
    res: http.ServerResponse,
    tmdbPath: string,
    query: URLSearchParams,
    headers: http.IncomingHttpHeaders,
    next?: Misbehaviour,
  ) {
    const keyOk = credential.apiKey !== undefined && query.get('api_key') === credential.apiKey;
    const tokenOk = credential.readToken !== undefined && headers.authorization === `Bearer ${credential.readToken}`;
    if (!keyOk && !tokenOk) return send(res, 401, JSON.stringify(readFixture('invalid-api-key.json')));
    if (next?.status) {
      if (next.retryAfter !== undefined) res.setHeader('retry-after', next.retryAfter);
      return send(
        res,
        next.status,
        next.body ?? JSON.stringify({ status_code: 25, status_message: 'Your request count is over the allowed limit.' }),
      );
    }
    const body = recordedBody(tmdbPath, query);
    if (!body) return send(res, 404, JSON.stringify(readFixture('resource-not-found.json')));
    return send(res, 200, JSON.stringify(body));
  }

  function answerImage(res: http.ServerResponse, imagePath: string, next?: Misbehaviour) {
    if (next?.status) return send(res, next.status, '', 'text/plain');
    if (!/^w\d+\/\w+\.jpg$/.test(imagePath)) return send(res, 404, '', 'text/plain');
    return send(res, 200, REPLAY_IMAGE, 'image/jpeg');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/3`,
    imageBaseUrl: `http://127.0.0.1:${port}/t/p`,
    requests,
    count: (p) => requests.filter((r) => r.path === p).length,
    misbehave: (p, ...answers) => scripted.set(p, answers),
    reset() {
      requests.length = 0;
      scripted.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The recording for a path, with `append_to_response` nested as TMDB does (without their ids). */
function recordedBody(tmdbPath: string, query: URLSearchParams): Record<string, unknown> | undefined {
  const file = RECORDED[tmdbPath] ?? SAME_SHAPE.find(([pattern]) => pattern.test(tmdbPath))?.[1];
  if (!file) return undefined;
  const body = readFixture(file);
  for (const part of (query.get('append_to_response') ?? '').split(',').filter(Boolean)) {
    const sub = RECORDED[`${tmdbPath}/${part}`];
    if (sub) {
      const { id: _id, ...nested } = readFixture(sub);
      body[part] = nested;
    }
  }
  return body;
}

function send(res: http.ServerResponse, status: number, body: string | Buffer, type = 'application/json;charset=utf-8') {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}
