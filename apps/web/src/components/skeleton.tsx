import { cn } from '@/lib/cn';

/** A placeholder of the exact size of what is loading (sizes come from className), so nothing shifts. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-surface-2', className)} />;
}
