import { PageContainer } from '@/components/page-container';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/tabs';
import { HistoryPanel } from '../components/history-panel';
import { SavedListPanel } from '../components/saved-list-panel';

/**
 * The Watch History page (docs/behaviour.md#watch-history-page): tabs History, Favorites and Watchlist. Only reached signed in;
 * the router shows visitors 'Please log in'.
 */
export default function WatchHistoryRoute() {
  return (
    <PageContainer className="py-8 md:py-10">
      <h1 className="mb-6 text-xl font-semibold">Watch History</h1>
      <Tabs defaultValue="history">
        <TabsList aria-label="Your lists">
          <TabsTrigger value="history">History</TabsTrigger>
          <TabsTrigger value="favourites">Favorites</TabsTrigger>
          <TabsTrigger value="watchlist">Watchlist</TabsTrigger>
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
      </Tabs>
    </PageContainer>
  );
}
