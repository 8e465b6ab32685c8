import { useLingui } from '@lingui/react/macro';
import { BarChart3, CalendarDays } from 'lucide';
import { buttonStyles } from '@/components/button';
import { PageContainer } from '@/components/page-container';
import { Link } from '@/lib/router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/tabs';
import { Icon } from '@/components/icon';
import { HistoryPanel } from '../components/history-panel';
import { RatingsPanel } from '../components/ratings-panel';
import { SavedListPanel } from '../components/saved-list-panel';

/**
 * The Watch History page (docs/behaviour.md#watch-history-page): tabs History, Favorites, Watchlist and Ratings. Only reached signed in;
 * the router shows visitors 'Please log in'.
 */
export default function WatchHistoryRoute() {
  const { t } = useLingui();
  return (
    <PageContainer className="py-8 md:py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-xl font-semibold">{t`Watch History`}</h1>
        <div className="flex flex-wrap gap-3">
          <Link to="/calendar" className={buttonStyles('secondary', 'sm')}>
            <Icon node={CalendarDays} className="size-4" aria-hidden="true" />
            {t`Calendar`}
          </Link>
          <Link to="/stats" className={buttonStyles('secondary', 'sm')}>
            <Icon node={BarChart3} className="size-4" aria-hidden="true" />
            {t`Your Year`}
          </Link>
        </div>
      </div>
      <Tabs defaultValue="history">
        <TabsList aria-label={t`Your lists`}>
          <TabsTrigger value="history">{t`History`}</TabsTrigger>
          <TabsTrigger value="favourites">{t`Favorites`}</TabsTrigger>
          <TabsTrigger value="watchlist">{t`Watchlist`}</TabsTrigger>
          <TabsTrigger value="ratings">{t`Ratings`}</TabsTrigger>
        </TabsList>
        <TabsContent value="history">
          <HistoryPanel />
        </TabsContent>
        <TabsContent value="favourites">
          <SavedListPanel list="favourites" />
        </TabsContent>
        <TabsContent value="watchlist">
          <SavedListPanel list="watchlist" />
        </TabsContent>
        <TabsContent value="ratings">
          <RatingsPanel />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
