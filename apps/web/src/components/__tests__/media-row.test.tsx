import { screen } from '@testing-library/react';
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

  it("says 'No results found.' when its list came back empty or failed, so the page still shows", () => {
    renderApp(<MediaRow title="Upcoming Movies" items={[]} />);
    expect(screen.getByRole('region', { name: 'Upcoming Movies' }).textContent).toContain('No results found.');
  });
});
