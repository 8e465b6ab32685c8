import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PASSWORD_MIN_LENGTH } from '@marquee/core';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useChangePassword } from '../api/security';

const minLength = PASSWORD_MIN_LENGTH;

type Field = 'current' | 'next' | 'confirmation';

/**
 * Change password: the current one, the new one (sign-up's rule) and its confirmation. Problems show
 * under their field as it is sent; the server's refusal of the current password shows under that field.
 */
export function ChangePasswordForm({ labelledBy }: { labelledBy?: string }) {
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirmation: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const change = useChangePassword();
  const { t } = useLingui();

  function edit(field: Field, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setProblems((previous) => ({ ...previous, [field]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (values.current === '') found.current = t`Enter your current password`;
    if (values.next.length < minLength) {
      found.next = t`Password must be at least ${plural(minLength, { one: '# character', other: '# characters' })}`;
    } else if (values.next !== values.confirmation) {
      // packages/core's MSG.passwordsDoNotMatch, in the page's language.
      found.confirmation = t`Passwords do not match`;
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword: values.current, newPassword: values.next },
      {
        onSuccess: () => {
          setValues({ current: '', next: '', confirmation: '' });
          toast.success(t`Password changed`, { description: t`Other devices have been signed out.` });
        },
        onError: (error) => {
          const message = errorMessage(error, t`Failed to change password. Please try again.`);
          if (error instanceof ApiError && error.status === 403) setProblems({ current: message });
          else toast.error(t`Failed to change password`, { description: message });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-4" aria-labelledby={labelledBy}>
      <TextField
        label={t`Current password`}
        type="password"
        name="current-password"
        autoComplete="current-password"
        value={values.current}
        error={problems.current}
        onChange={(event) => edit('current', event.target.value)}
      />
      <TextField
        label={t`New password`}
        type="password"
        name="new-password"
        autoComplete="new-password"
        placeholder={t`At least ${plural(minLength, { one: '# character', other: '# characters' })}`}
        value={values.next}
        error={problems.next}
        onChange={(event) => edit('next', event.target.value)}
      />
      <TextField
        label={t`Confirm new password`}
        type="password"
        name="confirm-new-password"
        autoComplete="new-password"
        value={values.confirmation}
        error={problems.confirmation}
        onChange={(event) => edit('confirmation', event.target.value)}
      />
      <Button type="submit" busy={change.isPending} busyText={t`Changing password...`}>
        {t`Change password`}
      </Button>
    </form>
  );
}
