import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { DataTransfer } from './data-transfer';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ServiceImport } from './service-import';
import { ServiceLinks } from './service-links';

/** Taking their data with them, and leaving (docs/behaviour.md#your-data). */
export function AccountDataSection() {
  const headingId = useId();
  const { t } = useLingui();
  return (
    <section aria-labelledby={headingId} className="space-y-6 rounded-lg border border-line bg-surface p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {t`Your data`}
      </h2>
      <DataTransfer />
      <ServiceLinks />
      <ServiceImport />
      <div className="space-y-3 border-t border-line pt-6">
        <p className="text-sm text-muted">
          {t`Deleting your account removes everything above from this server. It cannot be undone.`}
        </p>
        <DeleteAccountDialog />
      </div>
    </section>
  );
}
