import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { MediaRow } from '@/components/media-row';
import { useContinueWatching } from '../api/get-continue-watching';
import { ContinueWatchingCard } from './continue-watching-card';

/**
 * The home page's Continue Watching row for a signed-in user (docs/behaviour.md#continue-watching). Nothing shows for a visitor,
 * while loading, when there is nothing to continue or it could not be read: the row is an extra, never an error.
 */
export function ContinueWatchingRow() {
  const { data: items } = useContinueWatching();
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  if (!items?.length) return null;
  return (
    <MediaRow
      title={t`Continue Watching`}
      items={items}
      renderItem={(item, size) => (
        <ContinueWatchingCard
          item={item}
          size={size}
          onRemove={() =>
            void import('../api/remove-from-continue-watching').then(({ removeFromContinueWatching }) =>
              removeFromContinueWatching(queryClient, { media_type: item.media_type, media_id: item.media_id }, i18n),
            )
          }
        />
      )}
    />
  );
}
