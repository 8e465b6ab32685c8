import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AdminUser } from '@marquee/core';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { listText } from '@/lib/list-text';
import { toast } from '@/lib/toast';
import { useChangeAccount } from '../api/admin-api';
import { formatDay, formatLastSeen } from '../lib/dates';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ResetLinkDialog } from './reset-link-dialog';

const METHOD_NAMES: Record<AdminUser['signInMethods'][number], MessageDescriptor> = {
  password: msg`Password`,
  passkey: msg`Passkey`,
  sso: msg`Single sign-on`,
};

/** One account: who it is, when it came and was last seen, and what the admin may do to it. */
export function AccountRow({ account, self }: { account: AdminUser; self: boolean }) {
  const { t, i18n } = useLingui();
  const headingId = `account-${account.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-line bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-all">
            {account.email}
          </h3>
          <p className="text-sm text-muted">{account.displayName ?? t`No display name`}</p>
        </div>
        {account.disabled && (
          <span className="rounded-md border border-line bg-surface-2 px-2 py-0.5 text-sm font-semibold">{t`Turned off`}</span>
        )}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-5">
        <Fact
          term={t`Role`}
          value={account.role === 'admin' ? t({ message: 'Admin', context: 'role' }) : t({ message: 'Member', context: 'role' })}
        />
        <Fact term={t`Profiles`} value={account.profiles.length > 0 ? listText(i18n, account.profiles) : t`None`} />
        <Fact term={t`Created`} value={formatDay(account.createdAt, i18n)} />
        <Fact term={t`Last seen`} value={formatLastSeen(account.lastSeenAt, i18n)} />
        <Fact
          term={t`Sign-in methods`}
          value={listText(
            i18n,
            account.signInMethods.map((method) => i18n._(METHOD_NAMES[method])),
          )}
        />
      </dl>
      <div className="mt-4">
        {self ? (
          <p className="text-sm text-muted">{t`This is your account.`}</p>
        ) : account.configuredAdmin ? (
          <p className="text-sm text-muted">{t`Admin by server setting`}</p>
        ) : (
          <AccountActions account={account} />
        )}
      </div>
    </li>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted">{term}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}

/** Make admin or member, turn off or on, a password reset link, delete; the server's refusal is said in a toast. */
function AccountActions({ account }: { account: AdminUser }) {
  const { t } = useLingui();
  const change = useChangeAccount();
  const act = (body: { role?: AdminUser['role']; disabled?: boolean }, done: string) =>
    change.mutate(
      { id: account.id, change: body },
      {
        onSuccess: () => toast.success(done),
        onError: (error) =>
          toast.error(t`The account was not changed`, { description: errorMessage(error, t`Please try again.`) }),
      },
    );
  const admin = account.role === 'admin';
  const email = account.email;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        disabled={change.isPending}
        onClick={() =>
          act({ role: admin ? 'member' : 'admin' }, admin ? t`${email} is now a member` : t`${email} is now an admin`)
        }
      >
        {admin ? t`Make member` : t`Make admin`}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={change.isPending}
        onClick={() =>
          act(
            { disabled: !account.disabled },
            account.disabled ? t`${email} can sign in again` : t`${email} is turned off and signed out`,
          )
        }
      >
        {account.disabled ? t`Turn on` : t`Turn off`}
      </Button>
      <ResetLinkDialog account={account} />
      <DeleteAccountDialog account={account} />
    </div>
  );
}
