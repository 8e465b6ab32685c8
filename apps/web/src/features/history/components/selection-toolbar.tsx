import { useLingui } from '@lingui/react/macro';
import { CheckSquare, Trash2, X } from 'lucide';
import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';
import type { useSelection } from '../hooks/use-selection';

interface SelectionToolbarProps {
  selection: ReturnType<typeof useSelection>;
  /** Whether there is anything to select. */
  hasItems: boolean;
  onDeleteSelected(): void;
  deleting: boolean;
  /** The tab's other controls (sort, 'Clear History'), shown outside selection mode. */
  children?: ReactNode;
}

/**
 * The selection controls of the Watch History page (docs/behaviour.md#watch-history-page): 'Select Items' / 'Cancel Selection', then
 * 'Select All' / 'Deselect All', and 'Delete Selected (n)' once at least one item is selected. The mode switch
 * is one button whose label changes, so keyboard focus stays on it.
 */
export function SelectionToolbar({ selection, hasItems, onDeleteSelected, deleting, children }: SelectionToolbarProps) {
  const { isSelecting } = selection;
  const count = selection.selected.length;
  const { t } = useLingui();
  return (
    <div className="mb-4 flex flex-wrap items-end gap-2">
      {!isSelecting && children}
      <Button variant="secondary" onClick={isSelecting ? selection.cancel : selection.start} disabled={!hasItems && !isSelecting}>
        {isSelecting ? (
          <Icon node={X} className="size-4" aria-hidden="true" />
        ) : (
          <Icon node={CheckSquare} className="size-4" aria-hidden="true" />
        )}
        {isSelecting ? t`Cancel Selection` : t`Select Items`}
      </Button>
      {isSelecting && (
        <Button variant="secondary" onClick={selection.toggleAll} disabled={!hasItems}>
          {selection.allSelected ? t`Deselect All` : t`Select All`}
        </Button>
      )}
      {isSelecting && count > 0 && (
        <Button variant="danger" onClick={onDeleteSelected} busy={deleting} busyText={t`Deleting...`}>
          <Icon node={Trash2} className="size-4" aria-hidden="true" />
          {t`Delete Selected (${count})`}
        </Button>
      )}
    </div>
  );
}
