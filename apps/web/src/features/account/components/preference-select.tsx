import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { Preferences } from '@marquee/core';
import { useId } from 'react';
import { toast } from '@/lib/toast';
import { SelectField } from '@/components/select-field';
import { errorMessage } from '@/lib/api-client';
import { usePreferences } from '@/lib/preferences';
import { useUpdatePreferences } from '@/lib/update-preferences';
import { knownLanguages } from './language-names';

/** The preferences chosen from a list by name (docs/behaviour.md#preferences): a few fixed values, or a language. */
export type SelectPreference =
  'subtitle_mode' | 'subtitle_size' | 'subtitle_background' | 'subtitle_language' | 'audio_language' | 'rating_style';

type Option<P extends SelectPreference> = readonly [Preferences[P], string];

/** The texts are given translated. */
interface PreferenceSelectProps<P extends SelectPreference> {
  preference: P;
  label: string;
  /** Each value with its name, in the order shown. */
  options: readonly Option<P>[];
  hint: string;
  /** The saved toast's description for the chosen value (its name, and the value itself). */
  savedDescription: (name: string, value: Preferences[P]) => string;
  disabled: boolean;
}

/**
 * The options of a language preference: '' (named `noneLabel`) or a code of KNOWN_LANGUAGES, the languages the
 * library reads file names in, named in the language of `i18n`.
 */
export function languageOptions(i18n: I18n, noneLabel: string): Option<'subtitle_language' | 'audio_language'>[] {
  return [['', noneLabel], ...knownLanguages(i18n).map(({ code, name }) => [code, name] as const)];
}

/** A preference of the profile chosen from a list by name. Saved on change; the choice shows while it is saved. */
export function PreferenceSelect<P extends SelectPreference>({
  preference,
  label,
  options,
  hint,
  savedDescription,
  disabled,
}: PreferenceSelectProps<P>) {
  const { t } = useLingui();
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
        onSuccess: () => toast.success(t`Preferences updated`, { description: savedDescription(option[1], option[0]) }),
        onError: (error) =>
          toast.error(t`Error saving preferences`, { description: errorMessage(error, t`Failed to update preferences`) }),
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
