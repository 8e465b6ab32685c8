import type { FastifyInstance } from 'fastify';
import { DEFAULT_PREFERENCES, isStyledSubtitleTrack, isTextSubtitleTrack, type MediaInfo } from '@marquee/core';
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
import { libraryIntro } from '../intros/index.ts';
import { libraryMediaInfo, ProbeError } from '../playback/index.ts';
import { chooseFilmFile } from './film-parts.ts';
import { localPlayerPage } from './local-player-page.ts';
import type { EmbeddedSubtitle } from './local-player-tracks.ts';
import type { PageOf } from './page-of.ts';

/** The `local` source's page: the library's file of the title, with its versions, parts, tracks and intro. */
export function localPageOf(app: FastifyInstance): PageOf {
  const { mediaDir } = app.ctx.config;
  const { urls } = app.ctx;
  // Where the player asks how to play the file (modules/playback) and reads its subtitles: signed, as this page's own URL was.
  const mediaUrls = {
    basePath: app.ctx.config.basePath,
    playbackUrl: (file: { relativePath: string }) => playbackUrl(urls, file.relativePath),
    subtitleUrl: (subtitle: { path: string }) => subtitleUrl(urls, subtitle.path),
  };

  return async (target, query, language) => {
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
    const page = localPlayerPage(
      target,
      file,
      {
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
      },
      language,
    );
    return { page, found: file !== undefined };
  };

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
}
