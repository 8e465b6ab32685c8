import { embedUrlOf, type ListEntry } from '@marquee/core';
import { Play } from 'lucide-react';
import { buttonStyles } from '@/components/button';
import { useAppConfig } from '@/lib/app-config';
import { entryTitle } from '@/lib/entry-text';
import { useCanOpenEntry } from '@/lib/metadata-source';

/**
 * The play action of the Watch History page (docs/behaviour.md#watch-history-page): the first configured source's movie URL, or its TV
 * URL for season 1 episode 1, in a new tab. None for an entry of another metadata source, whose id the sources do not know.
 */
export function PlayInNewTab({ entry }: { entry: Pick<ListEntry, 'media_id' | 'media_type' | 'source' | 'title'> }) {
  const [source] = useAppConfig().sources;
  const canOpen = useCanOpenEntry()(entry);
  if (!source || !canOpen) return null;
  const href = embedUrlOf(
    source,
    entry.media_type === 'movie'
      ? { type: 'movie', id: entry.media_id }
      : { type: 'tv', id: entry.media_id, season: 1, episode: 1 },
  );
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Play ${entryTitle(entry)} (opens in a new tab)`}
      title="Play in a new tab"
      className={buttonStyles('ghost', 'icon')}
    >
      <Play className="size-5" aria-hidden="true" />
    </a>
  );
}
