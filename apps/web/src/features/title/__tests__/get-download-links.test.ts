import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDownloadReply } from '../api/get-download-links';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('getDownloadReply', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks the gateway for a movie version and passes its reply on', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(200, { download_links: [{ url: 'https://x/1', text: 'MP4' }] }));
    await expect(getDownloadReply({ mediaType: 'movie', id: 550 }, 'v3')).resolves.toEqual({
      download_links: [{ url: 'https://x/1', text: 'MP4' }],
    });
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/download/movie/v3/550');
  });

  it('asks for an episode by season and episode', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, null));
    await expect(getDownloadReply({ mediaType: 'tv', id: 1399, season: 2, episode: 5 }, 'v1')).resolves.toBeNull();
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/download/tv/v1/1399/2/5');
  });

  it('gives null for a reply that is not OK (docs/behaviour.md#downloads)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(400, { error: 'version: must be v1, v3, v4 or v5' }));
    await expect(getDownloadReply({ mediaType: 'movie', id: 550 }, 'v4')).resolves.toBeNull();
  });

  it('gives null when the server cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getDownloadReply({ mediaType: 'movie', id: 550 }, 'v5')).resolves.toBeNull();
  });

  it('still rejects when the request was cancelled, so the query is not cached as "nothing"', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(getDownloadReply({ mediaType: 'movie', id: 550 }, 'v1', controller.signal)).rejects.toThrow('aborted');
  });
});
