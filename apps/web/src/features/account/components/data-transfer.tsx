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

  const download = () =>
    exportData.mutate(undefined, {
      onSuccess: () => toast.success('Export ready', { description: 'Your data has been downloaded as a JSON file.' }),
      onError: (error) => toast.error('Export failed', { description: errorMessage(error, 'Your data could not be exported.') }),
    });

  function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    importData.mutate(file, {
      onSuccess: ({ imported }) =>
        toast.success('Import complete', {
          description: `Added ${imported.history} history entries, ${imported.favourites} favorites and ${imported.watchlist} watchlist items.`,
        }),
      onError: (error) =>
        toast.error('Import failed', {
          description:
            error instanceof UnreadableFileError ? error.message : errorMessage(error, 'The file could not be imported.'),
        }),
    });
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        Download your profile, favorites, watchlist, history and preferences, or merge an export from another installation into
        this account. Titles you already have are not added twice.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={download} busy={exportData.isPending} busyText="Exporting...">
          <Icon node={Download} className="size-4" aria-hidden="true" />
          Export my data
        </Button>
        <Button
          variant="secondary"
          onClick={() => fileInput.current?.click()}
          busy={importData.isPending}
          busyText="Importing..."
        >
          <Icon node={Upload} className="size-4" aria-hidden="true" />
          Import data
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label="Export file to import"
          className="sr-only"
          tabIndex={-1}
          onChange={upload}
        />
      </div>
    </div>
  );
}
