import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Profile } from '@marquee/core';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '@/components/button';
import { Dialog, DialogClose, DialogContent } from '@/components/dialog';
import { ProfileAvatar } from '@/components/profile-avatar';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { pinDigits } from './pin-text-field';

interface PinDialogProps {
  /** The profile asking for its PIN; the dialog is open while there is one. */
  profile: Profile | null;
  onClose(): void;
  /** Sends the PIN; a rejection (403 wrong PIN, 429 too many tries) is said in the dialog, which stays open. */
  onSubmit(pin: string): Promise<unknown>;
  /** Gets the focus back when the dialog closes: it opens from a list or a menu, not from a trigger of its own. */
  returnFocusTo?: () => HTMLElement | null;
}

/** The 4-digit PIN a profile is locked with, asked before switching to it (docs/behaviour.md#profiles). */
export function PinDialog({ profile, onClose, onSubmit, returnFocusTo }: PinDialogProps) {
  const input = useRef<HTMLInputElement>(null);
  const { t } = useLingui();
  const name = profile?.name;
  return (
    <Dialog open={profile !== null} onOpenChange={(open) => !open && onClose()}>
      {profile && (
        <DialogContent
          title={t`Enter the PIN for ${name}`}
          description={t`This profile is locked with a 4-digit PIN.`}
          className="max-w-sm"
          onOpenAutoFocus={(event) => {
            // The PIN, not the dialog's close button, is what the person came to type.
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
          {/* Keyed by profile, so a dialog for another profile starts empty. */}
          <PinForm key={profile.id} profile={profile} inputRef={input} onSubmit={onSubmit} />
        </DialogContent>
      )}
    </Dialog>
  );
}

interface PinFormProps {
  profile: Profile;
  inputRef: RefObject<HTMLInputElement | null>;
  onSubmit(pin: string): Promise<unknown>;
}

function PinForm({ profile, inputRef, onSubmit }: PinFormProps) {
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const problemId = useId();
  const { t, i18n } = useLingui();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{4}$/.test(pin)) {
      setProblem(t`Enter the 4 digits of the PIN`);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(pin);
    } catch (error) {
      setProblem(pinProblem(error, i18n));
      setPin('');
      setBusy(false);
      inputRef.current?.focus();
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <div className="flex flex-col items-center gap-3">
        <ProfileAvatar avatar={profile.avatar} color={profile.accent_color} className="size-16 rounded-xl" />
        <label htmlFor={inputId} className="text-sm font-semibold">
          {t`PIN`}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="password"
          // The numeric keypad on phones; the pattern makes iOS choose it too.
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={4}
          value={pin}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => {
            setPin(pinDigits(event.target.value));
            setProblem(null);
          }}
          className={cn(
            'h-14 w-40 rounded-lg border bg-surface-2 text-center font-mono text-xl tracking-[0.5em] text-fg',
            'focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40 focus-visible:outline-none',
            problem ? 'border-danger' : 'border-line',
          )}
        />
        {problem && (
          <p id={problemId} role="alert" className="text-center text-sm text-danger-fg">
            {problem}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{t`Cancel`}</Button>
        </DialogClose>
        <Button type="submit" busy={busy} busyText={t`Checking...`}>
          {t`Switch profile`}
        </Button>
      </div>
    </form>
  );
}

/** The refusal in words: the wrong PIN, too many tries (the server says how long), or a failure to reach it. */
function pinProblem(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError && error.status === 403) return i18n._(msg`Wrong PIN`);
  if (error instanceof ApiError && error.status === 429)
    return errorMessage(error, i18n._(msg`Too many wrong tries. Wait a few minutes, then try again.`));
  return errorMessage(error, i18n._(msg`Could not switch profile. Please try again.`));
}
