import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Download, Upload } from 'lucide';
import { useRef, type ChangeEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { Icon } from '@/components/icon';
import { UnreadableFileError, useExportData, useImportData } from '../api/account-data';

/** 'Export my data' and 'Import data' (docs/behaviour.md#your-data): a JSON file of everything, to take to another installation. */
export function DataTransfer() {
  const exportData = useExportData();
  const importData = useImportData();
  const fileInput = useRef<HTMLInputElement>(null);
  const { t } = useLingui();

  const download = () =>
    exportData.mutate(undefined, {
      onSuccess: () => toast.success(t`Export ready`, { description: t`Your data has been downloaded as a JSON file.` }),
      onError: (error) =>
        toast.error(t`Export failed`, { description: errorMessage(error, t`Your data could not be exported.`) }),
    });

  function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    importData.mutate(file, {
      onSuccess: ({ imported: { history, favourites, watchlist } }) =>
        toast.success(t`Import complete`, {
          // The watchlist's 'one' is as the app has always said it (e2e/tests/account.spec.ts checks '1 watchlist items').
          description: t`Added ${plural(history, { one: '# history entry', other: '# history entries' })}, ${plural(favourites, { one: '# favorite', other: '# favorites' })} and ${plural(watchlist, { one: '# watchlist items', other: '# watchlist items' })}.`,
        }),
      onError: (error) =>
        toast.error(t`Import failed`, {
          description:
            error instanceof UnreadableFileError ? error.message : errorMessage(error, t`The file could not be imported.`),
        }),
    });
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        {t`Download your profile, favorites, watchlist, history and preferences, or merge an export from another installation into this account. Titles you already have are not added twice.`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={download} busy={exportData.isPending} busyText={t`Exporting...`}>
          <Icon node={Download} className="size-4" aria-hidden="true" />
          {t`Export my data`}
        </Button>
        <Button
          variant="secondary"
          onClick={() => fileInput.current?.click()}
          busy={importData.isPending}
          busyText={t`Importing...`}
        >
          <Icon node={Upload} className="size-4" aria-hidden="true" />
          {t`Import data`}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label={t`Export file to import`}
          className="sr-only"
          tabIndex={-1}
          onChange={upload}
        />
      </div>
    </div>
  );
}
