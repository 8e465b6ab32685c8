import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cn } from '@/lib/cn';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A problem with the value, announced and linked to the input. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input in the app's look (8 px radius, accent focus ring), with its error under it. */
export function TextField({ label, error, className, id, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'h-11 rounded-lg border bg-surface-2 px-3 text-base text-fg placeholder:text-muted md:h-10',
          'focus-visible:border-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent/40',
          error ? 'border-danger' : 'border-line',
        )}
        {...props}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger-fg">
          {error}
        </p>
      )}
    </div>
  );
}
