import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MATCH_SORTS, type MatchSort } from '@marquee/core';
import { Search, SlidersHorizontal } from 'lucide';
import { useId } from 'react';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { Icon } from '@/components/icon';

/** Core's sorts (MATCH_SORTS), named. */
const SORT_LABELS: Record<MatchSort, MessageDescriptor> = { time: msg`Time`, relevance: msg`Relevance` };

interface MatchToolbarProps {
  search: string;
  onSearchChange(search: string): void;
  sort: MatchSort;
  onSortChange(sort: MatchSort): void;
  filtersShown: boolean;
  onToggleFilters(): void;
  /** The element the 'Hide Filters' button shows and hides. */
  filtersId: string;
}

/** The search box (title and teams), the sort select (Time, Relevance) and 'Hide Filters' of docs/behaviour.md#sports-list. */
export function MatchToolbar({
  search,
  onSearchChange,
  sort,
  onSortChange,
  filtersShown,
  onToggleFilters,
  filtersId,
}: MatchToolbarProps) {
  const searchId = useId();
  const { t, i18n } = useLingui();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <label htmlFor={searchId} className="sr-only">
          {t`Search matches`}
        </label>
        <Icon
          node={Search}
          className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={t`Search matches`}
          autoComplete="off"
          className="h-11 w-full rounded-lg border border-line bg-surface-2 pe-3 ps-9 text-base text-fg placeholder:text-muted focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40 focus-visible:outline-none md:h-10"
        />
      </div>
      {/* Wraps where a longer language's button and sort do not fit one line beside each other. */}
      <div className="flex flex-wrap items-center gap-3">
        <SelectField
          label={t`Sort by`}
          inline
          className="min-w-56 flex-1"
          value={sort}
          onChange={(event) => onSortChange(MATCH_SORTS.find((s) => s === event.target.value) ?? sort)}
        >
          {MATCH_SORTS.map((value) => (
            <option key={value} value={value}>
              {i18n._(SORT_LABELS[value])}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" onClick={onToggleFilters} aria-expanded={filtersShown} aria-controls={filtersId}>
          <Icon node={SlidersHorizontal} className="size-4" aria-hidden="true" />
          {filtersShown ? t`Hide Filters` : t`Show Filters`}
        </Button>
      </div>
    </div>
  );
}
