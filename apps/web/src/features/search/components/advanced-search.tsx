import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SearchSort, SearchTypeFilter } from '@marquee/core';
import { SelectField } from '@/components/select-field';

const TYPES: ReadonlyArray<{ value: SearchTypeFilter; label: MessageDescriptor }> = [
  { value: 'all', label: msg`All` },
  { value: 'movie', label: msg`Movies` },
  { value: 'tv', label: msg`TV Shows` },
];

const SORTS: ReadonlyArray<{ value: SearchSort; label: MessageDescriptor }> = [
  { value: 'popularity', label: msg`Popularity` },
  { value: 'rating', label: msg`Rating` },
  { value: 'newest', label: msg`Newest` },
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
  const { t, i18n } = useLingui();
  return (
    <div id={id} hidden={hidden} className="grid gap-4 rounded-lg border border-line bg-surface p-4 sm:grid-cols-2 lg:max-w-2xl">
      <SelectField
        label={t`Media Type`}
        value={type}
        onChange={(event) => onTypeChange(TYPES.find((option) => option.value === event.target.value)?.value ?? 'all')}
      >
        {TYPES.map((option) => (
          <option key={option.value} value={option.value}>
            {i18n._(option.label)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t`Sort By`}
        value={sort}
        onChange={(event) => onSortChange(SORTS.find((option) => option.value === event.target.value)?.value ?? 'popularity')}
      >
        {SORTS.map((option) => (
          <option key={option.value} value={option.value}>
            {i18n._(option.label)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
