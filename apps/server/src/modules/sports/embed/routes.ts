import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { LanguageCode } from '@marquee/core';
import { notFound } from '../../../http/errors.ts';
import { requestLanguage } from '../../../http/page-language.ts';
import { textIn } from '../../../http/texts.ts';
import { sendDocument } from '../../../http/security-headers.ts';
import { renderEmbedPage, type EmbedPage } from '../../../lib/embed-page.ts';
import { openLibraryFile, sendLibraryFile } from '../../library/index.ts';
import { fnv1a } from '../../../lib/hash.ts';
import { findDemoFixture, type DemoFixture } from '../demo/demo-schedule.ts';
import { DEMO_SPORTS } from '../demo/fixtures-data.ts';
import { sportsStreamPage, streamNotFoundPage } from './embed-page.ts';

/**
 * The local sports player the demo schedule's streams point at (outside /api, like the other embed pages):
 *   GET /embed/local/sports/{matchId}/{streamNo}        the page
 *   GET /embed/local/sports/{matchId}/{streamNo}/video  the video it plays, from MEDIA_DIR/sports/*.mp4
 */
export const sportsEmbedRoutes: FastifyPluginAsync = async (app) => {
  const { mediaDir } = app.ctx.config;
  // A missing folder is the normal empty default.
  const videoDir = path.join(mediaDir, 'sports');

  /** The operator's sports videos; read on each request, so files added while running are picked up. */
  async function videoFiles(): Promise<string[]> {
    const entries = await fs.readdir(videoDir, { withFileTypes: true }).catch(() => []);
    return entries
      .filter((e) => e.isFile() && /\.mp4$/i.test(e.name))
      .map((e) => e.name)
      .sort();
  }

  /** The same stream always plays the same file, and different streams spread over the files. */
  async function videoFor(matchId: string, streamNo: number): Promise<string | null> {
    const files = await videoFiles();
    return files.length === 0 ? null : files[fnv1a(`${matchId}:${streamNo}`) % files.length]!;
  }

  function findStream(params: { matchId: string; streamNo: string }): { fixture: DemoFixture; streamNo: number } | null {
    const fixture = findDemoFixture(params.matchId);
    const streamNo = Number(params.streamNo);
    return fixture && fixture.streams.some((s) => s.streamNo === streamNo) ? { fixture, streamNo } : null;
  }

  function send(reply: FastifyReply, status: number, page: EmbedPage, language: LanguageCode) {
    const { html, policy } = renderEmbedPage(page, language);
    return sendDocument(reply.status(status), html, policy);
  }

  app.get<{ Params: { matchId: string; streamNo: string } }>('/embed/local/sports/:matchId/:streamNo', async (request, reply) => {
    const language = requestLanguage(request, app.ctx.config.defaultLanguage);
    const found = findStream(request.params);
    if (!found) return send(reply, 404, streamNotFoundPage(language), language);
    const { fixture, streamNo } = found;
    const { match } = fixture;
    const stream = fixture.streams.find((s) => s.streamNo === streamNo)!;
    const sport = DEMO_SPORTS.find((s) => s.id === match.category)?.name ?? match.category;
    const hasVideo = (await videoFor(match.id, streamNo)) !== null;
    return send(
      reply,
      200,
      sportsStreamPage(
        {
          matchId: match.id,
          streamNo,
          title: match.title,
          details: [
            sport,
            textIn(language, /*i18n*/ 'Stream {number}', { number: streamNo }),
            stream.language,
            stream.hd ? 'HD' : null,
          ]
            .filter(Boolean)
            .join(' · '),
          videoUrl: hasVideo
            ? `${app.ctx.config.basePath}/embed/local/sports/${encodeURIComponent(match.id)}/${streamNo}/video`
            : null,
        },
        language,
      ),
      language,
    );
  });

  app.get<{ Params: { matchId: string; streamNo: string } }>(
    '/embed/local/sports/:matchId/:streamNo/video',
    async (request, reply) => {
      const found = findStream(request.params);
      const file = found && (await videoFor(found.fixture.match.id, found.streamNo));
      // Opened as every file of the folder is (library-file.ts): a pipe put there since it was listed is refused.
      const opened = file && (await openLibraryFile(mediaDir, `sports/${file}`));
      if (!opened) throw notFound(/*i18n*/ 'No video for this stream');
      return sendLibraryFile(request, reply, opened);
    },
  );
};
