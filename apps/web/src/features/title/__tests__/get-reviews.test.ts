import { afterEach, describe, expect, it, vi } from 'vitest';
import { getReviews } from '../api/get-reviews';

describe('getReviews', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses a media type other than movie or tv with the error of docs/behaviour.md#reviews, before any request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(getReviews('person', 287, 1, 'en')).rejects.toThrow('Invalid media type. Must be "movie" or "tv".');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks the metadata gateway for a page of a title’s reviews, in the page’s language', async () => {
    const page = { page: 2, results: [], total_pages: 2, total_results: 21 };
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(page), { status: 200, headers: { 'content-type': 'application/json' } }));
    await expect(getReviews('tv', 1399, 2, 'en-XA')).resolves.toEqual(page);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/tmdb/tv/1399/reviews?page=2&language=en-XA');
  });
});
