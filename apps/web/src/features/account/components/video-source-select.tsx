import { useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import { SelectField } from '@/components/select-field';
import { errorMessage } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { usePreferences } from '@/lib/preferences';
import { useUpdatePreferences } from '@/lib/update-preferences';

/**
 * The preferred video source (docs/behaviour.md#preferences), from the sources this server is configured with.
 * Empty means no preference: the player starts from the last source chosen on this device, else the first.
 */
export function VideoSourceSelect({ disabled }: { disabled: boolean }) {
  const { sources } = useAppConfig();
  const { preferences } = usePreferences();
  const update = useUpdatePreferences();
  const { t } = useLingui();
  const value = update.isPending ? (update.variables.preferred_source ?? '') : preferences.preferred_source;

  const startWith = (key: string) => {
    if (!key) return t`No preferred video source.`;
    const source = sources.find((s) => s.key === key)?.name ?? key;
    return t`Videos will start with ${source}.`;
  };

  const choose = (key: string) =>
    update.mutate(
      { preferred_source: key },
      {
        onSuccess: () => toast.success(t`Preferences updated`, { description: startWith(key) }),
        onError: (error) =>
          toast.error(t`Error saving preferences`, { description: errorMessage(error, t`Failed to update preferences`) }),
      },
    );

  return (
    <SelectField
      label={t`Preferred video source`}
      value={value}
      // Enabled while saving, so keyboard focus stays here; a second change simply follows the first.
      disabled={disabled}
      aria-busy={update.isPending || undefined}
      onChange={(event) => choose(event.target.value)}
      className="max-w-sm"
    >
      <option value="">{t`No preference`}</option>
      {sources.map((source) => (
        <option key={source.key} value={source.key}>
          {source.name}
        </option>
      ))}
    </SelectField>
  );
}
