import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { MediaCard } from '../media-card';

describe('MediaCard', () => {
  it('links to the details page with the poster, title, year and a one-decimal rating', () => {
    renderApp(
      <MediaCard
        item={{
          id: 550,
          media_type: 'movie',
          title: 'Fight Club',
          release_date: '1999-10-15',
          vote_average: 8.438,
          poster_path: '/p.jpg',
        }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Fight Club 1999 8.4' });
    expect(link.getAttribute('href')).toBe('/movie/550');
    const poster = link.querySelector('img');
    expect(poster?.getAttribute('src')).toBe('/api/images/w342/p.jpg');
    expect(poster?.getAttribute('loading')).toBe('lazy');
    expect([poster?.getAttribute('width'), poster?.getAttribute('height')]).toEqual(['342', '513']);
  });

  it('uses the list type for items that name none, and leaves out a rating of 0', () => {
    renderApp(
      <MediaCard item={{ id: 1399, name: 'Game of Thrones', first_air_date: '2011-04-17', vote_average: 0 }} listType="tv" />,
    );
    const link = screen.getByRole('link', { name: 'Game of Thrones 2011' });
    expect(link.getAttribute('href')).toBe('/tv/1399');
  });

  it("falls back to 'Untitled', 'N/A', 'No description available' and the placeholder poster", () => {
    renderApp(<MediaCard item={{ id: 7, media_type: 'tv', poster_path: null, overview: '  ' }} />);
    const link = screen.getByRole('link', { name: 'Untitled N/A' });
    expect(link.querySelector('img')).toBeNull();
    expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toBe('No description available');
  });

  it("shows 'Invalid Media Item', and no link, without an id or with another media type", () => {
    renderApp(
      <>
        <MediaCard item={{ media_type: 'movie', title: 'No id' }} />
        <MediaCard item={{ id: 3, media_type: 'person', name: 'An actor' }} listType="movie" />
      </>,
    );
    expect(screen.getAllByText('Invalid Media Item')).toHaveLength(2);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('loads the poster eagerly and first when the card is above the fold', () => {
    renderApp(<MediaCard item={{ id: 1, media_type: 'movie', title: 'Heat', poster_path: '/h.jpg' }} priority />);
    const poster = screen.getByRole('link').querySelector('img');
    expect(poster?.getAttribute('loading')).toBe('eager');
    expect(poster?.getAttribute('fetchpriority')).toBe('high');
  });
});
