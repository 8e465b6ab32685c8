import type { MediaType } from '@marquee/core';
import { MediaRow } from '@/components/media-row';
import { PageContainer } from '@/components/page-container';
import { useRecommendations } from '../api/get-recommendations';

/** The 'More Like This' row under the tabs, only when the title has recommendations (SPEC.md §2). */
export function MoreLikeThis({ mediaType, id }: { mediaType: MediaType; id: number }) {
  const { data } = useRecommendations(mediaType, id);
  if (!data || data.items.length === 0) return null;
  return (
    <PageContainer className="mt-12">
      <MediaRow title="More Like This" items={data.items} />
    </PageContainer>
  );
}
