import { useLingui } from '@lingui/react/macro';
import { languageLabel } from './language-names';
import { languageOptions, PreferenceSelect } from './preference-select';

/**
 * The profile's audio language (docs/behaviour.md#preferences): the file's default track, or a language whose track
 * the Local Library player plays when the film or episode has one. Same languages as the subtitles.
 */
export function AudioLanguageSelect({ disabled }: { disabled: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <PreferenceSelect
      preference="audio_language"
      label={t`Audio language`}
      options={languageOptions(i18n, t`File's default`)}
      hint={t`Played in the Local Library player when the film or episode has a soundtrack in this language; otherwise its default one.`}
      savedDescription={(_name, code) => {
        if (!code) return t`Each file's default audio will play.`;
        const language = languageLabel(i18n, code);
        return t`${language} audio will play when there is some.`;
      }}
      disabled={disabled}
    />
  );
}
