import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTitleLogo, titleLogoQueryOptions } from '../api/get-title-logo';

describe('a hero slide’s title logo', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is asked in the page’s language, and kept under it', async () => {
    const logos = [
      { iso_639_1: 'fr', file_path: '/fr.png', width: 400, height: 100 },
      { iso_639_1: 'en', file_path: '/en.png', width: 500, height: 100 },
    ];
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ logos }), { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    await expect(getTitleLogo('movie', 550, 'en-XA')).resolves.toEqual({ path: '/en.png', width: 500, height: 100 });
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/tmdb/movie/550/images?language=en-XA');
    expect(titleLogoQueryOptions('movie', 550, 'en-XA').queryKey).toEqual(['title-logo', 'movie', 550, 'en-XA']);
  });
});
