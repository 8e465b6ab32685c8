import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/text-field';

/** The Email field the sign-in, sign-up and setup forms open with. */
export function EmailField({ value, onChange }: { value: string; onChange(email: string): void }) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Email`}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
