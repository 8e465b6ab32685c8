import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/components/skeleton';

const ROWS = 4;

/** Rows of the size of an EntryRow while the first entries load. */
export function EntryListSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading`} className="grid gap-2">
      {Array.from({ length: ROWS }, (_, index) => (
        <div key={index} className="flex items-center gap-3 rounded-lg border border-line bg-surface p-2 md:gap-4">
          <Skeleton className="aspect-[2/3] w-12 rounded-md md:w-14" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
