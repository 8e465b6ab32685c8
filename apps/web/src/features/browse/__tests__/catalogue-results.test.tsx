import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MediaListItem } from '@/lib/tmdb';
import type { PagedList } from '@/lib/use-paged-list';
import { renderApp } from '@/testing/render';
import { CatalogueResults } from '../components/catalogue-results';

const ERROR_TEXT = 'Error loading movies. Please try again.';

function paging(overrides: Partial<PagedList> = {}): Omit<PagedList, 'items'> {
  return {
    firstPage: undefined,
    isPending: false,
    error: null,
    hasMore: false,
    isLoadingMore: false,
    loadMoreError: null,
    showMore: vi.fn(),
    retry: vi.fn(),
    ...overrides,
  };
}

const movie = (id: number, title: string) =>
  ({ id, media_type: 'movie', title, release_date: '1999-01-01', vote_average: 7, poster_path: null }) as MediaListItem;

describe('CatalogueResults', () => {
  it('shows a skeleton of 20 placeholders while the first page loads', () => {
    renderApp(<CatalogueResults items={[]} paging={paging({ isPending: true })} errorText={ERROR_TEXT} />);
    expect(screen.getByRole('status', { name: 'Loading' }).children).toHaveLength(20);
  });

  it("shows the screen's error with 'Details:' and the message, and retries", () => {
    const retry = vi.fn();
    renderApp(
      <CatalogueResults items={[]} paging={paging({ error: new Error('Gateway timeout'), retry })} errorText={ERROR_TEXT} />,
    );
    expect(screen.getByRole('heading', { name: ERROR_TEXT })).toBeTruthy();
    expect(screen.getByText('Details: Gateway timeout')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("says 'Details: Unknown error' for an error without a message", () => {
    renderApp(<CatalogueResults items={[]} paging={paging({ error: new Error('') })} errorText={ERROR_TEXT} />);
    expect(screen.getByText('Details: Unknown error')).toBeTruthy();
  });

  it("says 'No results found.' for an empty list", () => {
    renderApp(<CatalogueResults items={[]} paging={paging()} errorText={ERROR_TEXT} />);
    expect(screen.getByText('No results found.')).toBeTruthy();
  });

  it("offers 'Show More' only while another page exists, and asks for it", () => {
    const showMore = vi.fn();
    const items = [movie(1, 'Heat'), movie(2, 'Ronin')];
    const { unmount } = renderApp(<CatalogueResults items={items} paging={paging()} errorText={ERROR_TEXT} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/movie/1', '/movie/2']);
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
    unmount();

    renderApp(<CatalogueResults items={items} paging={paging({ hasMore: true, showMore })} errorText={ERROR_TEXT} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(showMore).toHaveBeenCalledOnce();
  });

  it('shows the list view with each overview', () => {
    renderApp(
      <CatalogueResults
        items={[{ ...movie(1, 'Heat'), overview: 'A heist.' }]}
        paging={paging()}
        view="list"
        errorText={ERROR_TEXT}
      />,
    );
    expect(screen.getByRole('link', { name: /Heat/ }).textContent).toContain('A heist.');
  });
});
