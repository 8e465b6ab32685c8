import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiText,
  DEFAULT_PREFERENCES,
  embedUrlOf,
  isAppPath,
  movieDownloadParamsSchema,
  profileMaxRank,
  sourceUrlReplySchema,
  tvDownloadParamsSchema,
  type PlaybackTarget,
  type SourceUrlReply,
} from '@marquee/core';
import { errorReplies, type ApiTag } from '../../http/api-description.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { pageSubject } from '../../lib/signed-urls.ts';
import { NOT_ON_THIS_PROFILE, titleAllowed } from '../metadata/index.ts';
import { readPreferences } from '../preferences/index.ts';
import { requireLibraryAccess } from '../auth/index.ts';

/**
 * The address a playback source plays a film or an episode at (docs/behaviour.md#playback-sources), within the
 * limit of the profile the token acts for (docs/behaviour.md#ratings):
 *   GET /api/sources/{key}/movie/{id}
 *   GET /api/sources/{key}/tv/{id}/{season}/{episode}
 * A frame cannot send the bearer token, so the server's own player pages (a template that is a path here) answer
 * only at the signed, expiring URL this route gives; another host's URL is its template filled in. The local
 * player's URL carries the profile's audio language as `audio`, and its subtitle mode, size and background
 * (docs/behaviour.md#preferences).
 */

const key = apiText(100);
const movieParams = movieDownloadParamsSchema.omit({ version: true }).extend({ key });
const tvParams = tvDownloadParamsSchema.omit({ version: true }).extend({ key });

/** The path of the local player's pages, which read the `audio` and `subtitle_…` queries (embedPageQuerySchema). */
const LOCAL_PLAYER_PATH = '/embed/local/';

/** The preferences the local player's URL carries, by the query's name for each. */
const PAGE_OPTIONS = {
  audio_language: 'audio',
  subtitle_mode: 'subtitle_mode',
  subtitle_size: 'subtitle_size',
  subtitle_background: 'subtitle_background',
} as const;

export const sourceRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { sources, urls, metadata } = app.ctx;
  const db = app.ctx.db.kysely;
  const tags: ApiTag[] = ['sources'];
  const response = { 200: sourceUrlReplySchema, ...errorReplies(400, 401, 403, 404, 503) };

  async function answer(request: FastifyRequest, sourceKey: string, target: PlaybackTarget): Promise<SourceUrlReply> {
    const source = sources.find((candidate) => candidate.key === sourceKey);
    if (!source) throw notFound(/*i18n*/ 'No such playback source');
    const maxRank = request.user ? profileMaxRank(request.user.profile) : null;
    if (!(await titleAllowed(metadata, maxRank, target.type, target.id))) throw new HttpError(403, NOT_ON_THIS_PROFILE);
    const url = embedUrlOf(source, target);
    // A path (not '//host/…' nor '/\host/…', which browsers read alike) is a page of this server's: signed for
    // the path its route reads.
    if (!isAppPath(url)) return { url };
    // Another page of this server's (below) goes out as its template made it, under BASE_PATH.
    const parsed = new URL(url, 'http://this.server');
    // Only the player pages (/embed/...) take signatures; another page of this server's is left as its template made it.
    if (!parsed.pathname.startsWith('/embed/')) return { url: app.ctx.config.basePath + url };
    if (parsed.pathname.startsWith(LOCAL_PLAYER_PATH)) requireLibraryAccess(request);
    for (const [name, value] of new URLSearchParams(urls.query(pageSubject(parsed.pathname)))) {
      parsed.searchParams.set(name, value);
    }
    // The signature covers the path only, so the page's own options (`subtitles` from the player, the others here)
    // stay free. A visitor has no preference: the file's default track plays, subtitles as the defaults say.
    if (request.user && parsed.pathname.startsWith(LOCAL_PLAYER_PATH)) {
      const preferences = await readPreferences(db, request.user.profile.id);
      const options: [name: string, preference: keyof typeof PAGE_OPTIONS][] = Object.entries(PAGE_OPTIONS).map(
        ([preference, name]) => [name, preference as keyof typeof PAGE_OPTIONS],
      );
      // The defaults go without saying: the page has them too.
      for (const [name, preference] of options) {
        if (preferences[preference] !== DEFAULT_PREFERENCES[preference]) parsed.searchParams.set(name, preferences[preference]);
      }
    }
    return { url: `${app.ctx.config.basePath}${parsed.pathname}${parsed.search}${parsed.hash}` };
  }

  const movie = { summary: 'Where a playback source plays a film', tags, params: movieParams, response };
  app.get('/sources/:key/movie/:id', { schema: movie }, async (request) => {
    const { key: sourceKey, id } = request.params;
    return answer(request, sourceKey, { type: 'movie', id });
  });

  const episode = { summary: 'Where a playback source plays an episode', tags, params: tvParams, response };
  app.get('/sources/:key/tv/:id/:season/:episode', { schema: episode }, async (request) => {
    const { key: sourceKey, id, season, episode: number } = request.params;
    return answer(request, sourceKey, { type: 'tv', id, season, episode: number });
  });
};
