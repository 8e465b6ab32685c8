import { useLingui } from '@lingui/react/macro';
import type { AdminUser } from '@marquee/core';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from '../api/admin-api';

/** 'Delete', asked again in a dialog that says everything of the account goes with it. */
export function DeleteAccountDialog({ account }: { account: AdminUser }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const deletion = useDeleteAccount();
  const email = account.email;
  const confirm = () =>
    deletion.mutate(account.id, {
      onSuccess: () => {
        toast.success(t`Account deleted`, { description: t`${email} and all its data are gone.` });
        setOpen(false);
      },
      onError: (error) => toast.error(t`The account was not deleted`, { description: errorMessage(error, t`Please try again.`) }),
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="danger" size="sm">
          {t`Delete`}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t`Delete ${email}?`}
        description={t`All its data goes with it: its profiles, lists, watch history and preferences. This cannot be undone.`}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t`Keep account`}</Button>
          </DialogClose>
          <Button variant="danger" onClick={confirm} busy={deletion.isPending} busyText={t`Deleting...`}>
            {t`Delete account`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
