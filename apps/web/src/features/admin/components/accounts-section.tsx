import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/components/skeleton';
import { useAuth } from '@/lib/auth';
import { useAccounts } from '../api/admin-api';
import { AccountRow } from './account-row';
import { AdminLoadError } from './admin-load-error';

/** Every account of the server, the oldest first, each with what the admin may do to it. */
export function AccountsSection() {
  const { user } = useAuth();
  const accounts = useAccounts();
  const { t } = useLingui();
  if (accounts.isPending) return <Skeleton className="h-40 w-full" />;
  if (accounts.isError)
    return (
      <AdminLoadError error={accounts.error} failure={t`Failed to load the accounts`} onRetry={() => void accounts.refetch()} />
    );
  const count = accounts.data.length;
  return (
    <section aria-labelledby="accounts-heading">
      <h2 id="accounts-heading" className="mb-4 text-lg font-semibold">
        {t`${plural(count, { one: '# account', other: '# accounts' })}`}
      </h2>
      <ul className="space-y-3">
        {accounts.data.map((account) => (
          <AccountRow key={account.id} account={account} self={account.id === user?.uid} />
        ))}
      </ul>
    </section>
  );
}
