import { languageName } from '@marquee/core';
import { languageOptions, PreferenceSelect } from './preference-select';

/**
 * The profile's audio language (docs/behaviour.md#preferences): the file's default track, or a language whose track
 * the Local Library player plays when the film or episode has one. Same languages as the subtitles.
 */
export function AudioLanguageSelect({ disabled }: { disabled: boolean }) {
  return (
    <PreferenceSelect
      preference="audio_language"
      label="Audio language"
      options={languageOptions("File's default")}
      hint="Played in the Local Library player when the film or episode has a soundtrack in this language; otherwise its default one."
      savedDescription={(_name, language) =>
        language ? `${languageName(language)} audio will play when there is some.` : "Each file's default audio will play."
      }
      disabled={disabled}
    />
  );
}
