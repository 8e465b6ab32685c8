import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/** Where the server's rendering of a sports screen keeps the time it drew the screen at (api/prefetch-sports.ts). */
export const RENDER_TIME_KEY = ['sports-render-time'] as const;

/**
 * The current time, renewed every `intervalMs`, so LIVE badges and 'Started … ago' stay true on an open page: what
 * they show is at most one interval old. While the app takes over a page the server drew, the first render uses
 * the time the server drew it at, so that the markup is taken over unchanged (another time would draw other
 * text), and the first renewal comes when that time's interval ends: usually well after the page has come alive,
 * rather than as a second render of every card during it.
 */
export function useNow(intervalMs = 30_000): number {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [drawnAt] = useState(() => (!hydrated && queryClient.getQueryData<number>(RENDER_TIME_KEY)) || Date.now());
  const [now, setNow] = useState(drawnAt);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    let timer: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(
      () => {
        tick();
        timer = setInterval(tick, intervalMs);
      },
      Math.max(0, drawnAt + intervalMs - Date.now()),
    );
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [drawnAt, intervalMs]);
  return now;
}
