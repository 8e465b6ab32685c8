import { useLingui } from '@lingui/react/macro';
import type { TwoStepChallenge } from '@marquee/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { useAuth } from '@/lib/auth';
import { useCredentialsSubmit } from '@/lib/use-credentials-submit';

interface TwoStepCodeFormProps {
  challenge: TwoStepChallenge;
  /** The first step's password: landing on a remembered profile may take it, as after a one-step sign-in. */
  password: string;
  /** Back to email and password. */
  onBack(): void;
}

/**
 * The second step of signing in to an account with two-step sign-in (docs/accounts.md#two-step-sign-in): the
 * authenticator app's code, or one of the recovery codes. Success and refusals show as the password step's do.
 */
export function TwoStepCodeForm({ challenge, password, onBack }: TwoStepCodeFormProps) {
  const { finishSignIn } = useAuth();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { t } = useLingui();
  const verify = useCredentialsSubmit((sent: string) => finishSignIn({ ticket: challenge.ticket, code: sent }, password), {
    success: t`Welcome back!`,
    fallback: t`Login failed`,
  });

  // This step takes the password form's place: the code is the one thing left to type.
  useEffect(() => {
    input.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(code.trim(), {
      // Back in the field with the wrong code selected, so the next one types over it.
      onError: () => {
        input.current?.focus();
        input.current?.select();
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="space-y-1.5">
        <TextField
          ref={input}
          label={t`Enter the code from your authenticator app`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          aria-describedby={hintId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <p id={hintId} className="text-sm text-muted">
          {t`Lost your phone? Enter one of your recovery codes instead.`}
        </p>
      </div>
      <Button type="submit" className="w-full" busy={verify.isPending} busyText={t`Verifying...`}>
        {t`Verify`}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        {t`Use another account`}
      </Button>
    </form>
  );
}
