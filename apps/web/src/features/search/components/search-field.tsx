import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide';
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icon';

interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'onChange' | 'size'> {
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onValueChange(value: string): void;
  /** compact: the header's box; large: the search page's. */
  size: 'compact' | 'large';
}

const SIZES = {
  compact: { icon: 'size-4', input: 'h-10 bg-surface-2/80 pe-9 ps-9 text-sm' },
  large: { icon: 'size-5', input: 'h-12 bg-surface-2 pe-3 ps-11 text-base' },
} as const;

/**
 * The labelled search input with its magnifier icon, shared by the header's box and the search page's. The
 * caller places it in a positioned parent and passes the combobox's ARIA and key props through.
 */
export function SearchField({ inputRef, value, onValueChange, size, className, ...props }: SearchFieldProps) {
  const inputId = useId();
  const { t } = useLingui();
  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        {t`Search movies and TV shows`}
      </label>
      <Icon
        node={Search}
        className={cn('pointer-events-none absolute top-1/2 start-3 -translate-y-1/2 text-muted', SIZES[size].icon)}
        aria-hidden="true"
      />
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        enterKeyHint="search"
        autoComplete="off"
        {...props}
        className={cn(
          'w-full rounded-lg border border-line text-fg placeholder:text-muted',
          'focus-visible:border-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent/40',
          SIZES[size].input,
          className,
        )}
      />
    </>
  );
}
