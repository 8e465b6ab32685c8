import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDownloadReply, getLibraryDownloads } from '../api/get-download-links';

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

describe('getLibraryDownloads', () => {
  afterEach(() => vi.restoreAllMocks());

  const heat = { name: 'Heat (1995).mkv', size: '1.4 GB', bytes: 1503238554, quality: null, url: 'http://h/api/media/file/x' };

  it("asks the media library for a film's files and gives them", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { files: [heat] }));
    await expect(getLibraryDownloads({ mediaType: 'movie', id: 949 })).resolves.toEqual([heat]);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/download/movie/949');
  });

  it("asks for an episode's files by season and episode", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { files: [] }));
    await expect(getLibraryDownloads({ mediaType: 'tv', id: 1399, season: 2, episode: 5 })).resolves.toEqual([]);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/download/tv/1399/2/5');
  });

  it('leaves out a file whose link a new tab may not open', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { files: [heat, { ...heat, url: 'javascript:alert(1)' }] }));
    await expect(getLibraryDownloads({ mediaType: 'movie', id: 949 })).resolves.toEqual([heat]);
  });

  it('gives no file for a reply that is not OK, or none at all', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(403, { error: 'Not on this profile' }));
    await expect(getLibraryDownloads({ mediaType: 'movie', id: 949 })).resolves.toEqual([]);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getLibraryDownloads({ mediaType: 'movie', id: 949 })).resolves.toEqual([]);
  });
});
