import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { issuedPage } from '../../../__tests__/support/media-urls.ts';
import { allLibraryFiles } from '../../library/index.ts';

/**
 * The local player's subtitle tracks for subtitle files that name no language (docs/behaviour.md#library): taken
 * to be in the library's language (LIBRARY_LANGUAGE), named so, and on for a viewer who prefers that language.
 */

const SRT = '1\n00:00:01,000 --> 00:00:02,000\nHello\n';
const NO_FFMPEG = { FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe' };
const PULP = 'Films/Pulp Fiction (1994)/Pulp Fiction (1994)';
const FIGHT_CLUB = 'Films/Fight Club (1999)/Fight Club (1999)';

function put(root: string, relative: string, content = 'video'): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** The page's subtitle tracks as 'label [srclang]', with ' (on)' for the one it turns on. */
const tracksOf = (html: string) =>
  [...html.matchAll(/<track kind="subtitles" src="[^"]+" srclang="([^"]+)" label="([^"]+)"( default)?>/g)].map(
    ([, srclang, label, on]) => `${label} [${srclang}]${on ? ' (on)' : ''}`,
  );

function librarySuite(
  title: string,
  env: Record<string, string>,
  check: (page: (video: string, query: string) => Promise<string[]>) => void,
) {
  describeEachDatabase(title, (database) => {
    let root: string;
    let app: FastifyInstance;

    beforeAll(async () => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-subtitles-'));
      // Pulp Fiction: a plain subtitle file and one for the deaf and hard of hearing, neither naming a language.
      put(root, `${PULP}.mkv`);
      put(root, `${PULP}.srt`, SRT);
      put(root, `${PULP}.sdh.srt`, SRT);
      put(root, `${PULP}.fr.srt`, SRT);
      // German pictures (PGS, VobSub): no track of the page, as the playback reply offers them (drawn in).
      put(root, `${PULP}.de.sup`, 'PG');
      put(root, `${PULP}.de.idx`, '# VobSub index file, v7');
      // Fight Club: one without a language beside one that names English.
      put(root, `${FIGHT_CLUB}.mkv`);
      put(root, `${FIGHT_CLUB}.srt`, SRT);
      put(root, `${FIGHT_CLUB}.en.srt`, SRT);
      app = await buildTestApp(database().db, { MEDIA_DIR: root, ...NO_FFMPEG, ...env });
      await app.ready();
      await app.ctx.library.rescan();
    });
    afterAll(async () => {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    });

    check(async (video, query) => {
      const row = (await allLibraryFiles(database().db.kysely)).find((file) => file.path === `${video}.mkv`);
      expect(row?.mediaId, `${video} matched`).toEqual(expect.any(Number));
      const res = await app.inject({ url: await issuedPage(app, `/embed/local/movie/${row!.mediaId}${query}`) });
      expect(res.statusCode).toBe(200);
      return tracksOf(res.body).sort();
    });
  });
}

librarySuite('subtitles without a language code, in an English library (the default)', {}, (page) => {
  it('names them English (assumed) and turns the plain one on for a viewer who prefers English', async () => {
    expect(await page(PULP, '?subtitles=en')).toEqual([
      'English (assumed) (SDH) [en]',
      'English (assumed) [en] (on)',
      'French [fr]',
    ]);
  });

  it('turns none on for a viewer who wants none, or another language', async () => {
    expect(await page(PULP, '')).toEqual(['English (assumed) (SDH) [en]', 'English (assumed) [en]', 'French [fr]']);
    expect(await page(PULP, '?subtitles=fr')).toEqual([
      'English (assumed) (SDH) [en]',
      'English (assumed) [en]',
      'French [fr] (on)',
    ]);
    expect(await page(PULP, '?subtitles=de')).toEqual(['English (assumed) (SDH) [en]', 'English (assumed) [en]', 'French [fr]']);
  });

  it('prefers a file that names the language to one taken to be in it', async () => {
    expect(await page(FIGHT_CLUB, '?subtitles=en')).toEqual(['English (assumed) [en]', 'English [en] (on)']);
  });
});

librarySuite('subtitles without a language code, with LIBRARY_LANGUAGE=fr', { LIBRARY_LANGUAGE: 'fr' }, (page) => {
  it("takes them to be in the library's language", async () => {
    expect(await page(PULP, '?subtitles=fr')).toEqual([
      'French (assumed) (SDH) [fr]',
      'French (assumed) [fr]',
      'French [fr] (on)',
    ]);
    expect(await page(FIGHT_CLUB, '?subtitles=en')).toEqual(['English [en] (on)', 'French (assumed) [fr]']);
  });
});
