import type { TitleImportReply, TitleImportsReply } from '@marquee/core';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/auth';
import { RATINGS_QUERY_KEY } from '@/lib/ratings';
import { HISTORY_QUERY_KEY } from '@/lib/watch-history';
import { WATCHED_QUERY_KEY } from '@/lib/watched';

/**
 * Imports of another service's export (docs/behaviour.md#importing-from-other-services): the file is uploaded as is,
 * the server matches its entries in the background, and the screen follows the import until it ends.
 */

/** Under the user's key: another profile has its own imports. */
export const TITLE_IMPORTS_QUERY_KEY = [...USER_QUERY_KEY, 'title-imports'] as const;

/** How often a running import is asked after. */
const RUNNING_POLL_MS = 1000;

const titleImportQueryKey = (id: string) => [...TITLE_IMPORTS_QUERY_KEY, 'one', id] as const;

/** GET /api/title-imports: the profile's imports, newest first; read again each time the screen opens. */
export function useTitleImports() {
  return useQuery({
    queryKey: [...TITLE_IMPORTS_QUERY_KEY, 'list'],
    queryFn: ({ signal }) => apiRequest<TitleImportsReply>('/title-imports', { signal }),
    select: (reply) => reply.imports,
    staleTime: 0,
  });
}

/** GET /api/title-imports/:id, asked every second while the import runs; nothing is asked without an id. */
export function useTitleImport(id: string | null) {
  return useQuery({
    queryKey: titleImportQueryKey(id ?? ''),
    queryFn: ({ signal }) => apiRequest<TitleImportReply>(`/title-imports/${encodeURIComponent(id ?? '')}`, { signal }),
    select: (reply) => reply.import,
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.import.status === 'running' ? RUNNING_POLL_MS : false),
  });
}

/** POST /api/title-imports?name=…, the file's bytes as the body; the import it starts is followed from its reply. */
export function useStartTitleImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      apiRequest<TitleImportReply>(`/title-imports?name=${encodeURIComponent(file.name)}`, { method: 'POST', rawBody: file }),
    onSuccess: (reply) => queryClient.setQueryData<TitleImportReply>(titleImportQueryKey(reply.import.id), reply),
  });
}

/** What an import adds shows elsewhere: the watched marks, ratings, lists, history and Continue Watching are read again. */
export function refreshImportedTitles(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [WATCHED_QUERY_KEY, RATINGS_QUERY_KEY, HISTORY_QUERY_KEY, [...USER_QUERY_KEY, 'list']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
