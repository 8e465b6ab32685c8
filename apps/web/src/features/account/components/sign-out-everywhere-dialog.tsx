import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';
import { useSignOutEverywhere } from '../api/security';

/** 'Sign out everywhere': after a confirmation, every device is signed out, this one included. */
export function SignOutEverywhereDialog() {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const signOutEverywhere = useSignOutEverywhere();
  const { t } = useLingui();

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) setProblem(null);
  }

  function confirm() {
    signOutEverywhere.mutate(undefined, {
      onError: (error) => setProblem(errorMessage(error, t`Failed to sign out everywhere. Please try again.`)),
    });
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">{t`Sign out everywhere`}</Button>
      </DialogTrigger>
      <DialogContent
        title={t`Sign out everywhere?`}
        description={t`Every device and browser signed in to your account will be signed out, this one too. You can sign in again with your password.`}
      >
        {problem && (
          <p role="alert" className="text-sm text-danger-fg">
            {problem}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t`Stay signed in`}</Button>
          </DialogClose>
          <Button variant="danger" onClick={confirm} busy={signOutEverywhere.isPending} busyText={t`Signing out...`}>
            {t`Sign out everywhere`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
