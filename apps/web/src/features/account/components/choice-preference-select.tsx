import type { Preferences } from '@marquee/core';
import { useId } from 'react';
import { toast } from '@/lib/toast';
import { SelectField } from '@/components/select-field';
import { errorMessage } from '@/lib/api-client';
import { usePreferences, useUpdatePreferences } from '@/lib/preferences';

/** The preferences chosen from a few fixed values (docs/behaviour.md#preferences). */
export type ChoicePreference = 'subtitle_mode' | 'subtitle_size' | 'subtitle_background';

interface ChoicePreferenceSelectProps<P extends ChoicePreference> {
  preference: P;
  label: string;
  /** Each value with its name, in the order shown. */
  options: readonly (readonly [Preferences[P], string])[];
  hint: string;
  /** The saved toast's description for the chosen value's name. */
  savedDescription: (name: string) => string;
  disabled: boolean;
}

/** A preference of the profile chosen from a few values by name. Saved on change; the choice shows while it is saved. */
export function ChoicePreferenceSelect<P extends ChoicePreference>({
  preference,
  label,
  options,
  hint,
  savedDescription,
  disabled,
}: ChoicePreferenceSelectProps<P>) {
  const { preferences } = usePreferences();
  const update = useUpdatePreferences();
  const hintId = useId();
  const value = update.isPending ? (update.variables[preference] ?? preferences[preference]) : preferences[preference];

  const choose = (chosen: string) => {
    const option = options.find(([optionValue]) => optionValue === chosen);
    if (!option) return;
    update.mutate(
      { [preference]: option[0] },
      {
        onSuccess: () => toast.success('Preferences updated', { description: savedDescription(option[1]) }),
        onError: (error) =>
          toast.error('Error saving preferences', { description: errorMessage(error, 'Failed to update preferences') }),
      },
    );
  };

  return (
    <div className="space-y-1.5">
      <SelectField
        label={label}
        value={value}
        // Enabled while saving, so keyboard focus stays here; a second change simply follows the first.
        disabled={disabled}
        aria-busy={update.isPending || undefined}
        aria-describedby={hintId}
        onChange={(event) => choose(event.target.value)}
        className="max-w-sm"
      >
        {options.map(([optionValue, name]) => (
          <option key={optionValue} value={optionValue}>
            {name}
          </option>
        ))}
      </SelectField>
      <p id={hintId} className="text-sm text-muted">
        {hint}
      </p>
    </div>
  );
}
