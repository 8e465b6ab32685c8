import { useLingui } from '@lingui/react/macro';
import type { MediaType } from '@marquee/core';
import { useDeferredValue } from 'react';
import { MediaRow } from '@/components/media-row';
import { PageContainer } from '@/components/page-container';
import { useRecommendations } from '../api/get-recommendations';

/** The 'More Like This' row under the tabs, only when the title has recommendations (docs/behaviour.md#title-pages). */
export function MoreLikeThis({ mediaType, id }: { mediaType: MediaType; id: number }) {
  // The list arrives as an urgent update (the query cache's store); its 20 cards are built deferred, in slices
  // that yield to the browser, rather than in one long task while the page is starting.
  const data = useDeferredValue(useRecommendations(mediaType, id).data);
  const { t } = useLingui();
  if (!data || data.items.length === 0) return null;
  return (
    <PageContainer className="mt-12">
      <MediaRow title={t`More Like This`} items={data.items} />
    </PageContainer>
  );
}
