import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { issuedPage } from '../../../__tests__/support/media-urls.ts';

/**
 * A film in two parts, and a film in two versions, in the library (docs/behaviour.md#library-file-names): the page
 * plays the part and the version asked for, and tells its script the film's versions and where each part starts.
 * The parts are real 3-second films, made by FFmpeg, so that their lengths are read.
 */

interface PageConfig {
  playbackUrl: string;
  versions: { labels: string[]; current: number } | null;
  parts: { index: number; count: number; starts: number[] | null; total: number | null } | null;
}

/** The values the page gives its script (JSON in the script's last line). */
const configOf = (html: string): PageConfig => JSON.parse(/startPlayer\((\{.*\})\);/.exec(html)![1]!) as PageConfig;
/** A 3-second film (H.264 and AAC in MP4), made by FFmpeg. */
function makeFilm(file: string): void {
  const input = ['-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=25:duration=3', '-f', 'lavfi', '-i', 'sine=duration=3'];
  const output = ['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-f', 'mp4', file];
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...input, ...output]);
}

const playedOf = (config: PageConfig) =>
  decodeURIComponent(config.playbackUrl.split('?')[0]!.replace('/api/media/playback/', ''));

describeEachDatabase('a film in parts and in versions', (database) => {
  let root: string;
  let app: FastifyInstance;
  let heat: number;
  let casino: number;
  const pageAt = async (url: string, query = '') => {
    const issued = await issuedPage(app, url);
    return app.inject(`${issued}${query}`);
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-film-parts-'));
    fs.mkdirSync(path.join(root, 'Films/Braveheart (1995)'), { recursive: true });
    makeFilm(path.join(root, 'Films/Braveheart (1995)/Braveheart (1995) - cd1.mp4'));
    makeFilm(path.join(root, 'Films/Braveheart (1995)/Braveheart (1995) - cd2.mp4'));
    fs.mkdirSync(path.join(root, 'Films/Casino (1995)'), { recursive: true });
    fs.writeFileSync(path.join(root, 'Films/Casino (1995)/Casino (1995) - 4K.mkv'), 'video');
    fs.writeFileSync(path.join(root, "Films/Casino (1995)/Casino (1995) {edition-Director's Cut}.mkv"), 'video');
    app = await buildTestApp(database().db, { MEDIA_DIR: root });
    await app.ready();
    await app.ctx.library.rescan();
    const rows = await database().db.kysely.selectFrom('library_files').select(['path', 'media_id']).execute();
    heat = rows.find((row) => row.path.includes('Braveheart'))!.media_id!;
    casino = rows.find((row) => row.path.includes('Casino'))!.media_id!;
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('plays the first part, and tells where each part starts in the whole film', async () => {
    const res = await pageAt(`/embed/local/movie/${heat}`);
    expect(res.statusCode).toBe(200);
    const config = configOf(res.body);
    expect(playedOf(config)).toBe('Films/Braveheart (1995)/Braveheart (1995) - cd1.mp4');
    expect(config.versions).toBeNull();
    expect(config.parts).toMatchObject({ index: 0, count: 2 });
    expect(config.parts!.starts![0]).toBe(0);
    // Each part is 3 s long, give or take a frame.
    expect(config.parts!.starts![1]).toBeCloseTo(3, 0);
    expect(config.parts!.total).toBeCloseTo(6, 0);
    expect(res.body).toContain('<span class="part">Part 1 of 2</span>');
  });

  it('plays the part asked for, and the last for a part past the last', async () => {
    expect(playedOf(configOf((await pageAt(`/embed/local/movie/${heat}`, '&part=2')).body))).toBe(
      'Films/Braveheart (1995)/Braveheart (1995) - cd2.mp4',
    );
    expect(configOf((await pageAt(`/embed/local/movie/${heat}`, '&part=9')).body).parts).toMatchObject({ index: 1 });
  });

  it('offers the versions by their names, and plays the one asked for', async () => {
    const first = configOf((await pageAt(`/embed/local/movie/${casino}`)).body);
    expect(first.versions).toEqual({ labels: expect.arrayContaining(['4K', "Director's Cut"]), current: 0 });
    const second = configOf((await pageAt(`/embed/local/movie/${casino}`, '&version=1')).body);
    expect(second.versions?.current).toBe(1);
    expect(playedOf(second)).not.toBe(playedOf(first));
    expect(second.parts).toBeNull();
  });

  it.each(['&part=0', '&part=two', '&version=-1', '&version=1.5'])('refuses %s with a 400', async (query) => {
    const res = await pageAt(`/embed/local/movie/${casino}`, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });
});
