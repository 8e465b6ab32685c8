import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LayoutGrid, List } from 'lucide';
import { ChipGroup } from '@/components/chip-group';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icon';
import type { CatalogueView } from './catalogue-results';

interface GenreFilterProps {
  genres: ReadonlyArray<{ id: number; name: string }>;
  /** The chosen genre id; null for all genres. */
  value: number | null;
  onChange(genreId: number | null): void;
}

/** Genre chips (docs/behaviour.md#movies-and-tv-shows): 'All' and one per genre, one pressed at a time. */
export function GenreFilter({ genres, value, onChange }: GenreFilterProps) {
  const { t } = useLingui();
  const options = [{ value: null, label: t`All` }, ...genres.map((genre) => ({ value: genre.id, label: genre.name }))];
  return <ChipGroup<number | null> label={t`Genre`} options={options} value={value} onChange={onChange} />;
}

const VIEWS: ReadonlyArray<{ value: CatalogueView; label: MessageDescriptor; icon: typeof List }> = [
  { value: 'grid', label: msg`Grid view`, icon: LayoutGrid },
  { value: 'list', label: msg`List view`, icon: List },
];

/** The grid/list toggle: two pressed-state buttons. */
export function ViewToggle({ value, onChange }: { value: CatalogueView; onChange(view: CatalogueView): void }) {
  const { t, i18n } = useLingui();
  return (
    <div role="group" aria-label={t`Layout`} className="flex rounded-lg border border-line bg-surface p-0.5">
      {VIEWS.map(({ value: view, label, icon: iconNode }) => (
        <button
          key={view}
          type="button"
          aria-label={i18n._(label)}
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          className={cn(
            'flex size-9 items-center justify-center rounded-md transition-colors duration-150',
            value === view ? 'bg-surface-2 text-accent' : 'text-muted hover:text-fg',
          )}
        >
          <Icon node={iconNode} className="size-5" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
