import { ALL_SPORTS, type Sport } from '@marquee/core';
import { cn } from '@/lib/cn';

interface SportChipsProps {
  sports: readonly Sport[];
  /** The chosen sport id, or ALL_SPORTS. */
  value: string;
  onChange(sport: string): void;
}

/** 'All Sports' and a chip per sport (SPEC.md §2), one pressed at a time. */
export function SportChips({ sports, value, onChange }: SportChipsProps) {
  const chips = [{ id: ALL_SPORTS, name: 'All Sports' }, ...sports];
  return (
    // One scrolling line on phones (bleeding into the page gutters), wrapped lines from the tablet breakpoint up.
    <div
      role="group"
      aria-label="Sport"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none] md:mx-0 md:flex-wrap md:overflow-visible md:px-0"
    >
      {chips.map((sport) => {
        const pressed = sport.id === value;
        return (
          <button
            key={sport.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(sport.id)}
            className={cn(
              'h-9 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors duration-150',
              pressed ? 'border-accent bg-accent text-accent-fg' : 'border-line bg-surface text-muted hover:text-fg',
            )}
          >
            {sport.name}
          </button>
        );
      })}
    </div>
  );
}
