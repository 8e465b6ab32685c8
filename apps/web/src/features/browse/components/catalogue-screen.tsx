import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CATALOGUE_PAGE_SIZE, filterByGenre, sortCatalogue, type MovieSort, type TvSort } from '@marquee/core';
import { useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { AvailableToggle } from '@/components/available-toggle';
import { PageContainer } from '@/components/page-container';
import { SelectField } from '@/components/select-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/tabs';
import type { CatalogueListName } from '@/lib/catalogue';
import { useAvailableFilter } from '@/lib/available-filter';
import { withParam } from '@/lib/url-params';
import { useCataloguePages } from '../hooks/use-catalogue-pages';
import { GenreFilter, ViewToggle } from './catalogue-filters';
import { CatalogueResults, type CatalogueView } from './catalogue-results';

const TABS = [
  { value: 'popular', label: msg`Popular` },
  { value: 'top_rated', label: msg`Top Rated` },
] as const;
type Tab = (typeof TABS)[number]['value'];

export interface CatalogueScreenProps<S extends MovieSort | TvSort> {
  title: string;
  lists: Record<Tab, CatalogueListName>;
  /** The sort choices, 'default' (TMDB's order) first; their labels are translated where drawn. */
  sorts: readonly [{ value: S; label: MessageDescriptor }, ...Array<{ value: S; label: MessageDescriptor }>];
  /** The genre chips, their names translated. */
  genres: ReadonlyArray<{ id: number; name: string }>;
  /** Translated. docs/behaviour.md#movies-and-tv-shows: 'Error loading movies. Please try again.' or the TV wording. */
  errorText: string;
}

/**
 * The Movies and TV Shows pages (docs/behaviour.md#movies-and-tv-shows): tabs Popular and Top Rated, a sort select, a genre filter,
 * a grid/list toggle and 'Show More'. Tab, sort, genre and 'Available to watch' live in the URL
 * (?tab=&sort=&genre=&available=1), so a reload or the back button keeps them; sorting and filtering apply to the pages loaded so far (for a limited
 * profile, pages load until a genre fills one: useCataloguePages).
 */
export function CatalogueScreen<S extends MovieSort | TvSort>({
  title,
  lists,
  sorts,
  genres,
  errorText,
}: CatalogueScreenProps<S>) {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<CatalogueView>('grid');
  const tab = TABS.find((entry) => entry.value === params.get('tab'))?.value ?? 'popular';
  const sort = sorts.find((s) => s.value === params.get('sort'))?.value ?? sorts[0].value;
  const genre = genres.find((g) => String(g.id) === params.get('genre'))?.id ?? null;

  const setParam = (name: string, value: string | null, defaultValue: string | null) =>
    setParams((current) => withParam(current, name, value, defaultValue), { replace: true });

  const available = useAvailableFilter();
  const { keep } = available;
  const { items, ...paging } = useCataloguePages(
    lists[tab],
    {
      key: `${genre}:${available.on}`,
      // Until what is available is known, no page is asked for on its account.
      shown: (loaded) => (keep ? keep(filterByGenre(loaded, genre)).length : CATALOGUE_PAGE_SIZE),
    },
    available.on,
  );
  const shown = sortCatalogue(keep ? keep(filterByGenre(items, genre)) : [], sort);

  return (
    <PageContainer className="space-y-6 py-8">
      <h1 className="text-xl font-semibold">{title}</h1>
      <Tabs value={tab} onValueChange={(value) => setParam('tab', value, 'popular')}>
        <div className="flex items-end justify-between gap-4 border-b border-line">
          <TabsList className="border-b-0">
            {TABS.map((entry) => (
              <TabsTrigger key={entry.value} value={entry.value}>
                {i18n._(entry.label)}
              </TabsTrigger>
            ))}
          </TabsList>
          <div className="pb-1">
            <ViewToggle value={view} onChange={setView} />
          </div>
        </div>
        <div className="flex flex-col gap-4 pt-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex min-w-0 flex-col gap-3">
            <GenreFilter
              genres={genres}
              value={genre}
              onChange={(id) => setParam('genre', id === null ? null : String(id), null)}
            />
            <AvailableToggle on={available.on} onToggle={available.toggle} />
          </div>
          <SelectField
            label={t`Sort by`}
            inline
            value={sort}
            onChange={(event) => setParam('sort', event.target.value, sorts[0].value)}
            className="shrink-0"
          >
            {sorts.map((option) => (
              <option key={option.value} value={option.value}>
                {i18n._(option.label)}
              </option>
            ))}
          </SelectField>
        </div>
        {TABS.map((entry) => (
          <TabsContent key={entry.value} value={entry.value}>
            <CatalogueResults
              items={shown}
              paging={{ ...paging, isPending: paging.isPending || keep === null }}
              view={view}
              errorText={errorText}
              availableOnly={available.on}
            />
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  );
}
