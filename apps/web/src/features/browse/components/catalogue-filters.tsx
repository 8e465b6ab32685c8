import { LayoutGrid, List } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { CatalogueView } from './catalogue-results';

interface GenreFilterProps {
  genres: ReadonlyArray<{ id: number; name: string }>;
  /** The chosen genre id; null for all genres. */
  value: number | null;
  onChange(genreId: number | null): void;
}

/** Genre chips (SPEC.md §5 genre filter): 'All' and one per genre, one pressed at a time. */
export function GenreFilter({ genres, value, onChange }: GenreFilterProps) {
  const chips = [{ id: null, name: 'All' }, ...genres];
  return (
    // One scrolling line on phones (bleeding into the page gutters), wrapped lines from the tablet breakpoint up.
    <div
      role="group"
      aria-label="Genre"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none] md:mx-0 md:flex-wrap md:overflow-visible md:px-0"
    >
      {chips.map((genre) => {
        const pressed = genre.id === value;
        return (
          <button
            key={genre.name}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(genre.id)}
            className={cn(
              'h-9 shrink-0 rounded-full border px-4 text-sm font-semibold transition-colors duration-150',
              pressed ? 'border-accent bg-accent text-accent-fg' : 'border-line bg-surface text-muted hover:text-fg',
            )}
          >
            {genre.name}
          </button>
        );
      })}
    </div>
  );
}

const VIEWS: ReadonlyArray<{ value: CatalogueView; label: string; icon: typeof List }> = [
  { value: 'grid', label: 'Grid view', icon: LayoutGrid },
  { value: 'list', label: 'List view', icon: List },
];

/** The grid/list toggle: two pressed-state buttons. */
export function ViewToggle({ value, onChange }: { value: CatalogueView; onChange(view: CatalogueView): void }) {
  return (
    <div role="group" aria-label="Layout" className="flex rounded-lg border border-line bg-surface p-0.5">
      {VIEWS.map(({ value: view, label, icon: Icon }) => (
        <button
          key={view}
          type="button"
          aria-label={label}
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          className={cn(
            'flex size-9 items-center justify-center rounded-md transition-colors duration-150',
            value === view ? 'bg-surface-2 text-accent' : 'text-muted hover:text-fg',
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
