import { KNOWN_LANGUAGES } from '@marquee/core';
import { useId } from 'react';
import { toast } from '@/lib/toast';
import { SelectField } from '@/components/select-field';
import { errorMessage } from '@/lib/api-client';
import { usePreferences, useUpdatePreferences } from '@/lib/preferences';

/** The preferences that name a language: '' or a code of KNOWN_LANGUAGES (docs/behaviour.md#preferences). */
export type LanguagePreference = 'subtitle_language' | 'audio_language';

interface LanguagePreferenceSelectProps {
  preference: LanguagePreference;
  label: string;
  /** The first option, for ''. */
  noneLabel: string;
  hint: string;
  /** The saved toast's description for the chosen code ('' included). */
  savedDescription: (language: string) => string;
  disabled: boolean;
}

/**
 * A language preference of the profile, chosen from the languages the library reads file names in, by name. Saved
 * on change; the choice shows while it is being saved.
 */
export function LanguagePreferenceSelect({
  preference,
  label,
  noneLabel,
  hint,
  savedDescription,
  disabled,
}: LanguagePreferenceSelectProps) {
  const { preferences } = usePreferences();
  const update = useUpdatePreferences();
  const hintId = useId();
  const value = update.isPending ? (update.variables[preference] ?? '') : preferences[preference];

  const choose = (language: string) =>
    update.mutate(
      { [preference]: language },
      {
        onSuccess: () => toast.success('Preferences updated', { description: savedDescription(language) }),
        onError: (error) =>
          toast.error('Error saving preferences', { description: errorMessage(error, 'Failed to update preferences') }),
      },
    );

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
        <option value="">{noneLabel}</option>
        {KNOWN_LANGUAGES.map(({ code, name }) => (
          <option key={code} value={code}>
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
