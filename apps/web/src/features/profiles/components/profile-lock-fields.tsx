import { useId } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { PinTextField } from './pin-text-field';
import type { PinAction, ProfileFormValues } from '../profile-form';

interface UnlockProofProps {
  hasPin: boolean;
  values: ProfileFormValues;
  problem?: string;
  onChange(change: Partial<ProfileFormValues>): void;
}

/**
 * What opens the profile's lock, asked when a change would unlock it (docs/behaviour.md#profiles): its current PIN,
 * or the account password (the only way for a profile without a PIN).
 */
export function UnlockProof({ hasPin, values, problem, onChange }: UnlockProofProps) {
  const withPin = hasPin && values.proofWith === 'pin';
  return (
    <fieldset className="space-y-3 rounded-lg border border-line bg-surface-2 p-4">
      <legend className="sr-only">Unlock the profile</legend>
      <p className="text-sm text-muted">
        {hasPin
          ? 'This change unlocks the profile, so it needs its current PIN or the account password.'
          : 'This change unlocks the profile, so it needs the account password.'}
      </p>
      {withPin ? (
        <PinTextField
          key="pin"
          label="Current PIN"
          className="max-w-40"
          value={values.proof}
          error={problem}
          onPinChange={(proof) => onChange({ proof })}
        />
      ) : (
        <TextField
          key="password"
          label="Account password"
          type="password"
          autoComplete="current-password"
          value={values.proof}
          error={problem}
          onChange={(event) => onChange({ proof: event.target.value })}
        />
      )}
      {hasPin && (
        <Button variant="ghost" className="px-0" onClick={() => onChange({ proofWith: withPin ? 'password' : 'pin', proof: '' })}>
          {withPin ? 'Use the account password instead' : 'Use the PIN instead'}
        </Button>
      )}
    </fieldset>
  );
}

interface PinChoiceProps {
  hasPin: boolean;
  action: PinAction;
  pin: string;
  problem?: string;
  onChange(change: Partial<ProfileFormValues>): void;
}

/** Keep, set or remove the PIN; the new PIN's field shows only while setting one. */
export function PinChoice({ hasPin, action, pin, problem, onChange }: PinChoiceProps) {
  const name = useId();
  const choices: Array<[PinAction, string]> = hasPin
    ? [
        ['keep', 'Keep the PIN'],
        ['set', 'Change the PIN'],
        ['remove', 'Remove the PIN'],
      ]
    : [
        ['keep', 'No PIN'],
        ['set', 'Lock with a PIN'],
      ];
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold">PIN</legend>
      <p className="text-sm text-muted">A 4-digit PIN is asked before switching to this profile.</p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {choices.map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-base md:min-h-10">
            <input
              type="radio"
              name={name}
              value={value}
              checked={action === value}
              onChange={() => onChange({ pinAction: value, pin: '' })}
              className="size-4 accent-(--accent)"
            />
            {label}
          </label>
        ))}
      </div>
      {action === 'set' && (
        <PinTextField
          label={hasPin ? 'New PIN' : 'PIN'}
          className="max-w-40"
          autoComplete="new-password"
          value={pin}
          error={problem}
          onPinChange={(digits) => onChange({ pin: digits })}
        />
      )}
    </fieldset>
  );
}
