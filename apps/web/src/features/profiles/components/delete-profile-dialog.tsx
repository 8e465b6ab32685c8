import { useLingui } from '@lingui/react/macro';
import type { Profile } from '@marquee/core';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/button';
import { DialogClose, DialogContent } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteProfile } from '../api/delete-profile';

/** Asks before a profile is deleted with everything of its own; the server's refusal is said in the dialog. */
interface DeleteProfileProps {
  profile: Profile;
  onDone(): void;
  /** Where the focus goes as the dialog closes (it has no trigger of its own). */
  onCloseAutoFocus?(event: Event): void;
}

export function DeleteProfileDialogContent({ profile, onDone, onCloseAutoFocus }: DeleteProfileProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const deletion = useDeleteProfile();
  const { t } = useLingui();
  const name = profile.name;

  const confirm = () =>
    deletion.mutate(profile.id, {
      onSuccess: () => {
        toast.success(t`Profile deleted`, { description: t`${name} has been removed.` });
        onDone();
      },
      onError: (error) => setProblem(errorMessage(error, t`The profile could not be deleted. Please try again.`)),
    });

  return (
    <DialogContent
      title={t`Delete ${name}?`}
      description={t`Its watchlist, favorites, watch history and preferences will be removed for good.`}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {problem && (
        <p role="alert" className="mb-4 text-sm text-danger-fg">
          {problem}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{t`Keep Profile`}</Button>
        </DialogClose>
        <Button variant="danger" onClick={confirm} busy={deletion.isPending} busyText={t`Deleting...`}>
          {t`Delete profile`}
        </Button>
      </div>
    </DialogContent>
  );
}
