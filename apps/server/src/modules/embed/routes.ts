import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEFAULT_PREFERENCES,
  embedPageQuerySchema,
  isStyledSubtitleTrack,
  isTextSubtitleTrack,
  movieDownloadParamsSchema,
  pickTrailerKey,
  tvDownloadParamsSchema,
  type EmbedPageQuery,
  type MediaInfo,
  type PlaybackTarget,
  type VideoFields,
} from '@marquee/core';
import { HttpError } from '../../http/errors.ts';
import { sendDocument } from '../../http/security-headers.ts';
import {
  findLibraryFiles,
  fontUrl,
  playbackUrl,
  styledSubtitleTrackUrl,
  subtitleTrackUrl,
  subtitleUrl,
  type LibraryFile,
  type LibraryRef,
} from '../downloads/index.ts';
import { parseGatewayRequest } from '../metadata/index.ts';
import { libraryIntro } from '../intros/index.ts';
import { libraryMediaInfo, ProbeError } from '../playback/index.ts';
import { renderEmbedPage, type EmbedPage } from '../../lib/embed-page.ts';
import { INVALID_MEDIA_URL, pageSubject } from '../../lib/signed-urls.ts';
import { chooseFilmFile } from './film-parts.ts';
import { localPlayerPage } from './local-player-page.ts';
import type { EmbeddedSubtitle } from './local-player-tracks.ts';
import { rendererRoutes } from './styled-subtitle-renderer.ts';
import { trailerPage } from './trailer-page.ts';

/**
 * The pages the player embeds from this server, outside /api since they are pages (docs/behaviour.md#playback-sources):
 *   GET /embed/local/movie/{id}, /embed/local/tv/{id}/{season}/{episode}        the `local` source
 *   GET /embed/trailer/movie/{id}, /embed/trailer/tv/{id}/{season}/{episode}    the `trailer` source
 * Ids, seasons and episodes follow the downloads gateway's rules, as the library names its files the same way.
 * `?subtitles={code}` is the language whose subtitles the local player turns on (the profile's preference), as
 * `?subtitle_mode=` says; `?subtitle_size=` and `?subtitle_background=` how it draws them; a film's `?version={n}`
 * (from 0) and `?part={n}` (from 1) pick one of its versions, and of one in parts the part. Each page
 * answers only at the signed URL the sources route issues (`exp`, `sig`; 403 otherwise), and signs the playback and
 * subtitle URLs it gives its player in turn (docs/behaviour.md#ratings).
 */

// The downloads gateway's parameters without its service version.
const movieParams = movieDownloadParamsSchema.omit({ version: true });
const tvParams = tvDownloadParamsSchema.omit({ version: true });

type PageOf = (target: PlaybackTarget, query: EmbedPageQuery) => Promise<{ page: EmbedPage; found: boolean }>;

export const embedRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { mediaDir } = app.ctx.config;
  const { urls } = app.ctx;
  // Where the player asks how to play the file (modules/playback) and reads its subtitles: signed, as this page's own URL was.
  const mediaUrls = {
    playbackUrl: (file: { relativePath: string }) => playbackUrl(urls, file.relativePath),
    subtitleUrl: (subtitle: { path: string }) => subtitleUrl(urls, subtitle.path),
  };

  /** A page for both the movie and the TV path of `name`; a title without anything to show answers 404. */
  function pageRoutes(name: string, pageOf: PageOf) {
    const send = async (reply: FastifyReply, target: PlaybackTarget, query: EmbedPageQuery) => {
      // Only at a URL the sources route issued (modules/sources), which checked the profile's limit: a frame sends no token.
      const at = target.type === 'movie' ? `movie/${target.id}` : `tv/${target.id}/${target.season}/${target.episode}`;
      if (!urls.verify(pageSubject(`/embed/${name}/${at}`), query)) throw new HttpError(403, INVALID_MEDIA_URL);
      const { page, found } = await pageOf(target, query);
      const { html, policy } = renderEmbedPage(page);
      return sendDocument(reply.status(found ? 200 : 404), html, policy);
    };
    // Pages, not API: left out of the API description (http/api-description.ts), checked all the same.
    const querystring = embedPageQuerySchema;
    app.get(`/embed/${name}/movie/:id`, { schema: { params: movieParams, querystring } }, async (request, reply) => {
      const { id } = request.params;
      return send(reply, { type: 'movie', id }, request.query);
    });
    app.get(`/embed/${name}/tv/:id/:season/:episode`, { schema: { params: tvParams, querystring } }, async (request, reply) => {
      const { id, season, episode } = request.params;
      return send(reply, { type: 'tv', id, season, episode }, request.query);
    });
  }

  pageRoutes('local', async (target, query) => {
    const ref: LibraryRef =
      target.type === 'movie'
        ? { mediaType: 'movie', id: target.id }
        : { mediaType: 'tv', id: target.id, season: target.season, episode: target.episode };
    const files = await findLibraryFiles({ mediaDir, db: app.ctx.db.kysely, source: app.ctx.metadata.source }, ref);
    // A film's version and part the page asks for (the first of each by default); an episode's first file, in order
    // of preference: the server converts what this browser cannot play as it is (docs/playback.md).
    const film =
      target.type === 'movie'
        ? await chooseFilmFile(files, query, { db: app.ctx.db.kysely, mediaDir, tools: app.ctx.mediaTools })
        : null;
    const file = film?.file ?? files[0];
    const info = file ? await mediaInfo(file) : null;
    const own = file && info ? fileTracks(file, info) : { subtitles: [], fontUrls: [] };
    const page = localPlayerPage(target, file, {
      versions: film?.versions ?? null,
      parts: film?.parts ?? null,
      subtitleLanguage: query.subtitles ?? '',
      subtitleMode: query.subtitle_mode ?? DEFAULT_PREFERENCES.subtitle_mode,
      subtitleSize: query.subtitle_size ?? DEFAULT_PREFERENCES.subtitle_size,
      subtitleBackground: query.subtitle_background ?? DEFAULT_PREFERENCES.subtitle_background,
      audioLanguage: query.audio ?? '',
      libraryLanguage: app.ctx.config.libraryLanguage,
      embeddedSubtitles: own.subtitles,
      fontUrls: own.fontUrls,
      audioTracks: info?.audio ?? [],
      // Found in the background after the scan; none while INTRO_DETECTION is off.
      intro: file && app.ctx.config.media.introDetection ? await libraryIntro(app.ctx.db.kysely, file.relativePath) : null,
      ...mediaUrls,
    });
    return { page, found: file !== undefined };
  });

  /**
   * The file as ffprobe read it, kept with its row by the background reading or read now: its tracks. Null without
   * FFmpeg or when it cannot be read.
   */
  async function mediaInfo(file: LibraryFile): Promise<MediaInfo | null> {
    const { mediaTools } = app.ctx;
    if (!mediaTools.available) return null;
    const info = await libraryMediaInfo(mediaTools, mediaDir, file.relativePath, app.ctx.db.kysely);
    return info instanceof ProbeError ? null : info;
  }

  /**
   * The file's own text subtitle tracks, with their signed URLs (modules/playback extracts them), and its attached
   * fonts' for the styled ones.
   */
  function fileTracks(file: LibraryFile, info: MediaInfo): { subtitles: EmbeddedSubtitle[]; fontUrls: string[] } {
    const at = file.relativePath;
    const subtitles = info.subtitles
      .filter((track) => isTextSubtitleTrack(track))
      .map((track) => ({
        track,
        url: subtitleTrackUrl(urls, at, track.index),
        ...(isStyledSubtitleTrack(track) ? { assUrl: styledSubtitleTrackUrl(urls, at, track.index) } : {}),
      }));
    const styled = subtitles.some((subtitle) => subtitle.assUrl) || file.subtitles.some((subtitle) => subtitle.format === 'ass');
    // Fonts are of use to styled subtitles only.
    const fontUrls = styled ? (info.fonts ?? []).map((font) => fontUrl(urls, at, font.index)) : [];
    return { subtitles, fontUrls };
  }

  rendererRoutes(app);

  pageRoutes('trailer', async (target) => {
    const key = pickTrailerKey(await titleVideos(target));
    return { page: trailerPage(key), found: key !== null };
  });

  /**
   * The title's videos from the metadata source the gateway serves (its cache, its upstream or offline mode). A
   * show's trailer stands for every episode. A title the source does not know has none; any other failure is
   * logged, and the page says there is no trailer, so the player moves on to another source.
   */
  async function titleVideos(target: PlaybackTarget): Promise<VideoFields[]> {
    try {
      const answer = await app.ctx.metadata.answer(
        parseGatewayRequest(`${target.type}/${target.id}/videos`, new URLSearchParams()),
      );
      const reply = JSON.parse(answer.body) as { results?: VideoFields[] };
      return Array.isArray(reply.results) ? reply.results : [];
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode === 404)) app.log.warn({ err: error }, 'trailer lookup failed');
      return [];
    }
  }
};
