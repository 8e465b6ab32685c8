import { useState } from 'react';

/**
 * Selection mode of the Watch History page (docs/behaviour.md#watch-history-page): 'Select Items' turns it on, 'Cancel Selection'
 * off (forgetting the choice); Select All / Deselect All act on the items shown. Ids that are no longer
 * shown (deleted, or another sort order) drop out of the selection by themselves.
 */
export function useSelection(shownIds: readonly string[]) {
  const [isSelecting, setIsSelecting] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const selected = shownIds.filter((id) => chosen.has(id));
  const allSelected = shownIds.length > 0 && selected.length === shownIds.length;

  return {
    isSelecting,
    /** The selected ids, in the order shown. */
    selected,
    allSelected,
    isSelected: (id: string) => chosen.has(id),
    toggle(id: string) {
      setChosen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      });
    },
    toggleAll: () => setChosen(allSelected ? new Set() : new Set(shownIds)),
    start: () => setIsSelecting(true),
    cancel() {
      setIsSelecting(false);
      setChosen(new Set());
    },
  };
}
