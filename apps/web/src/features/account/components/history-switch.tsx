import { useLingui } from '@lingui/react/macro';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { usePreferences } from '@/lib/preferences';
import { useUpdatePreferences } from '@/lib/update-preferences';

/** The watch-history on/off switch (docs/behaviour.md#preferences): the player records nothing while it is off. */
export function HistorySwitch({ disabled }: { disabled: boolean }) {
  const { preferences } = usePreferences();
  const update = useUpdatePreferences();
  const { t } = useLingui();
  const labelId = useId();
  const descriptionId = useId();
  const checked = update.isPending
    ? (update.variables.isWatchHistoryEnabled ?? preferences.isWatchHistoryEnabled)
    : preferences.isWatchHistoryEnabled;

  const toggle = (enabled: boolean) =>
    update.mutate(
      { isWatchHistoryEnabled: enabled },
      {
        onSuccess: () =>
          enabled
            ? toast.success(t`Watch History Enabled`, { description: t`Titles you play will be saved to your watch history.` })
            : toast.success(t`Watch History Disabled`, { description: t`Titles you play will no longer be saved.` }),
        onError: (error) =>
          toast.error(t`Error saving preferences`, { description: errorMessage(error, t`Failed to update preferences`) }),
      },
    );

  return (
    <div className="flex items-start justify-between gap-4">
      <div className="space-y-1">
        <p id={labelId} className="text-sm font-semibold">
          {t`Record watch history`}
        </p>
        <p id={descriptionId} className="text-sm text-muted">
          {t`Save what you play, for your history and the Continue Watching row.`}
        </p>
      </div>
      <Switch.Root
        checked={checked}
        onCheckedChange={toggle}
        // Enabled while saving, so keyboard focus stays here; a second change simply follows the first.
        disabled={disabled}
        aria-busy={update.isPending || undefined}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        className="relative h-7 w-12 shrink-0 rounded-full border border-line bg-surface-2 transition-colors duration-150 data-[state=checked]:bg-accent disabled:cursor-not-allowed disabled:opacity-60"
      >
        <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-fg transition-transform duration-150 data-[state=checked]:translate-x-6 rtl:-translate-x-1 rtl:data-[state=checked]:-translate-x-6" />
      </Switch.Root>
    </div>
  );
}
