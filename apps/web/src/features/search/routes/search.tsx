import { useLingui } from '@lingui/react/macro';
import { normaliseQuery, parseSearchSort, parseSearchType } from '@marquee/core';
import { Search, SlidersHorizontal } from 'lucide';
import { startTransition, useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from '@/lib/router';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/page-container';
import { withParam } from '@/lib/url-params';
import { AdvancedSearch } from '../components/advanced-search';
import { RecentSearches } from '../components/recent-searches';
import { SearchBox } from '../components/search-box';
import { SearchResults } from '../components/search-results';
import { SearchTips } from '../components/search-tips';
import { useSearchHistory } from '../hooks/use-search-history';
import { AVAILABLE_PARAM } from '@/lib/available-param';
import { Icon } from '@/components/icon';
import { searchPath } from '../search-path';

/**
 * /search?q=&type=&sort= (docs/behaviour.md#search). The URL drives everything: the query fetched, the
 * type and sort of Advanced Search. Each query searched joins Recent Searches.
 */
export default function SearchRoute() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = normaliseQuery(params.get('q') ?? '');
  const type = parseSearchType(params.get('type'));
  const sort = parseSearchSort(params.get('sort'));
  const availableOnly = params.get(AVAILABLE_PARAM) === '1';
  const { history, add, clear } = useSearchHistory();
  const [advancedOpen, setAdvancedOpen] = useState(type !== 'all' || sort !== 'popularity');
  const advancedId = useId();
  const { t } = useLingui();

  useEffect(() => {
    // As a transition: recording the search redraws the search box, which can yield to the browser as the page starts.
    if (query) startTransition(() => add(query));
  }, [query, add]);

  const search = (text: string) => void navigate(searchPath(normaliseQuery(text), type, sort, availableOnly));
  const setOption = (name: 'type' | 'sort', value: string, defaultValue: string) =>
    setParams((current) => withParam(current, name, value, defaultValue), { replace: true });

  return (
    <PageContainer className="space-y-6 py-8">
      <h1 className="text-xl font-semibold">{t`Search`}</h1>
      <SearchBox query={query} history={history} onSearch={search}>
        <Button
          variant="secondary"
          className="h-12 md:h-12"
          aria-expanded={advancedOpen}
          aria-controls={advancedId}
          onClick={() => setAdvancedOpen((open) => !open)}
        >
          <Icon node={SlidersHorizontal} className="size-5" aria-hidden="true" />
          {t`Advanced Search`}
        </Button>
      </SearchBox>
      <AdvancedSearch
        id={advancedId}
        hidden={!advancedOpen}
        type={type}
        sort={sort}
        onTypeChange={(value) => setOption('type', value, 'all')}
        onSortChange={(value) => setOption('sort', value, 'popularity')}
      />
      {query ? (
        <SearchResults query={query} type={type} sort={sort} />
      ) : (
        <>
          <EmptyState icon={Search} title={t`Enter a search term to find movies and TV shows`} />
          <RecentSearches history={history} hrefOf={(past) => searchPath(past, type, sort, availableOnly)} onClear={clear} />
        </>
      )}
      <SearchTips onSearch={search} />
    </PageContainer>
  );
}
