import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PASSWORD_MIN_LENGTH } from '@marquee/core';
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
  /** The fields' names, translated: sign-up's 'Password' and 'Confirm password' unless given. */
  labels?: { password: string; confirmation: string };
}

const minLength = PASSWORD_MIN_LENGTH;

export function NewPasswordFields({ value, labels }: NewPasswordFieldsProps) {
  const { t } = useLingui();
  const { password, confirmation } = labels ?? { password: t`Password`, confirmation: t`Confirm password` };
  return (
    <>
      <TextField
        label={password}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={minLength}
        placeholder={t`At least ${plural(minLength, { one: '# character', other: '# characters' })}`}
        value={value.password}
        onChange={(event) => value.setPassword(event.target.value)}
      />
      <TextField
        label={confirmation}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        value={value.confirmation}
        // packages/core's MSG.passwordsDoNotMatch, in the page's language.
        error={value.mismatch ? t`Passwords do not match` : null}
        onChange={(event) => value.setConfirmation(event.target.value)}
      />
    </>
  );
}
