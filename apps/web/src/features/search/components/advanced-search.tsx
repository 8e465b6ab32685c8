import type { SearchSort, SearchTypeFilter } from '@marquee/core';
import { SelectField } from '@/components/select-field';

const TYPES: ReadonlyArray<{ value: SearchTypeFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'movie', label: 'Movies' },
  { value: 'tv', label: 'TV Shows' },
];

const SORTS: ReadonlyArray<{ value: SearchSort; label: string }> = [
  { value: 'popularity', label: 'Popularity' },
  { value: 'rating', label: 'Rating' },
  { value: 'newest', label: 'Newest' },
];

interface AdvancedSearchProps {
  id: string;
  /** Collapsed by the page's Advanced Search toggle, which controls this panel by id. */
  hidden: boolean;
  type: SearchTypeFilter;
  sort: SearchSort;
  onTypeChange(type: SearchTypeFilter): void;
  onSortChange(sort: SearchSort): void;
}

/** The Advanced Search panel (docs/behaviour.md#search): Media Type and Sort By, both kept in the URL by the page. */
export function AdvancedSearch({ id, hidden, type, sort, onTypeChange, onSortChange }: AdvancedSearchProps) {
  return (
    <div id={id} hidden={hidden} className="grid gap-4 rounded-lg border border-line bg-surface p-4 sm:grid-cols-2 lg:max-w-2xl">
      <SelectField
        label="Media Type"
        value={type}
        onChange={(event) => onTypeChange(TYPES.find((t) => t.value === event.target.value)?.value ?? 'all')}
      >
        {TYPES.map((t) => (
          <option key={t.value} value={t.value}>
            {t.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Sort By"
        value={sort}
        onChange={(event) => onSortChange(SORTS.find((s) => s.value === event.target.value)?.value ?? 'popularity')}
      >
        {SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
