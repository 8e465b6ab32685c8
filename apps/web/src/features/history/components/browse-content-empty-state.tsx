import { useLingui } from '@lingui/react/macro';
import type { IconNode } from 'lucide';
import { Link } from '@/lib/router';
import { buttonStyles } from '@/components/button';
import { EmptyState } from '@/components/empty-state';

/** An empty history, favourites or watchlist, with the 'Browse Content' button of docs/behaviour.md#profile (to the home page). */
export function BrowseContentEmptyState({ icon, title, description }: { icon: IconNode; title: string; description: string }) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        <Link to="/" className={buttonStyles('primary')}>
          {t`Browse Content`}
        </Link>
      }
    />
  );
}
