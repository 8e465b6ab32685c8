import { useLingui } from '@lingui/react/macro';
import type { ExportDocument, ImportResult } from '@marquee/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { apiRequest } from '@/lib/api-client';
import { USER_QUERY_KEY, useAuth } from '@/lib/auth';

/** Moving between installations (docs/behaviour.md#your-data): everything of the user as a JSON file, and merging such a file in. */

/** GET /api/export, saved by the browser as marquee-export-YYYY-MM-DD.json. */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const data = await apiRequest<ExportDocument>('/export');
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `marquee-export-${data.exportedAt.slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}

/** A chosen file that is not JSON at all; the server checks everything else about it. */
export class UnreadableFileError extends Error {
  override readonly name = 'UnreadableFileError';
}

/** POST /api/import with the file's contents; then every list, the history and the preferences are read again. */
export function useImportData() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: async (file: File) => {
      let body: unknown;
      try {
        body = JSON.parse(await file.text());
      } catch {
        throw new UnreadableFileError(t`That file is not a Marquee export.`);
      }
      return apiRequest<ImportResult>('/import', { method: 'POST', body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}

/**
 * DELETE /api/auth/account with the password. A wrong password answers 403, which here means just that,
 * not "the session is gone"; once the account is deleted, signing out forgets the session and goes to /login.
 * The toast is given here because the screen that asked is gone by then.
 */
export function useDeleteAccount() {
  const { signOut } = useAuth();
  const { t } = useLingui();
  return useMutation({
    mutationFn: async (password: string) => {
      await apiRequest('/auth/account', { method: 'DELETE', body: { password }, endsSessionOnAuthFailure: false });
      await signOut();
    },
    onSuccess: () => toast.success(t`Account deleted`, { description: t`Your account and everything in it have been removed.` }),
  });
}
