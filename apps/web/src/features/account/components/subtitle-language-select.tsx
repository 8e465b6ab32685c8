import { languageName } from '@marquee/core';
import { languageOptions, PreferenceSelect } from './preference-select';

/**
 * The profile's subtitles (docs/behaviour.md#preferences): off, or a language whose subtitles the Local Library
 * player turns on when the film or episode has them. The languages are those the library reads subtitle files in.
 */
export function SubtitleLanguageSelect({ disabled }: { disabled: boolean }) {
  return (
    <PreferenceSelect
      preference="subtitle_language"
      label="Subtitles"
      options={languageOptions('Off')}
      hint="Shown in the Local Library player when the film or episode has subtitles in this language."
      savedDescription={(_name, language) =>
        language ? `${languageName(language)} subtitles will be on when there are some.` : 'Subtitles off.'
      }
      disabled={disabled}
    />
  );
}
