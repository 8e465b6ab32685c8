import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { MediaRow } from '../media-row';

describe('MediaRow', () => {
  // jsdom has no layout, hence no ResizeObserver; the row only needs one to exist.
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is a titled region of card links, typed by the list when the items name no type', () => {
    renderApp(<MediaRow title="Popular TV Shows" listType="tv" items={[{ id: 1399, name: 'Game of Thrones' }, { id: 66732, name: 'Stranger Things' }]} />);
    const region = screen.getByRole('region', { name: 'Popular TV Shows' });
    expect([...region.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/tv/1399', '/tv/66732']);
  });

  describe('deferred below the fold', () => {
    const items = [
      { id: 550, title: 'Fight Club', media_type: 'movie' as const },
      { id: 680, title: 'Pulp Fiction', media_type: 'movie' as const },
    ];
    let reportNear: (isIntersecting: boolean) => void = () => {};
    beforeEach(() => {
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
            reportNear = (isIntersecting) => act(() => callback([{ isIntersecting }]));
          }
          observe() {}
          disconnect() {}
        },
      );
    });

    it('keeps its heading and a hidden placeholder until it nears the viewport, then shows the cards', () => {
      renderApp(<MediaRow title="Action Movies" items={items} deferred />);
      const region = screen.getByRole('region', { name: 'Action Movies' });
      expect(screen.getByRole('heading', { name: 'Action Movies' })).toBeTruthy();
      expect(region.querySelectorAll('a')).toHaveLength(0);
      expect(region.querySelector('ul')?.getAttribute('aria-hidden')).toBe('true');
      expect(region.querySelectorAll('li')).toHaveLength(1);

      reportNear(false);
      expect(region.querySelectorAll('a')).toHaveLength(0);

      reportNear(true);
      expect([...region.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/movie/550', '/movie/680']);
      expect(region.querySelector('ul')?.hasAttribute('aria-hidden')).toBe(false);
    });

    it('shows the cards at once when not deferred', () => {
      renderApp(<MediaRow title="Trending Now" items={items} />);
      expect(screen.getByRole('region', { name: 'Trending Now' }).querySelectorAll('a')).toHaveLength(2);
    });
  });

  it("says 'No results found.' when its list came back empty or failed, so the page still shows", () => {
    renderApp(<MediaRow title="Upcoming Movies" items={[]} />);
    expect(screen.getByRole('region', { name: 'Upcoming Movies' }).textContent).toContain('No results found.');
  });
});
