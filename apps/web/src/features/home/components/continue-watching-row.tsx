import { MediaRow } from '@/components/media-row';
import { useContinueWatching } from '../api/get-continue-watching';
import { ContinueWatchingCard } from './continue-watching-card';

/**
 * The home page's Continue Watching row for a signed-in user (docs/behaviour.md#continue-watching). Nothing shows for a visitor,
 * while loading, when the history is empty or could not be read: the row is an extra, never an error.
 */
export function ContinueWatchingRow() {
  const { data: entries } = useContinueWatching();
  if (!entries?.length) return null;
  return (
    <MediaRow
      title="Continue Watching"
      items={entries}
      renderItem={(entry, size) => <ContinueWatchingCard entry={entry} size={size} />}
    />
  );
}
