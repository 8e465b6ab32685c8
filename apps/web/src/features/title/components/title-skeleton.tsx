import { useLingui } from '@lingui/react/macro';
import { PageContainer } from '@/components/page-container';
import { Skeleton } from '@/components/skeleton';

/** The title page's shape while its details load: backdrop, poster and the lines of text. */
export function TitleSkeleton() {
  const { t } = useLingui();
  return (
    <div aria-busy="true" className="relative -mt-(--header-height)">
      <span className="sr-only" role="status">
        {t`Loading`}
      </span>
      <Skeleton className="h-[min(62vw,70vh)] w-full md:h-[60vh]" />
      <PageContainer className="-mt-24 flex gap-8">
        <Skeleton className="hidden aspect-[2/3] w-55 shrink-0 md:block" />
        <div className="flex-1 space-y-4 pt-28">
          <Skeleton className="h-10 w-2/3 max-w-md" />
          <Skeleton className="h-5 w-1/2 max-w-sm" />
          <Skeleton className="h-20 w-full max-w-3xl" />
          <div className="flex gap-3">
            <Skeleton className="h-10 w-28" />
            <Skeleton className="h-10 w-44" />
          </div>
        </div>
      </PageContainer>
    </div>
  );
}
