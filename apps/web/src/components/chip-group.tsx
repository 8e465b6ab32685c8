import { cn } from '@/lib/cn';

export interface ChipOption<T> {
  value: T;
  /** Shown on the chip; also its key, so labels are unique within a group. */
  label: string;
}

interface ChipGroupProps<T> {
  /** Names the group for screen readers ('Genre', 'Sport'). */
  label: string;
  options: readonly ChipOption<T>[];
  value: T;
  onChange(value: T): void;
}

/**
 * A single-choice filter as a line of chips (the browse genres, the sports), one pressed at a time: one
 * scrolling line on phones, bleeding into the page gutters, and wrapped lines from the tablet breakpoint up.
 */
export function ChipGroup<T>({ label, options, value, onChange }: ChipGroupProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none] md:mx-0 md:flex-wrap md:overflow-visible md:px-0"
    >
      {options.map((option) => (
        <Chip key={option.label} pressed={option.value === value} onClick={() => onChange(option.value)}>
          {option.label}
        </Chip>
      ))}
    </div>
  );
}

interface ChipProps {
  pressed: boolean;
  /** Marks a toggle on its own, not one of a group. */
  className?: string;
  onClick(): void;
  children: string;
}

/** A pill-shaped toggle button, filled in the accent while pressed. */
export function Chip({ pressed, onClick, className, children }: ChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'h-9 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors duration-150',
        pressed ? 'border-accent bg-accent text-accent-fg' : 'border-line bg-surface text-muted hover:text-fg',
        className,
      )}
    >
      {children}
    </button>
  );
}
