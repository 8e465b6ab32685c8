import { cn } from '@/lib/cn';

/**
 * How far through a title the viewer got, as an accent bar (docs/ui.md#progress-bars). Decorative: the percentage is part
 * of the accessible name of whatever holds the bar.
 */
export function ProgressBar({ percent, className }: { percent: number; className?: string }) {
  return (
    <div aria-hidden="true" className={cn('h-1 overflow-hidden rounded-full bg-white/15', className)}>
      <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
    </div>
  );
}
