import { STORAGE_KEYS, type Profile } from '@marquee/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_PROFILE_KEY } from '../session';
import { tmdbRequest } from '../tmdb';

const profile = (limit: Partial<Profile>): Profile => ({
  id: 'p1',
  name: 'Someone',
  avatar: 'smile',
  accent_color: '#E63462',
  kids: false,
  maxRating: null,
  hasPin: false,
  ...limit,
});

describe('tmdbRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(
      async () => new Response('{"results":[]}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    localStorage.setItem(STORAGE_KEYS.token, 'token-123');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    localStorage.clear();
  });

  it.each<[string, Partial<Profile> | null, boolean]>([
    ['no stored profile', null, false],
    ['a profile without limits', {}, false],
    ['a Kids profile', { kids: true }, true],
    ['a profile with a maximum rating', { maxRating: 'PG-13' }, true],
  ])('with %s, sends the token: %s', async (_case, limit, sendsToken) => {
    if (limit) localStorage.setItem(STORED_PROFILE_KEY, JSON.stringify(profile(limit)));
    await tmdbRequest('movie/popular', {}, 'en');
    const headers = fetchMock.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers.authorization === 'Bearer token-123').toBe(sendsToken);
  });
});
