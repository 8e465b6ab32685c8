import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationProvider, useHydrated } from '../use-hydrated';

function Probe() {
  return <p>{useHydrated() ? 'hydrated' : 'hydrating'}</p>;
}

describe('useHydrated', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is false on the server and while the browser takes the page over, and true after, without a mismatch', async () => {
    const page = (
      <HydrationProvider hydrating>
        <Probe />
      </HydrationProvider>
    );
    const html = renderToString(page);
    expect(html).toContain('hydrating');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(container.textContent).toBe('hydrated');
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it('is true from the first render when the browser draws the page itself, and outside a provider', () => {
    render(
      <HydrationProvider hydrating={false}>
        <Probe />
      </HydrationProvider>,
    );
    render(<Probe />);
    expect(screen.getAllByText('hydrated')).toHaveLength(2);
  });
});
