import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** Where the server's rendering of a sports screen keeps the time it drew the screen at (api/prefetch-sports.ts). */
export const RENDER_TIME_KEY = ['sports-render-time'] as const;

/**
 * The current time, renewed every `intervalMs`, so LIVE badges and 'Started … ago' stay true on an open page.
 * The first render uses the time the server drew the page at, when the page came with one, so that the app takes
 * the server's markup over unchanged (a different time would draw different text); the clock moves on right after.
 */
export function useNow(intervalMs = 30_000): number {
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => queryClient.getQueryData<number>(RENDER_TIME_KEY) ?? Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    // At once after the first render, which may have drawn the server's time.
    const first = setTimeout(tick);
    const timer = setInterval(tick, intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [intervalMs]);
  return now;
}
