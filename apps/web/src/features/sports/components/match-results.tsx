import { useLingui } from '@lingui/react/macro';
import type { Match } from '@marquee/core';
import { CalendarX2, SearchX } from 'lucide';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/skeleton';
import { MatchCard } from './match-card';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
const PLACEHOLDERS = 8;

interface MatchResultsProps {
  /** The tab's matches the search kept, in the chosen order. */
  matches: Match[];
  /** How many matches the tab has before the search. */
  total: number;
  isPending: boolean;
  /** The tab's empty text (docs/behaviour.md#sports-list), shown when the tab has no matches at all. */
  emptyMessage: string;
  /** The search text; when it hides every match, the screen says so and offers to clear it. */
  search: string;
  onClearSearch(): void;
  sportName(categoryId: string): string;
  now: number;
}

/** The match grid, with placeholders of the cards' size while loading and a designed empty state. */
export function MatchResults({
  matches,
  total,
  isPending,
  emptyMessage,
  search,
  onClearSearch,
  sportName,
  now,
}: MatchResultsProps) {
  const { t } = useLingui();
  if (isPending) {
    return (
      <div className={GRID} aria-busy="true" aria-label={t`Loading matches`}>
        {Array.from({ length: PLACEHOLDERS }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-lg border border-line bg-surface">
            <Skeleton className="aspect-video rounded-none" />
            <div className="space-y-3 p-4">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (total === 0) return <EmptyState icon={CalendarX2} title={emptyMessage} />;
  if (matches.length === 0) {
    const searched = search.trim();
    return (
      <EmptyState
        icon={SearchX}
        title={t`No matches found for “${searched}”.`}
        description={t`Try a team name or another word from the match title.`}
        action={
          <Button variant="secondary" onClick={onClearSearch}>
            {t`Clear search`}
          </Button>
        }
      />
    );
  }
  return (
    <ul className={GRID}>
      {matches.map((match) => (
        <li key={match.id} className="flex">
          <MatchCard match={match} sportName={sportName(match.category)} now={now} />
        </li>
      ))}
    </ul>
  );
}
