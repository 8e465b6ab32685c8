import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { VIDEO_EXTENSIONS } from '@marquee/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { repoRoot } from '../../../__tests__/support/processes.ts';
import { parseGatewayRequest } from '../../metadata/index.ts';
import { allLibraryFiles } from '../index.ts';

/**
 * The file names the README gives as examples, read from the README itself: the quick start's media folder
 * (`data/media/…` lines) and the `MEDIA_DIR` row's named files. A new user copies them, so each must be matched
 * on a fresh install: the offline catalogue, no key.
 */
function readmeExamples(): string[] {
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const video = (name: string) => VIDEO_EXTENSIONS.includes(path.extname(name).slice(1).toLowerCase());
  const quickStart = [...readme.matchAll(/^data\/media\/(.+)$/gm)].map((match) => match[1]!.trim());
  const row = /^\| `MEDIA_DIR` \|.*$/m.exec(readme)?.[0] ?? '';
  // A placeholder (`movie/<id>.mp4`) shows a layout, not a file to copy.
  const named = [...row.matchAll(/`([^`<>]+)`/g)].map((match) => match[1]!).filter((name) => name.includes('/'));
  return [...new Set([...quickStart, ...named])].filter(video);
}

const examples = readmeExamples();

describeEachDatabase("the README's file name examples", (database) => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-readme-'));
    for (const example of examples) {
      fs.mkdirSync(path.join(root, path.dirname(example)), { recursive: true });
      fs.writeFileSync(path.join(root, example), 'video');
    }
    app = await buildTestApp(database().db, {
      MEDIA_DIR: root,
      FFMPEG_PATH: '/nonexistent/ffmpeg',
      FFPROBE_PATH: '/nonexistent/ffprobe',
    });
    await app.ready();
    await app.ctx.library.rescan();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('are a film and an episode, in the quick start and the MEDIA_DIR row', () => {
    expect(examples.some((example) => example.startsWith('Films/'))).toBe(true);
    expect(examples.some((example) => example.startsWith('Shows/'))).toBe(true);
    expect(examples.length).toBeGreaterThanOrEqual(2);
  });

  it('are each matched to the title its name reads, in the offline catalogue', async () => {
    const rows = await allLibraryFiles(database().db.kysely);
    expect(rows.map((row) => row.path).sort()).toEqual([...examples].sort());
    for (const row of rows) {
      expect(row, row.path).toMatchObject({ match: 'matched', source: 'catalogue' });
      const answer = await app.ctx.metadata.answer(parseGatewayRequest(`${row.mediaType}/${row.mediaId}`, new URLSearchParams()));
      const title = JSON.parse(answer.body) as { title?: string; name?: string };
      expect(title.title ?? title.name, row.path).toBe(row.title);
    }
  });
});
