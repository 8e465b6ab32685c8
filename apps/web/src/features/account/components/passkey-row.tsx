import { useLingui } from '@lingui/react/macro';
import type { Passkey } from '@marquee/core';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRemovePasskey } from '../api/passkeys';
import { relativeTime } from '@/lib/relative-time';

/** One passkey: its name, when it was added and last used, and 'Remove' after a confirmation. */
export function PasskeyRow({ passkey, onRemoved }: { passkey: Passkey; onRemoved(): void }) {
  const nameId = useId();
  const { t, i18n } = useLingui();
  const added = relativeTime(i18n, passkey.createdAt);
  const when = [t`Added ${added}`];
  if (passkey.lastUsedAt) {
    const used = relativeTime(i18n, passkey.lastUsedAt);
    when.push(t`Last used ${used}`);
  } else when.push(t`Not used yet`);
  return (
    <li aria-labelledby={nameId} className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0 space-y-1">
        <p id={nameId} className="font-semibold break-words">
          {passkey.name}
        </p>
        <p className="text-sm break-words text-muted">{when.join(' · ')}</p>
      </div>
      <RemovePasskeyDialog passkey={passkey} onRemoved={onRemoved} />
    </li>
  );
}

function RemovePasskeyDialog({ passkey, onRemoved }: { passkey: Passkey; onRemoved(): void }) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useRemovePasskey();
  const removed = useRef(false);
  const { t } = useLingui();
  const name = passkey.name;

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) setProblem(null);
  }

  function confirm() {
    remove.mutate(passkey.id, {
      onSuccess: () => {
        removed.current = true;
        setOpen(false);
        toast.success(t`Passkey removed`);
      },
      onError: (error) => setProblem(errorMessage(error, t`The passkey was not removed. Please try again.`)),
    });
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={t`Remove ${name}`}>
          {t`Remove`}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t`Remove this passkey?`}
        description={t`${name} will no longer sign you in here. You can also delete it from your device or password manager.`}
        // Removed, its row and 'Remove' go: the focus goes to the list's heading rather than being lost.
        onCloseAutoFocus={(event) => {
          if (!removed.current) return;
          event.preventDefault();
          onRemoved();
        }}
      >
        {problem && (
          <p role="alert" className="text-sm text-danger-fg">
            {problem}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t`Keep it`}</Button>
          </DialogClose>
          <Button variant="danger" onClick={confirm} busy={remove.isPending} busyText={t`Removing...`}>
            {t`Remove passkey`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
