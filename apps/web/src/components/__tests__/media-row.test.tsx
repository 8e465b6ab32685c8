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
    renderApp(
      <MediaRow
        title="Popular TV Shows"
        listType="tv"
        items={[
          { id: 1399, name: 'Game of Thrones' },
          { id: 66732, name: 'Stranger Things' },
        ]}
      />,
    );
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

  describe('a long row', () => {
    const items = Array.from({ length: 20 }, (_, i) => ({ id: 100 + i, title: `Film ${i}`, media_type: 'movie' as const }));
    /** The observers made, with the element they watch and the scrolling element (if any) they measure against. */
    let observers: Array<{ root: Element | null; target: Element | null; report: (isIntersecting: boolean) => void }> = [];
    beforeEach(() => {
      observers = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          entry: (typeof observers)[number];
          constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void, options?: { root?: Element | null }) {
            this.entry = {
              root: options?.root ?? null,
              target: null,
              report: (isIntersecting) => act(() => callback([{ isIntersecting }])),
            };
            observers.push(this.entry);
          }
          observe(target: Element) {
            this.entry.target = target;
          }
          disconnect() {}
        },
      );
    });
    const links = () => screen.getByRole('region', { name: 'Top Rated' }).querySelectorAll('a');

    it('builds its first 8 cards, and the rest once the row is scrolled near their end', () => {
      renderApp(<MediaRow title="Top Rated" items={items} />);
      expect(links()).toHaveLength(8);
      const rest = observers.find((observer) => observer.root !== null);
      // Measured against the row's own scrolling list, from a mark after the last card built.
      expect(rest?.root?.tagName).toBe('UL');
      expect(rest?.target?.previousElementSibling?.querySelector('a')?.getAttribute('href')).toBe('/movie/107');
      rest!.report(false);
      expect(links()).toHaveLength(8);
      rest!.report(true);
      expect([...links()].map((link) => link.getAttribute('href'))).toEqual(items.map((item) => `/movie/${item.id}`));
    });

    it('builds the rest as soon as the focus moves into the row, so Tab reaches every card', () => {
      renderApp(<MediaRow title="Top Rated" items={items} />);
      act(() => links()[0]!.focus());
      expect(links()).toHaveLength(20);
      expect(document.activeElement).toBe(links()[0]);
    });

    it('builds all of a row of 8 or fewer at once, with nothing to watch', () => {
      renderApp(<MediaRow title="Top Rated" items={items.slice(0, 8)} />);
      expect(links()).toHaveLength(8);
      expect(observers.filter((observer) => observer.root !== null)).toHaveLength(0);
    });
  });

  it("says 'No results found.' when its list came back empty or failed, so the page still shows", () => {
    renderApp(<MediaRow title="Upcoming Movies" items={[]} />);
    expect(screen.getByRole('region', { name: 'Upcoming Movies' }).textContent).toContain('No results found.');
  });
});
