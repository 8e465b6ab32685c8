import { MSG, PASSWORD_MIN_LENGTH } from '@marquee/core';
import { useState } from 'react';
import { TextField } from '@/components/text-field';

/**
 * A new password typed twice, by sign-up's rule: at least PASSWORD_MIN_LENGTH characters (the browser says so), and a
 * confirmation that matches, else the inline role="alert" of docs/behaviour.md#sign-up-and-sign-in, never
 * window.alert. Editing either field clears the mismatch.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  return {
    password,
    confirmation,
    mismatch,
    setPassword: (value: string) => {
      setPassword(value);
      setMismatch(false);
    },
    setConfirmation: (value: string) => {
      setConfirmation(value);
      setMismatch(false);
    },
    /** Whether the two match; when not, the mismatch shows under the confirmation. */
    confirm: () => {
      setMismatch(password !== confirmation);
      return password === confirmation;
    },
  };
}

interface NewPasswordFieldsProps {
  value: ReturnType<typeof useNewPassword>;
  /** The fields' names: sign-up's 'Password' and 'Confirm password' unless given. */
  labels?: { password: string; confirmation: string };
}

export function NewPasswordFields({
  value,
  labels = { password: 'Password', confirmation: 'Confirm password' },
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
        value={value.password}
        onChange={(event) => value.setPassword(event.target.value)}
      />
      <TextField
        label={labels.confirmation}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        value={value.confirmation}
        error={value.mismatch ? MSG.passwordsDoNotMatch : null}
        onChange={(event) => value.setConfirmation(event.target.value)}
      />
    </>
  );
}
