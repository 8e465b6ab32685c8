import { useId, useState, type KeyboardEvent } from 'react';

interface ComboboxOptions {
  /** One stable key per option of the list, in order (empty when there is nothing to offer). */
  keys: readonly string[];
  open: boolean;
  onOpenChange(open: boolean): void;
  /** An option was chosen with Enter (clicks are the option's own business). */
  onSelect(index: number): void;
}

/**
 * The keyboard and ARIA side of WAI-ARIA's combobox pattern (an input that controls a listbox): the focus
 * stays in the input while ArrowDown / ArrowUp move the active option (wrapping around), Enter chooses it,
 * Escape closes the list. Enter without an active option is left to the form, which submits the search.
 *
 * The active option is held by its key, not its place: results that arrive after the user has moved into the
 * list (a slower title search behind instant recent searches) keep the option they chose, or drop it if it
 * is gone, instead of quietly swapping in whatever now sits at that place.
 */
export function useCombobox({ keys, open, onOpenChange, onSelect }: ComboboxOptions) {
  const listId = useId();
  const [activeKey, setActiveKey] = useState<string | null>(null);
  // Closing the list starts again with no active option (derived in render, no effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setActiveKey(null);
  }
  const count = keys.length;
  const activeIndex = open && activeKey !== null ? keys.indexOf(activeKey) : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const forward = event.key === 'ArrowDown';
      if (!open) onOpenChange(true);
      const next = activeIndex < 0 ? (forward ? 0 : count - 1) : (activeIndex + (forward ? 1 : -1) + count) % count;
      setActiveKey(keys[next] ?? null);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      onSelect(activeIndex);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      onOpenChange(false);
    }
  };

  return {
    activeIndex,
    inputProps: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': open,
      // Only while the list exists: an id reference must point at something.
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
      onKeyDown,
    },
    listProps: { id: listId, role: 'listbox' as const },
    optionProps: (index: number) => ({
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': index === activeIndex,
      onMouseEnter: () => setActiveKey(keys[index] ?? null),
    }),
  };
}

/** What useCombobox gives a list to render its options with. */
export type Combobox = ReturnType<typeof useCombobox>;
