import { QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../query-client';
import type { MediaListItem, MediaListPage } from '../tmdb';
import { usePagedList } from '../use-paged-list';

/** A list of `total` films in pages of 20, film n's genre being 1 when n is a multiple of `every`, else 2. */
function list(total: number, every: number) {
  const asked: number[] = [];
  const pages = Math.ceil(total / 20);
  const pageQuery = (page: number) =>
    queryOptions({
      queryKey: ['test-list', total, every, page],
      queryFn: async (): Promise<MediaListPage> => {
        asked.push(page);
        const items = Array.from({ length: Math.min(20, total - (page - 1) * 20) }, (_, i): MediaListItem => {
          const id = (page - 1) * 20 + i + 1;
          return { id, media_type: 'movie', title: `Film ${id}`, genre_ids: [id % every === 0 ? 1 : 2] } as MediaListItem;
        });
        return { page, items, received: items.length, totalPages: pages, totalResults: total };
      },
    });
  return { asked, pageQuery };
}

const ofGenreOne = (items: MediaListItem[]) => items.filter((item) => item.genre_ids?.includes(1)).length;

function renderList(pageQuery: ReturnType<typeof list>['pageQuery'], fill: boolean) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () =>
      usePagedList({
        listKey: 'films',
        pageQuery,
        hasNextPage: (page) => page.page < page.totalPages,
        fill: fill ? { key: 'genre 1', shown: ofGenreOne } : undefined,
      }),
    { wrapper },
  );
}

describe('usePagedList filling its pages (a limited profile’s list, filtered by the screen)', () => {
  it('asks for pages until a page’s worth is shown, loading until then, and 20 more on Show More', async () => {
    // One film in 10 is of the genre: 20 of them take 10 pages.
    const films = list(1000, 10);
    const { result } = renderList(films.pageQuery, true);
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(ofGenreOne(result.current.items)).toBe(20));
    expect(result.current.isPending).toBe(false);
    expect(result.current.isLoadingMore).toBe(false);
    expect(result.current.hasMore).toBe(true);
    expect(films.asked.filter((page) => page <= 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    act(() => result.current.showMore());
    expect(result.current.isLoadingMore).toBe(true);
    await waitFor(() => expect(ofGenreOne(result.current.items)).toBe(40));
    expect(result.current.isLoadingMore).toBe(false);
    expect(result.current.items).toHaveLength(400);
  });

  it('says the list is empty only once its last page is in', async () => {
    // No film of the genre at all.
    const films = list(200, 1000);
    const { result } = renderList(films.pageQuery, true);
    await waitFor(() => expect(result.current.items).toHaveLength(200));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(ofGenreOne(result.current.items)).toBe(0);
    expect(result.current.hasMore).toBe(false);
    expect(new Set(films.asked)).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
  });

  it('stops at the end of a list shorter than a page of the genre', async () => {
    const films = list(100, 10);
    const { result } = renderList(films.pageQuery, true);
    await waitFor(() => expect(result.current.items).toHaveLength(100));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(ofGenreOne(result.current.items)).toBe(10);
    expect(result.current.hasMore).toBe(false);
    expect(result.current.isLoadingMore).toBe(false);
  });

  it('without filling, shows the first page and waits for Show More', async () => {
    const films = list(1000, 10);
    const { result } = renderList(films.pageQuery, false);
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    expect(result.current.isPending).toBe(false);
    expect(result.current.hasMore).toBe(true);
    // Page 2 is fetched ahead, nothing past it.
    await waitFor(() => expect(films.asked).toEqual([1, 2]));
  });
});
