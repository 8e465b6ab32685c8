import { useLingui } from '@lingui/react/macro';
import { PreferenceSelect } from './preference-select';

/**
 * When the Local Library player turns subtitles on by itself, and how it draws them (docs/behaviour.md#preferences).
 * The default mode is what the subtitle language alone did: always with a language, else only forced subtitles.
 */
export function SubtitleModeSelect({ disabled }: { disabled: boolean }) {
  const { t } = useLingui();
  return (
    <PreferenceSelect
      preference="subtitle_mode"
      label={t`Subtitle mode`}
      options={[
        ['', t({ message: 'Default', context: 'subtitle mode' })],
        ['always', t`Always`],
        ['forced', t`Only forced`],
        ['off', t`Off`],
      ]}
      hint={t`Only forced shows just the translation of foreign lines, in your subtitle language or the language being heard. Default: Always when a subtitle language is chosen, else Only forced.`}
      savedDescription={(name) => t`Subtitle mode: ${name}.`}
      disabled={disabled}
    />
  );
}

export function SubtitleSizeSelect({ disabled }: { disabled: boolean }) {
  const { t } = useLingui();
  return (
    <PreferenceSelect
      preference="subtitle_size"
      label={t`Subtitle size`}
      options={[
        ['small', t({ message: 'Small', context: 'subtitle size' })],
        ['normal', t({ message: 'Normal', context: 'subtitle size' })],
        ['large', t({ message: 'Large', context: 'subtitle size' })],
        ['xlarge', t({ message: 'Extra large', context: 'subtitle size' })],
      ]}
      hint={t`How big subtitles are in the Local Library player; Large reads better from a sofa.`}
      savedDescription={(name) => t`Subtitle size: ${name}.`}
      disabled={disabled}
    />
  );
}

export function SubtitleBackgroundSelect({ disabled }: { disabled: boolean }) {
  const { t } = useLingui();
  return (
    <PreferenceSelect
      preference="subtitle_background"
      label={t`Subtitle background`}
      options={[
        ['none', t({ message: 'None', context: 'subtitle background' })],
        ['shadow', t`Shadow`],
        ['box', t`Box`],
      ]}
      hint={t`What is drawn behind subtitles so they read on a bright picture: a dark box, or a shadow around the letters.`}
      savedDescription={(name) => t`Subtitle background: ${name}.`}
      disabled={disabled}
    />
  );
}
