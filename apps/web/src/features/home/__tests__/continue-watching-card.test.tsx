import type { HistoryEntry } from '@marquee/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { ContinueWatchingCard } from '../components/continue-watching-card';

const entry = (fields: Partial<HistoryEntry>): HistoryEntry => ({
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
  ...fields,
});

describe('ContinueWatchingCard', () => {
  it('opens the player at the saved season and episode and names the progress', () => {
    renderApp(<ContinueWatchingCard entry={entry({})} size="row" />);
    const link = screen.getByRole('link', { name: 'Continue, Breaking Bad, S2 E3, 43% watched' });
    expect(link.getAttribute('href')).toBe('/player/tv/1396/2/3');
  });

  it('opens season 1 episode 1 of a show saved without an episode', () => {
    renderApp(<ContinueWatchingCard entry={entry({ season: null, episode: null })} size="row" />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/player/tv/1396/1/1');
  });

  it('opens the movie player for a movie, at 0% when the duration is unknown', () => {
    renderApp(
      <ContinueWatchingCard
        entry={entry({ media_type: 'movie', media_id: 949, title: 'Heat', season: null, episode: null, duration: 0 })}
        size="row"
      />,
    );
    const link = screen.getByRole('link', { name: 'Continue, Heat, 0% watched' });
    expect(link.getAttribute('href')).toBe('/player/movie/949');
  });
});
