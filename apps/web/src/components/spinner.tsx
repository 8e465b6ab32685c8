import { useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icon';

/** A loading indicator that screen readers announce as "Loading", or as `label` says. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useLingui();
  return (
    <span role="status" className={cn('inline-flex text-accent', className)}>
      <Icon node={LoaderCircle} className="size-8 animate-spin" aria-hidden="true" />
      <span className="sr-only">{label ?? t`Loading`}</span>
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
