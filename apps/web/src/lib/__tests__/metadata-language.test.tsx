import { I18nProvider } from '@lingui/react';
import type { LanguageCode } from '@marquee/core';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cataloguePageQueryOptions } from '../catalogue';
import { createI18n } from '../i18n';
import { createQueryClient } from '../query-client';
import { movieDetailsQueryOptions, useMovieDetails } from '../titles/get-movie-details';
import { seasonQueryOptions } from '../titles/get-season';
import { tvDetailsQueryOptions } from '../titles/get-tv-details';

/**
 * The app asks the metadata gateway in the page's language and keeps each language's answers under their own keys,
 * so that another language asks again (docs/translating.md).
 */

describe('the metadata queries’ keys', () => {
  it.each<[string, (language: LanguageCode) => { queryKey: QueryKey }]>([
    ['a catalogue page', (language) => cataloguePageQueryOptions('popularMovies', 2, language)],
    ['a film’s details', (language) => movieDetailsQueryOptions(550, language)],
    ['a show’s details', (language) => tvDetailsQueryOptions(1399, language)],
    ['a season', (language) => seasonQueryOptions(1399, 2, language)],
  ])('%s: one per language', (_label, options) => {
    const english = options('en').queryKey;
    expect(english.at(-1)).toBe('en');
    expect(options('en-XA').queryKey).toEqual([...english.slice(0, -1), 'en-XA']);
  });
});

describe('a metadata request', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(
      async () =>
        new Response('{"id":550,"title":"Fight Club"}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('names the page’s language, and asks again in another when the page switches to it', async () => {
    const i18n = createI18n('en-XA', {});
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nProvider>
    );
    const { result } = renderHook(() => useMovieDetails(550), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/tmdb/movie/550?append_to_response=images%2Cvideos%2Crelease_dates&language=en-XA',
    ]);
    expect(queryClient.getQueryData(['title', 'movie', 550, 'en-XA'])).toEqual({ id: 550, title: 'Fight Club' });

    act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls[1]?.[0]).toBe(
      '/api/tmdb/movie/550?append_to_response=images%2Cvideos%2Crelease_dates&language=en',
    );
    await waitFor(() => expect(queryClient.getQueryData(['title', 'movie', 550, 'en'])).toBeDefined());
  });
});
