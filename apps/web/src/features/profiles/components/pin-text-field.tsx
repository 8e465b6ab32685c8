import type { ComponentProps } from 'react';
import { TextField } from '@/components/text-field';

/** What a PIN field keeps of what is typed: digits only, at most four. */
export const pinDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 4);

interface PinTextFieldProps extends Omit<
  ComponentProps<typeof TextField>,
  'onChange' | 'type' | 'inputMode' | 'pattern' | 'maxLength'
> {
  onPinChange(pin: string): void;
}

/** A labelled PIN field: hidden, the numeric keypad on phones (the pattern makes iOS choose it too), four digits. */
export function PinTextField({ onPinChange, autoComplete = 'off', ...props }: PinTextFieldProps) {
  return (
    <TextField
      {...props}
      type="password"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete={autoComplete}
      maxLength={4}
      onChange={(event) => onPinChange(pinDigits(event.target.value))}
    />
  );
}
