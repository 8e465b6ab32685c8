import { useLingui } from '@lingui/react/macro';
import { embedUrlOf, MEDIA_URL_LIFETIME_S, type ListEntry, type PlaybackTarget } from '@marquee/core';
import { useQuery } from '@tanstack/react-query';
import { Play } from 'lucide';
import { buttonStyles } from '@/components/button';
import { useAppConfig } from '@/lib/app-config';
import { entryTitle } from '@/lib/entry-text';
import { fetchIssuedEmbedUrl, isOwnPage } from '@/lib/issued-embed-url';
import { useCanOpenEntry } from '@/lib/metadata-source';
import { Icon } from '@/components/icon';

/** Issued URLs are asked for again well before they expire, so a page left open keeps working links. */
const REISSUE_MS = (MEDIA_URL_LIFETIME_S * 1000) / 2;

/**
 * The play action of the Watch History page (docs/behaviour.md#watch-history-page): the first configured source's movie URL, or its TV
 * URL for season 1 episode 1, in a new tab; for this server's own player pages, the URL the server issues (a page
 * answers at no other). None for an entry of another metadata source, whose id the sources do not know.
 */
export function PlayInNewTab({ entry }: { entry: Pick<ListEntry, 'media_id' | 'media_type' | 'source' | 'title'> }) {
  const [source] = useAppConfig().sources;
  const canOpen = useCanOpenEntry()(entry);
  const { t, i18n } = useLingui();
  const target: PlaybackTarget =
    entry.media_type === 'movie'
      ? { type: 'movie', id: entry.media_id }
      : { type: 'tv', id: entry.media_id, season: 1, episode: 1 };
  const filled = source ? embedUrlOf(source, target) : null;
  const own = filled !== null && isOwnPage(filled);
  const issued = useQuery({
    queryKey: ['issued-embed-url', source?.key, target],
    queryFn: () => fetchIssuedEmbedUrl(source?.key ?? '', target, window.location.origin),
    enabled: own && canOpen,
    staleTime: REISSUE_MS,
    refetchInterval: REISSUE_MS,
  });
  const href = own ? issued.data : filled;
  if (!href || !canOpen) return null;
  const title = entryTitle(i18n, entry);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t`Play ${title} (opens in a new tab)`}
      title={t`Play in a new tab`}
      className={buttonStyles('ghost', 'icon')}
    >
      <Icon node={Play} className="size-5" aria-hidden="true" />
    </a>
  );
}
