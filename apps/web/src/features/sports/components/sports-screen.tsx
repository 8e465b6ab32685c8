import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  ALL_SPORTS,
  filterMatches,
  parseMatchSort,
  parseSportsTab,
  sortMatches,
  SPORTS_TABS,
  type SportsTab,
} from '@marquee/core';
import { useId, useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { PageContainer } from '@/components/page-container';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/tabs';
import { useAppConfig } from '@/lib/app-config';
import { useTabMatches } from '../api/get-matches';
import { useSports } from '../api/get-sports';
import { useLoadFailureNotice } from '../hooks/use-load-failure-notice';
import { useNow } from '../hooks/use-now';
import { sportsEmptyText } from '../lib/match-text';
import { MatchResults } from './match-results';
import { MatchToolbar } from './match-toolbar';
import { SportChips } from './sport-chips';
import { sportName } from '../lib/sport-names';

/** Core's tabs (SPORTS_TABS), named. */
const TAB_LABELS: Record<SportsTab, MessageDescriptor> = { popular: msg`Popular`, live: msg`Live`, all: msg`All` };

/** 'american-football' → 'American Football', for a category the sports list does not name. */
const titleCase = (id: string) => id.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * The sports list (docs/behaviour.md#sports-list): sport chips, tabs Popular / Live / All (today), a search over titles and
 * teams, a Time / Relevance sort and 'Hide Filters'. Sport, tab, search and sort live in the URL
 * (?sport=&tab=&q=&sort=), so a reload or the back button keeps them.
 */
export function SportsScreen() {
  const { i18n } = useLingui();
  const demo = useAppConfig().services.sports === 'demo';
  const [params, setParams] = useSearchParams();
  const [filtersShown, setFiltersShown] = useState(true);
  const chipsId = useId();
  const now = useNow();

  const sportsQuery = useSports();
  const sports = sportsQuery.data ?? [];
  const tab = parseSportsTab(params.get('tab'));
  const sort = parseMatchSort(params.get('sort'));
  const search = params.get('q') ?? '';
  // A sport not (or not yet) in the list still filters, so a shared link works while the list loads.
  const sport = params.get('sport') || ALL_SPORTS;
  const nameOf = (id: string) => sportName(i18n, id, sports.find((s) => s.id === id)?.name ?? titleCase(id));

  const setParam = (name: string, value: string, defaultValue: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === defaultValue) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const { matches, isPending, error } = useTabMatches(tab, sport, now);
  useLoadFailureNotice(sportsQuery.error ?? error);
  const shown = sortMatches(filterMatches(matches, sport, search), sort, now);
  const emptyMessage = sportsEmptyText(tab, sport === ALL_SPORTS ? null : nameOf(sport), i18n);

  return (
    <PageContainer className="space-y-6 py-8">
      <SportsHeading demo={demo} />
      <MatchToolbar
        search={search}
        onSearchChange={(value) => setParam('q', value, '')}
        sort={sort}
        onSortChange={(value) => setParam('sort', value, 'time')}
        filtersShown={filtersShown}
        onToggleFilters={() => setFiltersShown((shown) => !shown)}
        filtersId={chipsId}
      />
      <div id={chipsId} hidden={!filtersShown}>
        <SportChips sports={sports} value={sport} onChange={(id) => setParam('sport', id, ALL_SPORTS)} />
      </div>
      <Tabs value={tab} onValueChange={(value) => setParam('tab', value, 'popular')}>
        <TabsList>
          {SPORTS_TABS.map((t) => (
            <TabsTrigger key={t} value={t}>
              {i18n._(TAB_LABELS[t])}
            </TabsTrigger>
          ))}
        </TabsList>
        {SPORTS_TABS.map((t) => (
          <TabsContent key={t} value={t}>
            <MatchResults
              matches={shown}
              total={matches.length}
              isPending={isPending}
              emptyMessage={emptyMessage}
              search={search}
              onClearSearch={() => setParam('q', '', '')}
              sportName={nameOf}
              now={now}
            />
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  );
}

/** The page's title, and with the demo schedule a badge and a word on what it is. */
function SportsHeading({ demo }: { demo: boolean }) {
  const { t } = useLingui();
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold">{t`Sports`}</h1>
        {demo && (
          <span className="rounded-full border border-line bg-surface px-3 py-1 text-xs font-semibold tracking-wide text-muted uppercase">
            {t`Demo schedule`}
          </span>
        )}
      </div>
      {demo && (
        <p className="-mt-3 max-w-2xl text-sm text-muted">
          {t`No sports service is connected, so these matches are made up around the current time to show how the page works. Their streams play the server’s own demo player.`}
        </p>
      )}
    </>
  );
}
