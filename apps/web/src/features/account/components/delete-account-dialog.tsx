import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { useDeleteAccount } from '../api/account-data';

/**
 * 'Delete account' (docs/behaviour.md#your-data): asks for the password, then the server removes the user with every list,
 * history entry and preference of theirs, and the app signs out.
 */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const deletion = useDeleteAccount();
  const { t } = useLingui();

  function submit(event: FormEvent) {
    event.preventDefault();
    deletion.mutate(password, {
      onError: (error) => setProblem(errorMessage(error, t`Failed to delete account. Please try again.`)),
    });
  }

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) {
      setPassword('');
      setProblem(null);
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="danger">{t`Delete account`}</Button>
      </DialogTrigger>
      <DialogContent
        title={t`Delete your account?`}
        description={t`Your profile, favorites, watchlist, watch history and preferences will be removed for good. Enter your password to confirm.`}
      >
        <form noValidate onSubmit={submit} className="space-y-4">
          <TextField
            label={t`Password`}
            type="password"
            autoComplete="current-password"
            value={password}
            error={problem}
            onChange={(event) => {
              setPassword(event.target.value);
              setProblem(null);
            }}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t`Keep Account`}</Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={password === ''} busy={deletion.isPending} busyText={t`Deleting...`}>
              {t`Delete account`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
