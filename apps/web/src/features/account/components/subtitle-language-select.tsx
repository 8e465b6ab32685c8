import { useLingui } from '@lingui/react/macro';
import { languageLabel } from './language-names';
import { languageOptions, PreferenceSelect } from './preference-select';

/**
 * The profile's subtitles (docs/behaviour.md#preferences): off, or a language whose subtitles the Local Library
 * player turns on when the film or episode has them. The languages are those the library reads subtitle files in.
 */
export function SubtitleLanguageSelect({ disabled }: { disabled: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <PreferenceSelect
      preference="subtitle_language"
      label={t`Subtitles`}
      options={languageOptions(i18n, t`Off`)}
      hint={t`Shown in the Local Library player when the film or episode has subtitles in this language.`}
      savedDescription={(_name, code) => {
        if (!code) return t`Subtitles off.`;
        const language = languageLabel(i18n, code);
        return t`${language} subtitles will be on when there are some.`;
      }}
      disabled={disabled}
    />
  );
}
