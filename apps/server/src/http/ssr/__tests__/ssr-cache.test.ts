import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { cachedRenderer } from '../ssr-renderer.ts';
import { RenderNotDone } from '../render-thread.ts';

/**
 * A rendering serves for its freshness; past it, it still serves while the next one renders, and stays when the
 * next one is not done. The thread here is a stand-in that counts renderings and answers as told.
 */

const FRESH_MS = 50;
const log = Fastify({ logger: false }).log;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function standInThread() {
  const thread = {
    renders: 0,
    next: 'render' as 'render' | 'shed',
    render: async (url: string, _signal?: AbortSignal, _onBehalfOf?: string, language = 'en') => {
      thread.renders += 1;
      await wait(5);
      if (thread.next === 'shed') throw new RenderNotDone('shed');
      return { html: `${url} #${thread.renders}${language === 'en' ? '' : ` in ${language}`}`, state: null };
    },
  };
  return thread;
}

describe('the cache of renderings', () => {
  it('renders a screen once while fresh, then serves the stale one while the next renders', async () => {
    const thread = standInThread();
    const renderer = cachedRenderer(log, thread, () => true, FRESH_MS);
    expect((await renderer('/'))?.html).toBe('/ #1');
    expect((await renderer('/?utm=x'))?.html).toBe('/ #1');
    expect(thread.renders).toBe(1);
    await wait(FRESH_MS + 10);
    expect((await renderer('/'))?.html).toBe('/ #1');
    await wait(20);
    expect((await renderer('/'))?.html).toBe('/ #2');
    expect(thread.renders).toBe(2);
  });

  it('keeps the stale rendering when the next one is not done, and forgets a first one not done', async () => {
    const thread = standInThread();
    const renderer = cachedRenderer(log, thread, () => true, FRESH_MS);
    expect((await renderer('/'))?.html).toBe('/ #1');
    thread.next = 'shed';
    await wait(FRESH_MS + 10);
    expect((await renderer('/'))?.html).toBe('/ #1');
    await wait(20);
    expect((await renderer('/'))?.html).toBe('/ #1');
    expect(await renderer('/search?q=star')).toBeNull();
    thread.next = 'render';
    expect((await renderer('/search?q=star'))?.html).toMatch(/^\/search\?q=star #/);
  });

  it('keeps one rendering of a screen for each language', async () => {
    const thread = standInThread();
    const renderer = cachedRenderer(log, thread, () => true, FRESH_MS);
    expect((await renderer('/'))?.html).toBe('/ #1');
    expect((await renderer('/', undefined, undefined, 'en-XA'))?.html).toBe('/ #2 in en-XA');
    expect((await renderer('/', undefined, undefined, 'en'))?.html).toBe('/ #1');
    expect((await renderer('/?utm=x', undefined, undefined, 'en-XA'))?.html).toBe('/ #2 in en-XA');
    expect(thread.renders).toBe(2);
  });
});
