import { CopyMinus } from 'lucide';
import { toast } from '@/lib/toast';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { Icon } from '@/components/icon';
import { useRemoveDuplicates } from '../api/change-history';

/** 'Remove Duplicates' (docs/behaviour.md#clearing-and-duplicates): the server keeps the newest entry per title, per episode for TV. */
export function RemoveDuplicatesButton({ disabled }: { disabled: boolean }) {
  const cleanup = useRemoveDuplicates();
  const run = () =>
    cleanup.mutate(undefined, {
      onSuccess: ({ removedDuplicates, remainingItems }) =>
        toast.success('Duplicates removed', {
          description: `Removed ${removedDuplicates} duplicate entries. ${remainingItems} items remaining.`,
        }),
      onError: (error) =>
        toast.error('Error cleaning up history', { description: errorMessage(error, 'Failed to cleanup watch history') }),
    });
  return (
    <Button variant="secondary" onClick={run} disabled={disabled} busy={cleanup.isPending} busyText="Removing...">
      <Icon node={CopyMinus} className="size-4" aria-hidden="true" />
      Remove Duplicates
    </Button>
  );
}
