import { useLingui } from '@lingui/react/macro';
import { errorDetails } from '@/lib/error-details';
import type { PagedList } from '@/lib/use-paged-list';
import { Button } from './button';

interface ShowMoreProps {
  paging: Pick<PagedList, 'hasMore' | 'isLoadingMore' | 'loadMoreError' | 'showMore'>;
  /** The screen's error text, shown with 'Details:' when the page asked for failed. */
  errorText: string;
}

/** 'Show More' under a paged list (docs/behaviour.md#paging): busy while the page loads, asks again after a failure. */
export function ShowMore({ paging, errorText }: ShowMoreProps) {
  const { t, i18n } = useLingui();
  if (!paging.hasMore) return null;
  return (
    <div className="flex flex-col items-center gap-3">
      {paging.loadMoreError && (
        <p role="alert" className="text-center text-sm text-danger-fg">
          {errorText} {errorDetails(paging.loadMoreError, i18n)}
        </p>
      )}
      <Button variant="secondary" onClick={paging.showMore} busy={paging.isLoadingMore} busyText={t`Loading...`}>
        {t`Show More`}
      </Button>
    </div>
  );
}
