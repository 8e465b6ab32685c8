import type { AdminUser } from '@marquee/core';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from '../api/admin-api';

/** 'Delete', asked again in a dialog that says everything of the account goes with it. */
export function DeleteAccountDialog({ account }: { account: AdminUser }) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteAccount();
  const confirm = () =>
    deletion.mutate(account.id, {
      onSuccess: () => {
        toast.success('Account deleted', { description: `${account.email} and all its data are gone.` });
        setOpen(false);
      },
      onError: (error) => toast.error('The account was not deleted', { description: errorMessage(error, 'Please try again.') }),
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="danger" size="sm">
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Delete ${account.email}?`}
        description="All its data goes with it: its profiles, lists, watch history and preferences. This cannot be undone."
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Keep account</Button>
          </DialogClose>
          <Button variant="danger" onClick={confirm} busy={deletion.isPending} busyText="Deleting...">
            Delete account
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
