import { MSG, PASSWORD_MIN_LENGTH } from '@marquee/core';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { useAuth } from '@/lib/auth';
import { useCredentialsSubmit } from '../hooks/use-credentials-submit';
import { EmailField } from './email-field';

/**
 * docs/behaviour.md#sign-up-and-sign-in: email, password, confirmation, 'Create account' ('Creating account...').
 * A mismatch is the "alert" of docs/behaviour.md#sign-up-and-sign-in: an inline role="alert" message, announced, never window.alert.
 */
export function SignupForm() {
  const { signUp } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);

  const register = useCredentialsSubmit(signUp, { success: 'Account created', fallback: 'Registration failed' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirmation) {
      setMismatch(true);
      return;
    }
    register.mutate({ email: email.trim(), password });
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <EmailField value={email} onChange={setEmail} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setMismatch(false);
        }}
      />
      <TextField
        label="Confirm password"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        value={confirmation}
        error={mismatch ? MSG.passwordsDoNotMatch : null}
        onChange={(event) => {
          setConfirmation(event.target.value);
          setMismatch(false);
        }}
      />
      <Button type="submit" className="w-full" busy={register.isPending} busyText="Creating account...">
        Create account
      </Button>
    </form>
  );
}
