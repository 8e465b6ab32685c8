import type { ContinueWatchingItem } from '@marquee/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { ContinueWatchingCard } from '../components/continue-watching-card';

const item = (fields: Partial<ContinueWatchingItem>): ContinueWatchingItem => ({
  id: 'h1',
  media_id: 1396,
  media_type: 'tv',
  source: 'catalogue',
  title: 'Breaking Bad',
  year: 2008,
  poster_path: '/bb.jpg',
  backdrop_path: null,
  overview: null,
  rating: null,
  watch_position: 1200,
  duration: 2800,
  season: 2,
  episode: 3,
  created_at: '2025-01-01T00:00:00.000Z',
  up_next: false,
  ...fields,
});
const noop = () => {};

describe('ContinueWatchingCard', () => {
  it('opens the player at the saved season and episode and names the progress', () => {
    renderApp(<ContinueWatchingCard item={item({})} size="row" onRemove={noop} />);
    const link = screen.getByRole('link', { name: 'Continue, Breaking Bad, S2 E3, 43% watched' });
    expect(link.getAttribute('href')).toBe('/player/tv/1396/2/3');
  });

  it("opens a show's next episode, named as up next, without progress", () => {
    renderApp(
      <ContinueWatchingCard
        item={item({ up_next: true, watch_position: 0, duration: 0, season: 3, episode: 1 })}
        size="row"
        onRemove={noop}
      />,
    );
    const link = screen.getByRole('link', { name: 'Continue, Breaking Bad, up next S3 E1' });
    expect(link.getAttribute('href')).toBe('/player/tv/1396/3/1');
    expect(screen.getByText('Up next · S3 E1')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('opens the movie player for a movie, at 0% when the duration is unknown', () => {
    renderApp(
      <ContinueWatchingCard
        item={item({ media_type: 'movie', media_id: 949, title: 'Heat', season: null, episode: null, duration: 0 })}
        size="row"
        onRemove={noop}
      />,
    );
    const link = screen.getByRole('link', { name: 'Continue, Heat, 0% watched' });
    expect(link.getAttribute('href')).toBe('/player/movie/949');
  });

  it('offers to remove the title from the row', () => {
    const onRemove = vi.fn();
    renderApp(<ContinueWatchingCard item={item({})} size="row" onRemove={onRemove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Breaking Bad from Continue Watching' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
