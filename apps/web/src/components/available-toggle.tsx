import { useLingui } from '@lingui/react/macro';
import { Chip } from './chip-group';

/** The 'Available to watch' chip of lists and search (docs/behaviour.md#available-to-watch): pressed, it narrows the list. */
export function AvailableToggle({ on, onToggle }: { on: boolean; onToggle(): void }) {
  const { t } = useLingui();
  return (
    <Chip pressed={on} onClick={onToggle} className="self-start">
      {t`Available to watch`}
    </Chip>
  );
}
