import { LOCAL_SOURCE_KEY, type PlaybackTarget } from '@marquee/core';
import { useQuery } from '@tanstack/react-query';
import { isAuthFailure } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { fetchIssuedEmbedUrl } from '@/lib/issued-embed-url';

/**
 * Whether the server's own player has a file for the film or episode, asked of its page (HEAD: 200 or 404) before the
 * player says 'Not in your library': the library's list is the scan's, which a file put in the folder a moment ago
 * may not have reached yet, while the page also finds a file named by its id at once (docs/behaviour.md#library).
 * `ask`: only when the list says no. Null while asking or not asked; 'sign-in' when the library is for signed-in
 * accounts and a visitor asks (401).
 */
export function useLocalFileCheck(target: PlaybackTarget, targetKey: string, ask: boolean): boolean | 'sign-in' | null {
  const hasLocal = useAppConfig().sources.some((source) => source.key === LOCAL_SOURCE_KEY);
  const enabled = ask && hasLocal;
  const check = useQuery({
    queryKey: ['local-file', targetKey],
    queryFn: async ({ signal }) => {
      const url = await fetchIssuedEmbedUrl(LOCAL_SOURCE_KEY, target, window.location.origin);
      return (await fetch(url, { method: 'HEAD', signal })).ok;
    },
    enabled,
    retry: false,
    staleTime: 0,
  });
  if (!enabled) return ask ? false : null;
  if (check.isError) return isAuthFailure(check.error) ? 'sign-in' : false;
  return check.data ?? null;
}
