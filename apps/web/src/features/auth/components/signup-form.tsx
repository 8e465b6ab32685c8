import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { useAuth } from '@/lib/auth';
import { useCredentialsSubmit } from '@/lib/use-credentials-submit';
import { EmailField } from '@/components/email-field';
import { NewPasswordFields, useNewPassword } from './new-password-fields';

/**
 * docs/behaviour.md#sign-up-and-sign-in: email, password, confirmation, 'Create account' ('Creating account...').
 * A mismatch is the "alert" of docs/behaviour.md#sign-up-and-sign-in: an inline role="alert" message, announced, never window.alert.
 * `invitation`: the code of the invitation link the account is made with.
 */
export function SignupForm({ invitation }: { invitation?: string }) {
  const { signUp } = useAuth();
  const [email, setEmail] = useState('');
  const newPassword = useNewPassword();
  const { t } = useLingui();

  const register = useCredentialsSubmit(signUp, { success: t`Account created`, fallback: t`Registration failed` });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!newPassword.confirm()) return;
    register.mutate({ email: email.trim(), password: newPassword.password, ...(invitation && { invitation }) });
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <EmailField value={email} onChange={setEmail} />
      <NewPasswordFields value={newPassword} />
      <Button type="submit" className="w-full" busy={register.isPending} busyText={t`Creating account...`}>
        {t`Create account`}
      </Button>
    </form>
  );
}
