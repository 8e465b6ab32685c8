import { useLingui } from '@lingui/react/macro';
import { History } from 'lucide';
import { useId } from 'react';
import { Link } from '@/lib/router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';

interface RecentSearchesProps {
  history: readonly string[];
  /** The link of a past query (keeping the page's type and sort). */
  hrefOf(query: string): string;
  onClear(): void;
}

/** Recent Searches (docs/behaviour.md#search): the last 5 distinct queries, newest first, each searchable again; 'Clear History'. */
export function RecentSearches({ history, hrefOf, onClear }: RecentSearchesProps) {
  const headingId = useId();
  const { t } = useLingui();
  if (history.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-lg font-semibold">
          {t`Recent Searches`}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            onClear();
            toast(t`Search history cleared`);
          }}
        >
          {t`Clear History`}
        </Button>
      </div>
      <ul className="flex flex-wrap gap-2">
        {history.map((query) => (
          <li key={query}>
            <Link
              to={hrefOf(query)}
              className="inline-flex h-9 max-w-full items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm hover:bg-surface-2"
            >
              <Icon node={History} className="size-4 shrink-0 text-muted" aria-hidden="true" />
              <span className="truncate">{query}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
