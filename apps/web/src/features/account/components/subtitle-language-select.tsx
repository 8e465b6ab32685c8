import { KNOWN_LANGUAGES, languageName } from '@marquee/core';
import { useId } from 'react';
import { toast } from '@/lib/toast';
import { SelectField } from '@/components/select-field';
import { errorMessage } from '@/lib/api-client';
import { usePreferences, useUpdatePreferences } from '@/lib/preferences';

/**
 * The profile's subtitles (docs/behaviour.md#preferences): off, or a language whose subtitles the Local Library
 * player turns on when the film or episode has them. The languages are those the library reads subtitle files in.
 */
export function SubtitleLanguageSelect({ disabled }: { disabled: boolean }) {
  const { preferences } = usePreferences();
  const update = useUpdatePreferences();
  const hintId = useId();
  const value = update.isPending ? (update.variables.subtitle_language ?? '') : preferences.subtitle_language;

  const choose = (language: string) =>
    update.mutate(
      { subtitle_language: language },
      {
        onSuccess: () =>
          toast.success('Preferences updated', {
            description: language ? `${languageName(language)} subtitles will be on when there are some.` : 'Subtitles off.',
          }),
        onError: (error) =>
          toast.error('Error saving preferences', { description: errorMessage(error, 'Failed to update preferences') }),
      },
    );

  return (
    <div className="space-y-1.5">
      <SelectField
        label="Subtitles"
        value={value}
        // Enabled while saving, so keyboard focus stays here; a second change simply follows the first.
        disabled={disabled}
        aria-busy={update.isPending || undefined}
        aria-describedby={hintId}
        onChange={(event) => choose(event.target.value)}
        className="max-w-sm"
      >
        <option value="">Off</option>
        {KNOWN_LANGUAGES.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <p id={hintId} className="text-sm text-muted">
        Shown in the Local Library player when the film or episode has subtitles in this language.
      </p>
    </div>
  );
}
