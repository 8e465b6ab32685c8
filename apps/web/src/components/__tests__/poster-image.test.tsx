import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { PosterImage } from '../poster-image';

describe('PosterImage', () => {
  it('shows the poster while it loads, and the placeholder when it cannot be loaded', () => {
    const { container } = renderApp(<PosterImage path="/broken.jpg" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toMatch(/\/broken\.jpg$/);
    expect(container.firstElementChild?.className).toContain('animate-pulse');

    fireEvent.error(img!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.firstElementChild?.className).not.toContain('animate-pulse');
  });

  it('shows the placeholder for a title without a poster', () => {
    const { container } = renderApp(<PosterImage path={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
  });
});
