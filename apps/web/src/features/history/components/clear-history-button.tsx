import { useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';
import { Icon } from '@/components/icon';
import { useClearHistory } from '../api/change-history';

/** 'Clear History' (docs/behaviour.md#clearing-and-duplicates), after a confirmation: the whole history cannot be brought back. */
export function ClearHistoryButton({ disabled }: { disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const clear = useClearHistory();
  const { t } = useLingui();

  const confirm = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t`Watch history cleared`, { description: t`Everything you watched has been removed from your history.` });
      },
      onError: (error) =>
        toast.error(t`Error clearing history`, { description: errorMessage(error, t`Failed to clear watch history.`) }),
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" disabled={disabled}>
          <Icon node={Trash2} className="size-4" aria-hidden="true" />
          {t`Clear History`}
        </Button>
      </DialogTrigger>
      <DialogContent title={t`Clear your watch history?`} description={t`Every entry will be removed. This cannot be undone.`}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t`Keep History`}</Button>
          </DialogClose>
          <Button variant="danger" onClick={confirm} busy={clear.isPending} busyText={t`Clearing...`}>
            {t`Clear History`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
