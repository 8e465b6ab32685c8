import { useSearchParams } from '@/lib/router';
import { PageContainer } from '@/components/page-container';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/tabs';
import { CatalogueResults } from '../components/catalogue-results';
import { useCataloguePages } from '../hooks/use-catalogue-pages';

const PERIODS = [
  { value: 'day', label: 'Today', list: 'trendingDay' },
  { value: 'week', label: 'This Week', list: 'trendingWeek' },
] as const;

/**
 * /trending (docs/behaviour.md#trending): tabs Today and This Week (the default), 'Show More'. The period is kept in the
 * URL (?period=day); changing it starts again from page 1 with an empty list (docs/behaviour.md#trending).
 */
export default function TrendingRoute() {
  const [params, setParams] = useSearchParams();
  const period = PERIODS.find((p) => p.value === params.get('period')) ?? PERIODS[1];
  const { items, ...paging } = useCataloguePages(period.list);

  return (
    <PageContainer className="space-y-6 py-8">
      <h1 className="text-xl font-semibold">Trending</h1>
      <Tabs
        value={period.value}
        onValueChange={(value) => setParams(value === 'week' ? {} : { period: value }, { replace: true })}
      >
        <TabsList>
          {PERIODS.map((p) => (
            <TabsTrigger key={p.value} value={p.value}>
              {p.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {PERIODS.map((p) => (
          <TabsContent key={p.value} value={p.value}>
            <CatalogueResults items={items} paging={paging} errorText="Error loading trending content. Please try again." />
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  );
}
