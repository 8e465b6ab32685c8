import { LoaderCircle } from 'lucide';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icon';

/** A loading indicator that screen readers announce as "Loading". */
export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex text-accent', className)}>
      <Icon node={LoaderCircle} className="size-8 animate-spin" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the space a screen would fill, while that screen loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
