import { TextField } from '@/components/text-field';

/** The Email field the sign-in, sign-up and setup forms open with. */
export function EmailField({ value, onChange }: { value: string; onChange(email: string): void }) {
  return (
    <TextField
      label="Email"
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
