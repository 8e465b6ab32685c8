import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { issuedPage, signedFile, signedSubtitle } from '../../../__tests__/support/media-urls.ts';
import { allLibraryFiles } from '../../library/index.ts';

function put(root: string, relative: string, content: string | Buffer = 'video'): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/**
 * Lets go of anything still blocked opening a pipe (a reader waits for a writer): opening its other end,
 * without waiting, until no reader is left. Nothing is left waiting once the server opens files as it should.
 */
function releasePipe(fifo: string): void {
  for (let i = 0; i < 64; i++) {
    try {
      fs.closeSync(fs.openSync(fifo, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK));
    } catch {
      return; // ENXIO: nobody is reading
    }
  }
}

/** The answer, or 'no answer' if none came within a time no loaded machine needs for a local file. */
async function within(reply: Promise<LightMyRequestResponse>, ms = 5000): Promise<LightMyRequestResponse | 'no answer'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'no answer'>((resolve) => (timer = setTimeout(() => resolve('no answer'), ms)));
  try {
    return await Promise.race([reply, late]);
  } finally {
    clearTimeout(timer);
  }
}

const SRT = '1\n00:00:01,000 --> 00:00:02,000\nHello\n';
const PULP = 'Pulp Fiction (1994)/Pulp Fiction (1994)';

describeEachDatabase('files of the media folder', (database) => {
  let root: string;
  let app: FastifyInstance;
  const pipes: string[] = [];
  const pipe = (relative: string) => {
    const fifo = path.join(root, relative);
    fs.rmSync(fifo, { force: true });
    execFileSync('mkfifo', [fifo]);
    pipes.push(fifo);
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-pipes-'));
    put(root, `${PULP}.mp4`, Buffer.alloc(4096, 7));
    put(root, `${PULP}.en.srt`, SRT);
    put(root, `${PULP}.fr.srt`, SRT);
    put(root, 'Fight Club (1999).mp4', Buffer.alloc(1024, 3));
    put(root, 'movie/550.mp4', Buffer.alloc(2048, 1));
    put(root, 'Amélie (2001).mp4', Buffer.alloc(512, 2));
    // Pipes the scan meets, and one named like a title by id, which no scan is needed for.
    pipe(`${PULP}.de.srt`);
    pipe('Casino (1995).mp4');
    pipe('movie/42.mp4');
    app = await buildTestApp(database().db, { MEDIA_DIR: root });
    await app.ready();
    await app.ctx.library.rescan();
    // Files the scan kept, made pipes since: no scan runs after this one, as none would in the moment between.
    await app.ctx.library.close();
    pipe(`${PULP}.fr.srt`);
    pipe('Fight Club (1999).mp4');
  });
  afterAll(async () => {
    for (const fifo of pipes) releasePipe(fifo);
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('keeps neither a pipe named as a video nor one named as a subtitle', async () => {
    const rows = await allLibraryFiles(database().db.kysely);
    expect(rows.map((row) => row.path).sort()).toEqual([
      'Amélie (2001).mp4',
      'Fight Club (1999).mp4',
      `${PULP}.mp4`,
      'movie/550.mp4',
    ]);
    const pulp = rows.find((row) => row.path === `${PULP}.mp4`)!;
    expect(pulp.subtitles.map((subtitle) => subtitle.path).sort()).toEqual([`${PULP}.en.srt`, `${PULP}.fr.srt`]);
  });

  it('answers requests for pipes with 404 at once, and every other request meanwhile', async () => {
    // Signed as a page gives them: a file may become a pipe after its page was drawn.
    const subtitle = signedSubtitle(app, `${PULP}.fr.srt`, encodeURI(`${PULP}.fr.srt`));
    // More than libuv's 4 threads: a blocking open of each would take one for good.
    const onPipes = [
      ...Array.from({ length: 5 }, () => app.inject({ url: subtitle })),
      ...Array.from({ length: 5 }, () => app.inject({ url: signedFile(app, 'movie/42.mp4') })),
      ...Array.from({ length: 3 }, () => app.inject({ url: signedFile(app, 'movie/42.mp4', undefined, true) })),
      ...Array.from({ length: 3 }, () =>
        app.inject({ url: signedFile(app, 'Fight Club (1999).mp4', 'Fight%20Club%20(1999).mp4') }),
      ),
    ];
    const others = await Promise.all(
      [
        app.inject({ url: signedSubtitle(app, `${PULP}.en.srt`, encodeURI(`${PULP}.en.srt`)) }),
        app.inject({ url: signedFile(app, `${PULP}.mp4`, encodeURI(`${PULP}.mp4`)), headers: { range: 'bytes=0-9' } }),
        app.inject({ url: signedFile(app, 'movie/550.mp4', undefined, true) }),
        app.inject({ url: '/api/config' }),
      ].map((reply) => within(reply)),
    );
    expect(others.map((reply) => (reply === 'no answer' ? reply : reply.statusCode))).toEqual([200, 206, 200, 200]);
    const [vtt, range, download] = others as LightMyRequestResponse[];
    expect(vtt!.body).toBe('WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\nHello\n');
    expect(range!.rawPayload.equals(Buffer.alloc(10, 7))).toBe(true);
    expect(download!.rawPayload.length).toBe(2048);

    const pipeReplies = await Promise.all(onPipes.map((reply) => within(reply)));
    for (const reply of pipeReplies) {
      expect(reply === 'no answer' ? reply : reply.statusCode).toBe(404);
      expect(reply === 'no answer' ? reply : reply.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('answers HEAD and conditional requests, and names a download in any script, as a file sender does', async () => {
    const url = signedFile(app, 'movie/550.mp4');
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('2048');
    expect(head.headers['content-type']).toBe('video/mp4');
    expect(head.rawPayload.length).toBe(0);
    const whole = await app.inject({ url });
    const etag = whole.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(whole.headers['last-modified']).toEqual(expect.any(String));
    expect((await app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    // A range asked against another version of the file gets the whole of this one.
    const stale = await app.inject({ url, headers: { range: 'bytes=0-9', 'if-range': '"another"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(2048);

    const download = await app.inject({ url: signedFile(app, 'Amélie (2001).mp4', encodeURI('Amélie (2001).mp4'), true) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Am?lie (2001).mp4"; filename*=UTF-8''Am%C3%A9lie%20%282001%29.mp4`,
    );
    expect(download.rawPayload.equals(Buffer.alloc(512, 2))).toBe(true);
  });

  it('offers a pipe named like a title neither for download nor in the local player', async () => {
    expect(body(await within(app.inject({ url: '/api/download/movie/42' })))).toEqual({ files: [] });
    const page = await within(app.inject({ url: await issuedPage(app, '/embed/local/movie/42') }));
    expect(page === 'no answer' ? page : page.statusCode).toBe(404);
  });

  it("draws the local player's page at once for a file made a pipe since the scan, and offers no format of it", async () => {
    const film = (await allLibraryFiles(database().db.kysely)).find((row) => row.path === 'Fight Club (1999).mp4')!;
    const page = await within(app.inject({ url: await issuedPage(app, `/embed/local/movie/${film.mediaId}`) }));
    expect(page === 'no answer' ? page : page.statusCode).toBe(200);
    expect(page === 'no answer' ? page : page.body).toContain('Fight%20Club%20(1999).mp4');
  });
});

const body = (reply: LightMyRequestResponse | 'no answer') => (reply === 'no answer' ? reply : reply.json<unknown>());
