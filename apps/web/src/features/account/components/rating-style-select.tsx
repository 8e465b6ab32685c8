import { useLingui } from '@lingui/react/macro';
import { PreferenceSelect } from './preference-select';

/** How the profile rates titles (docs/behaviour.md#your-ratings): 1 to 10, or a thumb up or down. */
export function RatingStyleSelect({ disabled }: { disabled: boolean }) {
  const { t } = useLingui();
  return (
    <PreferenceSelect
      preference="rating_style"
      label={t`Rate titles with`}
      options={[
        ['stars', t`Scores from 1 to 10`],
        ['thumbs', t`Thumbs up or down`],
      ]}
      hint={t`How you rate films and shows on their pages, and how your ratings show on their cards.`}
      savedDescription={(name) => t`Rate titles with: ${name}.`}
      disabled={disabled}
    />
  );
}
