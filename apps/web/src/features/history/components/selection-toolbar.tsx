import { CheckSquare, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/button';
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
 * The selection controls of the Watch History page (SPEC.md §2): 'Select Items' / 'Cancel Selection', then
 * 'Select All' / 'Deselect All', and 'Delete Selected (n)' once at least one item is selected.
 */
export function SelectionToolbar({ selection, hasItems, onDeleteSelected, deleting, children }: SelectionToolbarProps) {
  const count = selection.selected.length;
  return (
    <div role="toolbar" aria-label="List actions" className="mb-4 flex flex-wrap items-end gap-2">
      {selection.isSelecting ? (
        <>
          <Button variant="secondary" onClick={selection.cancel}>
            <X className="size-4" aria-hidden="true" />
            Cancel Selection
          </Button>
          <Button variant="secondary" onClick={selection.toggleAll} disabled={!hasItems}>
            {selection.allSelected ? 'Deselect All' : 'Select All'}
          </Button>
          {count > 0 && (
            <Button variant="danger" onClick={onDeleteSelected} busy={deleting} busyText="Deleting...">
              <Trash2 className="size-4" aria-hidden="true" />
              Delete Selected ({count})
            </Button>
          )}
        </>
      ) : (
        <>
          {children}
          <Button variant="secondary" onClick={selection.start} disabled={!hasItems}>
            <CheckSquare className="size-4" aria-hidden="true" />
            Select Items
          </Button>
        </>
      )}
    </div>
  );
}
