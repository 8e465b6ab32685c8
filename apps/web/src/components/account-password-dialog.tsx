import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/button';
import { Dialog, DialogClose, DialogContent } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';

interface AccountPasswordDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** The button that sends the password, and its text while it is checked. */
  submitLabel: string;
  busyText: string;
  onClose(): void;
  /** Sends the password; a refusal (403, 429) is said under the field in the server's words, and the dialog stays open. */
  onSubmit(password: string): Promise<unknown>;
  /** Gets the focus back when the dialog closes: it opens from a list or a menu, not from a trigger of its own. */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * Asks for the account password where a limited profile's lock is opened: leaving it for a profile that may see more,
 * or signing out of it (docs/behaviour.md#profiles). The server checks the password; this only carries it.
 */
export function AccountPasswordDialog({
  open,
  title,
  description,
  submitLabel,
  busyText,
  onClose,
  onSubmit,
  returnFocusTo,
}: AccountPasswordDialogProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent
          title={title}
          description={description}
          className="max-w-sm"
          onOpenAutoFocus={(event) => {
            // The password, not the dialog's close button, is what the person came to type.
            event.preventDefault();
            input.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <PasswordForm inputRef={input} submitLabel={submitLabel} busyText={busyText} onSubmit={onSubmit} />
        </DialogContent>
      )}
    </Dialog>
  );
}

interface PasswordFormProps {
  inputRef: RefObject<HTMLInputElement | null>;
  submitLabel: string;
  busyText: string;
  onSubmit(password: string): Promise<unknown>;
}

function PasswordForm({ inputRef, submitLabel, busyText, onSubmit }: PasswordFormProps) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password === '') {
      setProblem(t`Enter the account password`);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(password);
    } catch (error) {
      setProblem(errorMessage(error, t`Could not check the password. Please try again.`));
      setPassword('');
      setBusy(false);
      inputRef.current?.focus();
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <TextField
        ref={inputRef}
        label={t`Account password`}
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
          <Button variant="secondary">{t`Cancel`}</Button>
        </DialogClose>
        <Button type="submit" busy={busy} busyText={busyText}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
