import { useId, useState, type KeyboardEvent } from 'react';

interface ComboboxOptions {
  /** How many options the open list has. */
  count: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** An option was chosen with Enter (clicks are the option's own business). */
  onSelect(index: number): void;
}

/**
 * The keyboard and ARIA side of WAI-ARIA's combobox pattern (an input that controls a listbox): the focus
 * stays in the input while ArrowDown / ArrowUp move the active option (wrapping around), Enter chooses it,
 * Escape closes the list. Enter without an active option is left to the form, which submits the search.
 */
export function useCombobox({ count, open, onOpenChange, onSelect }: ComboboxOptions) {
  const listId = useId();
  const [active, setActive] = useState(-1);
  // New options, or closing the list, start again with no active option (derived in render, no effect).
  const [seen, setSeen] = useState({ count, open });
  if (seen.count !== count || seen.open !== open) {
    setSeen({ count, open });
    if (seen.count !== count || !open) setActive(-1);
  }
  const activeIndex = open && active < count ? active : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const forward = event.key === 'ArrowDown';
      if (!open) onOpenChange(true);
      setActive((current) => {
        if (current < 0 || current >= count) return forward ? 0 : count - 1;
        return (current + (forward ? 1 : -1) + count) % count;
      });
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
      onMouseEnter: () => setActive(index),
    }),
  };
}
