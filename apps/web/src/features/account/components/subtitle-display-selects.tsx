import { PreferenceSelect } from './preference-select';

/**
 * When the Local Library player turns subtitles on by itself, and how it draws them (docs/behaviour.md#preferences).
 * The default mode is what the subtitle language alone did: always with a language, else only forced subtitles.
 */
export function SubtitleModeSelect({ disabled }: { disabled: boolean }) {
  return (
    <PreferenceSelect
      preference="subtitle_mode"
      label="Subtitle mode"
      options={[
        ['', 'Default'],
        ['always', 'Always'],
        ['forced', 'Only forced'],
        ['off', 'Off'],
      ]}
      hint="Only forced shows just the translation of foreign lines, in your subtitle language or the language being heard. Default: Always when a subtitle language is chosen, else Only forced."
      savedDescription={(name) => `Subtitle mode: ${name}.`}
      disabled={disabled}
    />
  );
}

export function SubtitleSizeSelect({ disabled }: { disabled: boolean }) {
  return (
    <PreferenceSelect
      preference="subtitle_size"
      label="Subtitle size"
      options={[
        ['small', 'Small'],
        ['normal', 'Normal'],
        ['large', 'Large'],
        ['xlarge', 'Extra large'],
      ]}
      hint="How big subtitles are in the Local Library player; Large reads better from a sofa."
      savedDescription={(name) => `Subtitle size: ${name}.`}
      disabled={disabled}
    />
  );
}

export function SubtitleBackgroundSelect({ disabled }: { disabled: boolean }) {
  return (
    <PreferenceSelect
      preference="subtitle_background"
      label="Subtitle background"
      options={[
        ['none', 'None'],
        ['shadow', 'Shadow'],
        ['box', 'Box'],
      ]}
      hint="What is drawn behind subtitles so they read on a bright picture: a dark box, or a shadow around the letters."
      savedDescription={(name) => `Subtitle background: ${name}.`}
      disabled={disabled}
    />
  );
}
