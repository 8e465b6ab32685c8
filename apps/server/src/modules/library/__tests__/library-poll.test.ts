import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { allLibraryFiles, createLibrary, type Library } from '../index.ts';

/**
 * LIBRARY_POLL_SECONDS: a library on a network mount, whose changes no watcher hears of, is scanned on a clock. The
 * library here does not watch, as on such a mount, so only the clock can find the file added after its first scan.
 */
describeEachDatabase('a library scanned on a clock', (database) => {
  let root: string;
  let app: FastifyInstance;
  let library: Library;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-library-poll-'));
    fs.writeFileSync(path.join(root, 'Fight Club (1999).mp4'), 'video');
    // The app's own library looks at another folder: the one under test is this one's alone.
    app = await buildTestApp(database().db, { MEDIA_DIR: path.join(root, 'unused') });
    await app.ready();
    library = createLibrary(database().db.kysely, root, app.ctx.metadata, app.log, { watch: false, pollSeconds: 1 });
  });
  afterAll(async () => {
    await library.close();
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('finds a file added after its scan without being told', async () => {
    const paths = async () => (await allLibraryFiles(database().db.kysely)).map((row) => row.path);
    library.start();
    await expect.poll(paths, { timeout: 10_000 }).toEqual(['Fight Club (1999).mp4']);
    fs.writeFileSync(path.join(root, 'Toy Story (1995).mkv'), 'video');
    await expect.poll(paths, { timeout: 10_000 }).toEqual(['Fight Club (1999).mp4', 'Toy Story (1995).mkv']);
  });
});
