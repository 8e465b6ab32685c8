import { useLingui } from '@lingui/react/macro';
import { playerPath } from '@marquee/core';
import { Play } from 'lucide';
import { Link } from '@/lib/router';
import { buttonStyles } from '@/components/button';
import { entryTitle } from '@/lib/entry-text';
import { useCanOpenEntry } from '@/lib/metadata-source';
import { Icon } from '@/components/icon';
import { useHistoryPages } from '../api/get-history-pages';
import { useLoadErrorToast } from '../hooks/use-load-error-toast';
import { ClearHistoryButton } from './clear-history-button';
import { HistoryEntryList } from './history-entry-list';
import { RemoveDuplicatesButton } from './remove-duplicates-button';

/**
 * The profile's Watch History tab (docs/behaviour.md#profile): newest first, 20 at a time as the list scrolls, with
 * 'Remove Duplicates' and 'Clear History'; each entry resumes in the player at its saved episode, except one kept
 * from another metadata source, whose id the player cannot open.
 */
export function ProfileHistoryTab() {
  const history = useHistoryPages('newest');
  const canOpen = useCanOpenEntry();
  const { t, i18n } = useLingui();
  useLoadErrorToast(history.error, t`Error loading watch history`, t`Failed to get watch history`);
  const empty = history.entries.length === 0;

  return (
    <>
      <div className="mb-4 flex flex-wrap gap-2">
        <RemoveDuplicatesButton disabled={empty} />
        <ClearHistoryButton disabled={empty} />
      </div>
      <HistoryEntryList
        history={history}
        actions={(entry) => {
          if (!canOpen(entry)) return null;
          const title = entryTitle(i18n, entry);
          return (
            <Link
              to={playerPath(entry.media_type, entry.media_id, entry.season, entry.episode)}
              aria-label={t`Play ${title}`}
              title={t`Play`}
              className={buttonStyles('ghost', 'icon')}
            >
              <Icon node={Play} className="size-5" aria-hidden="true" />
            </Link>
          );
        }}
      />
    </>
  );
}
