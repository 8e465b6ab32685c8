import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CATALOGUE_PAGE_SIZE } from '@marquee/core';
import { useSearchParams } from '@/lib/router';
import { AvailableToggle } from '@/components/available-toggle';
import { useAvailableFilter } from '@/lib/available-filter';
import { withParam } from '@/lib/url-params';
import { PageContainer } from '@/components/page-container';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/tabs';
import { CatalogueResults } from '../components/catalogue-results';
import { useCataloguePages } from '../hooks/use-catalogue-pages';

const PERIODS = [
  { value: 'day', label: msg`Today`, list: 'trendingDay' },
  { value: 'week', label: msg`This Week`, list: 'trendingWeek' },
] as const;

/**
 * /trending (docs/behaviour.md#trending): tabs Today and This Week (the default), 'Show More'. The period is kept in the
 * URL (?period=day), as is 'Available to watch' (?available=1); changing the period starts again from page 1 with an empty list (docs/behaviour.md#trending).
 */
export default function TrendingRoute() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const period = PERIODS.find((p) => p.value === params.get('period')) ?? PERIODS[1];
  const available = useAvailableFilter();
  const { keep } = available;
  const { items, ...paging } = useCataloguePages(
    period.list,
    // Until what is available is known, no page is asked for on its account.
    { key: String(available.on), shown: (loaded) => (keep ? keep(loaded).length : CATALOGUE_PAGE_SIZE) },
    available.on,
  );
  const shown = keep ? keep(items) : [];

  return (
    <PageContainer className="space-y-6 py-8">
      <h1 className="text-xl font-semibold">{t`Trending`}</h1>
      <Tabs
        value={period.value}
        onValueChange={(value) => setParams((current) => withParam(current, 'period', value, 'week'), { replace: true })}
      >
        <TabsList>
          {PERIODS.map((p) => (
            <TabsTrigger key={p.value} value={p.value}>
              {i18n._(p.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="pt-6">
          <AvailableToggle on={available.on} onToggle={available.toggle} />
        </div>
        {PERIODS.map((p) => (
          <TabsContent key={p.value} value={p.value}>
            <CatalogueResults
              items={shown}
              paging={{ ...paging, isPending: paging.isPending || keep === null }}
              errorText={t`Error loading trending content. Please try again.`}
              availableOnly={available.on}
            />
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  );
}
