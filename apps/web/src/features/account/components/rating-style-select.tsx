import { PreferenceSelect } from './preference-select';

/** How the profile rates titles (docs/behaviour.md#your-ratings): 1 to 10, or a thumb up or down. */
export function RatingStyleSelect({ disabled }: { disabled: boolean }) {
  return (
    <PreferenceSelect
      preference="rating_style"
      label="Rate titles with"
      options={[
        ['stars', 'Scores from 1 to 10'],
        ['thumbs', 'Thumbs up or down'],
      ]}
      hint="How you rate films and shows on their pages, and how your ratings show on their cards."
      savedDescription={(name) => `Rate titles with: ${name}.`}
      disabled={disabled}
    />
  );
}
