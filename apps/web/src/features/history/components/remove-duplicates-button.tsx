import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CopyMinus } from 'lucide';
import { toast } from '@/lib/toast';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { Icon } from '@/components/icon';
import { useRemoveDuplicates } from '../api/change-history';

/** 'Remove Duplicates' (docs/behaviour.md#clearing-and-duplicates): the server keeps the newest entry per title, per episode for TV. */
export function RemoveDuplicatesButton({ disabled }: { disabled: boolean }) {
  const cleanup = useRemoveDuplicates();
  const { t } = useLingui();
  const run = () =>
    cleanup.mutate(undefined, {
      onSuccess: ({ removedDuplicates, remainingItems }) => {
        // 'entries' for one as well: the English text the journeys and docs/behaviour.md read ('Removed 1 duplicate entries.').
        toast.success(t`Duplicates removed`, {
          description: t`${plural(removedDuplicates, { one: 'Removed # duplicate entries.', other: 'Removed # duplicate entries.' })} ${plural(remainingItems, { one: '# item remaining.', other: '# items remaining.' })}`,
        });
      },
      onError: (error) =>
        toast.error(t`Error cleaning up history`, { description: errorMessage(error, t`Failed to cleanup watch history`) }),
    });
  return (
    <Button variant="secondary" onClick={run} disabled={disabled} busy={cleanup.isPending} busyText={t`Removing...`}>
      <Icon node={CopyMinus} className="size-4" aria-hidden="true" />
      {t`Remove Duplicates`}
    </Button>
  );
}
