import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';

interface EpisodeNavProps {
  canGoPrevious: boolean;
  canGoNext: boolean;
  onPrevious(): void;
  onNext(): void;
}

/** Previous and Next episode (docs/behaviour.md#episodes), disabled at the first episode and after the last one. */
export function EpisodeNav({ canGoPrevious, canGoNext, onPrevious, onNext }: EpisodeNavProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Episodes`} className="flex justify-between gap-3">
      <Button variant="secondary" onClick={onPrevious} disabled={!canGoPrevious}>
        <Icon node={ChevronLeft} className="rtl:-scale-x-100 size-4" aria-hidden="true" />
        {t`Previous`}
      </Button>
      <Button variant="secondary" onClick={onNext} disabled={!canGoNext}>
        {t`Next`}
        <Icon node={ChevronRight} className="rtl:-scale-x-100 size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
