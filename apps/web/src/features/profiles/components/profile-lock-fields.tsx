import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <fieldset className="space-y-3 rounded-lg border border-line bg-surface-2 p-4">
      <legend className="sr-only">{t`Unlock the profile`}</legend>
      <p className="text-sm text-muted">
        {hasPin
          ? t`This change unlocks the profile, so it needs its current PIN or the account password.`
          : t`This change unlocks the profile, so it needs the account password.`}
      </p>
      {withPin ? (
        <PinTextField
          key="pin"
          label={t`Current PIN`}
          className="max-w-40"
          value={values.proof}
          error={problem}
          onPinChange={(proof) => onChange({ proof })}
        />
      ) : (
        <TextField
          key="password"
          label={t`Account password`}
          type="password"
          autoComplete="current-password"
          value={values.proof}
          error={problem}
          onChange={(event) => onChange({ proof: event.target.value })}
        />
      )}
      {hasPin && (
        <Button variant="ghost" className="px-0" onClick={() => onChange({ proofWith: withPin ? 'password' : 'pin', proof: '' })}>
          {withPin ? t`Use the account password instead` : t`Use the PIN instead`}
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

const CHOICES_WITH_PIN: Array<[PinAction, MessageDescriptor]> = [
  ['keep', msg`Keep the PIN`],
  ['set', msg`Change the PIN`],
  ['remove', msg`Remove the PIN`],
];

const CHOICES_WITHOUT_PIN: Array<[PinAction, MessageDescriptor]> = [
  ['keep', msg`No PIN`],
  ['set', msg`Lock with a PIN`],
];

/** Keep, set or remove the PIN; the new PIN's field shows only while setting one. */
export function PinChoice({ hasPin, action, pin, problem, onChange }: PinChoiceProps) {
  const name = useId();
  const { t, i18n } = useLingui();
  const choices = hasPin ? CHOICES_WITH_PIN : CHOICES_WITHOUT_PIN;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold">{t`PIN`}</legend>
      <p className="text-sm text-muted">{t`A 4-digit PIN is asked before switching to this profile.`}</p>
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
            {i18n._(label)}
          </label>
        ))}
      </div>
      {action === 'set' && (
        <PinTextField
          label={hasPin ? t`New PIN` : t`PIN`}
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
