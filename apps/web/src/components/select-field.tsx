import { ChevronDown } from 'lucide';
import { useId, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icon';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** Places the label beside the select (toolbars) instead of above it (forms). */
  inline?: boolean;
}

/**
 * A labelled native select in the app's look (8 px radius, accent focus ring). Native on purpose: phones show
 * their own picker, and keyboard and screen-reader support come with it.
 */
export function SelectField({ label, inline = false, className, id, children, ...props }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={cn('flex', inline ? 'items-center gap-2' : 'flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className={cn('text-sm font-semibold', inline && 'whitespace-nowrap text-muted')}>
        {label}
      </label>
      {/* Inline, the select takes the room the row gives it (a toolbar's sort fills what the buttons leave). */}
      <div className={cn('relative', inline && 'min-w-0 flex-1')}>
        <select
          id={selectId}
          className={cn(
            'h-11 w-full appearance-none rounded-lg border border-line bg-surface-2 pe-9 ps-3 text-base text-fg md:h-10',
            'focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40 focus-visible:outline-none',
            'disabled:cursor-not-allowed disabled:opacity-60',
          )}
          {...props}
        >
          {children}
        </select>
        <Icon
          node={ChevronDown}
          className="pointer-events-none absolute top-1/2 end-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
