import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { RenderNotDone, startRenderThread, type RenderThread } from '../render-thread.ts';

/**
 * A rendering holds one of the thread's few places while it runs, so one that never ends must not hold it
 * for ever: past its time it is abandoned and the next one starts, and a thread stuck in a loop (which
 * answers nothing) is ended and replaced. The stand-in entry renders `/hang` never, `/loop` by spinning
 * for ever, and anything else at once.
 */

/** Short for a test, yet far longer than the thread takes to render an ordinary screen. */
const TIMEOUT_MS = 500;

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-ssr-worker-'));
const entryFile = path.join(root, 'entry-server.js');
fs.writeFileSync(
  entryFile,
  `
  export const firstScreenPatterns = ['^/'];
  export async function renderScreen(url, { transport }) {
    if (url === '/hang') return new Promise(() => {});
    if (url === '/loop') for (;;);
    if (url === '/late-data') {
      await new Promise((resolve) => setTimeout(resolve, ${2 * TIMEOUT_MS}));
      const res = await transport('/api/after-abandon');
      return { html: String(res.status) };
    }
    return { html: url };
  }
`,
);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a rendering past its time', () => {
  let thread: RenderThread<{ html: string }> | undefined;
  afterEach(async () => {
    await thread?.stop();
    thread = undefined;
  });

  const start = (api: (url: string) => void = () => {}) => {
    const restarts: Error[] = [];
    thread = startRenderThread<null, { html: string }>({
      entryFile,
      config: null,
      concurrency: 1,
      timeoutMs: TIMEOUT_MS,
      api: async (url) => {
        api(url);
        return { status: 200, body: '{}', contentType: 'application/json' };
      },
      onRestart: (error) => restarts.push(error),
    });
    return { thread, restarts };
  };

  it('is abandoned, and the next rendering takes its place', async () => {
    const { thread } = start();
    await thread.ready;
    const hung = thread.render('/hang');
    const next = thread.render('/next');
    await expect(hung).rejects.toEqual(new RenderNotDone('late'));
    await expect(next).resolves.toEqual({ html: '/next' });
  });

  it('asks nothing more of the API for a rendering it abandoned', async () => {
    const asked: string[] = [];
    const { thread } = start((url) => asked.push(url));
    await thread.ready;
    await expect(thread.render('/late-data')).rejects.toBeInstanceOf(RenderNotDone);
    // The abandoned rendering's request comes after its time, and is refused without reaching the API.
    await new Promise((resolve) => setTimeout(resolve, 2 * TIMEOUT_MS));
    expect(asked).toEqual([]);
    await expect(thread.render('/after')).resolves.toEqual({ html: '/after' });
  });

  it('ends a thread stuck in a loop and starts another', async () => {
    const { thread, restarts } = start();
    await thread.ready;
    await expect(thread.render('/loop')).rejects.toEqual(new RenderNotDone('late'));
    await expect.poll(() => restarts.length, { timeout: 10_000 }).toBe(1);
    await expect(thread.render('/after-the-loop')).resolves.toEqual({ html: '/after-the-loop' });
  });
});
