import { Chip } from './chip-group';

/** The 'Available to watch' chip of lists and search (docs/behaviour.md#available-to-watch): pressed, it narrows the list. */
export function AvailableToggle({ on, onToggle }: { on: boolean; onToggle(): void }) {
  return (
    <Chip pressed={on} onClick={onToggle} className="self-start">
      Available to watch
    </Chip>
  );
}
