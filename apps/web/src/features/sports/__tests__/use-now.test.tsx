import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENDER_TIME_KEY, useNow } from '../hooks/use-now';

const NOW = Date.UTC(2026, 10, 26, 15, 0, 0);

function withClient(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('first gives the time the server drew the page at, then the clock’s', async () => {
    const client = new QueryClient();
    const drawnAt = NOW - 45_000;
    client.setQueryData(RENDER_TIME_KEY, drawnAt);
    const { result } = renderHook(() => useNow(), { wrapper: withClient(client) });
    expect(result.current).toBe(drawnAt);
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe(NOW);
  });

  it('gives the clock’s time without a rendered page, renewed every interval', async () => {
    const { result } = renderHook(() => useNow(1_000), { wrapper: withClient(new QueryClient()) });
    expect(result.current).toBe(NOW);
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current).toBe(NOW + 1_000);
  });
});
