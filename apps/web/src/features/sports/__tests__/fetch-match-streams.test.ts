import type { Stream } from '@marquee/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMatchStreams } from '../api/get-match-streams';

const stream = (source: string, streamNo: number): Stream => ({
  id: 'm-1',
  streamNo,
  language: 'English',
  hd: true,
  embedUrl: `https://embed.example/${source}/${streamNo}`,
  source,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('fetchMatchStreams', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const answers = new Map<string, Response | Error>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async (url) => {
      const href = url instanceof Request ? url.url : url.toString();
      const answer = answers.get(href);
      if (!answer) throw new Error(`unexpected request ${href}`);
      if (answer instanceof Error) throw answer;
      return answer.clone();
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    answers.clear();
  });

  const sources = [
    { source: 'alpha', id: 'm-1' },
    { source: 'bravo', id: 'm 1/b' },
    { source: 'charlie', id: 'm-1' },
  ];

  it('asks each source for its streams and concatenates them in the sources’ order', async () => {
    answers.set('/api/live/stream/alpha/m-1', json(200, [stream('alpha', 1), stream('alpha', 2)]));
    answers.set('/api/live/stream/bravo/m%201%2Fb', json(200, [stream('bravo', 1)]));
    answers.set('/api/live/stream/charlie/m-1', json(200, []));
    const streams = await fetchMatchStreams(sources, new AbortController().signal);
    expect(streams.map((s) => `${s.source}${s.streamNo}`)).toEqual(['alpha1', 'alpha2', 'bravo1']);
  });

  it('skips a failed source, logging it, and takes a 404 as a source without streams', async () => {
    answers.set('/api/live/stream/alpha/m-1', json(502, { error: 'The sports service failed to answer' }));
    answers.set('/api/live/stream/bravo/m%201%2Fb', json(404, { error: 'Not found at the sports service' }));
    answers.set('/api/live/stream/charlie/m-1', json(200, [stream('charlie', 1)]));
    const streams = await fetchMatchStreams(sources, new AbortController().signal);
    expect(streams.map((s) => s.source)).toEqual(['charlie']);
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('gives an empty list when no source has streams', async () => {
    for (const { source, id } of sources)
      answers.set(`/api/live/stream/${source}/${encodeURIComponent(id)}`, json(404, { error: 'x' }));
    await expect(fetchMatchStreams(sources, new AbortController().signal)).resolves.toEqual([]);
  });

  it('fails when every source failed, so the player says it could not load', async () => {
    answers.set('/api/live/stream/alpha/m-1', new TypeError('network down'));
    answers.set('/api/live/stream/bravo/m%201%2Fb', json(500, { error: 'x' }));
    // The server's answer to a service that sent something of another shape.
    answers.set('/api/live/stream/charlie/m-1', json(502, { error: 'The sports service sent an unreadable answer' }));
    await expect(fetchMatchStreams(sources, new AbortController().signal)).rejects.toThrow('No stream source answered');
  });
});
