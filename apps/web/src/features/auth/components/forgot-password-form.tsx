import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { EmailField } from '@/components/email-field';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useForgotPassword } from '../api/forgot-password';

/**
 * 'Forgot password?' (docs/accounts.md#password-reset-links): the address to mail a reset link to. The server's
 * answer, the same for every address, is read out in a status region; a refusal toasts as the other forms do.
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const forgot = useForgotPassword();
  const { t } = useLingui();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    forgot.mutate(
      { email: email.trim() },
      {
        onError: (error) =>
          toast.error(t`Reset link not sent`, {
            description: errorMessage(error, t`The link could not be sent. Please try again.`),
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <EmailField value={email} onChange={setEmail} />
      <Button type="submit" className="w-full" busy={forgot.isPending} busyText={t`Sending...`}>
        {t`Send reset link`}
      </Button>
      {/* Shown (empty) from the start: a live region that appears with its message may not be announced. */}
      <p role="status" className="text-center text-sm">
        {forgot.isSuccess ? forgot.data.message : ''}
      </p>
    </form>
  );
}
