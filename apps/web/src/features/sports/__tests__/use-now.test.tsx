import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrationProvider } from '@/lib/use-hydrated';
import { RENDER_TIME_KEY, useNow } from '../hooks/use-now';

const NOW = Date.UTC(2026, 10, 26, 15, 0, 0);

/** `hydrating`: as when the app takes over the server's page (main.tsx), else as when it draws the page itself. */
function withClient(client: QueryClient, hydrating = false) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <HydrationProvider hydrating={hydrating}>{children}</HydrationProvider>
    </QueryClientProvider>
  );
}

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('while taking over the server’s page, gives the time it was drawn at, renewed when that interval ends', async () => {
    const client = new QueryClient();
    const drawnAt = NOW - 10_000;
    client.setQueryData(RENDER_TIME_KEY, drawnAt);
    const { result } = renderHook(() => useNow(30_000), { wrapper: withClient(client, true), hydrate: true });
    expect(result.current).toBe(drawnAt);
    await act(async () => vi.advanceTimersByTimeAsync(19_000));
    expect(result.current).toBe(drawnAt);
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current).toBe(NOW + 20_000);
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(result.current).toBe(NOW + 50_000);
  });

  it('renews at once a drawn time older than one interval', async () => {
    const client = new QueryClient();
    client.setQueryData(RENDER_TIME_KEY, NOW - 45_000);
    const { result } = renderHook(() => useNow(30_000), { wrapper: withClient(client, true), hydrate: true });
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe(NOW);
  });

  it('gives the clock’s time on a screen the app draws itself, even with a drawn time kept from the first page', async () => {
    const client = new QueryClient();
    client.setQueryData(RENDER_TIME_KEY, NOW - 10_000);
    const { result } = renderHook(() => useNow(1_000), { wrapper: withClient(client) });
    expect(result.current).toBe(NOW);
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current).toBe(NOW + 1_000);
  });
});
