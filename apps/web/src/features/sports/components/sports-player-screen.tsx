import { useLingui } from '@lingui/react/macro';
import { matchBadge, originsOf } from '@marquee/core';
import { ArrowLeft, Tv } from 'lucide';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageContainer } from '@/components/page-container';
import { Icon } from '@/components/icon';
import { useMatchStreams } from '../api/get-match-streams';
import { useNow } from '../hooks/use-now';
import { useStreamMessages } from '../hooks/use-stream-messages';
import { matchStartText } from '../lib/match-text';
import { MatchBadge } from './match-badge';
import { PlayerLoading, StreamFrame } from './stream-frame';
import { StreamSelect } from './stream-select';
import { StreamStatus } from './stream-status';
import { TeamBadge } from './team-badge';

/**
 * The sports player (docs/behaviour.md#sports-player): the match's streams from every source, the first one playing, a dropdown
 * when there is more than one, and the stream's MEDIA_DATA reports accepted only from the streams' origins.
 */
export function SportsPlayerScreen({ matchId }: { matchId: string }) {
  const { t, i18n } = useLingui();
  const { match, streams } = useMatchStreams(matchId);
  const [chosen, setChosen] = useState(0);
  const now = useNow();
  const list = streams.data ?? [];
  const stream = list[chosen] ?? list[0];
  const appOrigin = window.location.origin;
  const src = stream && new URL(stream.embedUrl, appOrigin).href;
  const report = useStreamMessages(
    originsOf(
      list.map((s) => s.embedUrl),
      appOrigin,
    ),
    src,
  );
  const title = match?.title ?? t`Match stream`;
  const teams = [match?.teams?.home, match?.teams?.away].filter((t) => t != null);

  return (
    <PageContainer className="space-y-6 py-8">
      <Link to="/sports" className="inline-flex items-center gap-2 text-sm font-semibold text-muted hover:text-fg">
        <Icon node={ArrowLeft} className="rtl:-scale-x-100 size-4" aria-hidden="true" />
        {t`All matches`}
      </Link>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-xl font-semibold">{title}</h1>
          {match && <MatchBadge badge={matchBadge(match, now)} />}
        </div>
        {match && (
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-muted">
            {teams.map((team, i) => (
              <span key={i} className="flex items-center gap-2 text-fg">
                <TeamBadge name={team.name} badge={team.badge} />
                {team.name}
              </span>
            ))}
            <span>{matchStartText(match.date, now, i18n)}</span>
          </div>
        )}
      </header>

      {streams.isPending ? (
        <PlayerLoading className="aspect-video w-full rounded-lg border border-line bg-surface" />
      ) : streams.isError ? (
        <ErrorState title={t`Error loading video player.`} onRetry={() => void streams.refetch()} />
      ) : !stream || !src ? (
        <EmptyState icon={Tv} title={t`No streams available for this match.`} />
      ) : (
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-3">
            {list.length > 1 && <StreamSelect streams={list} value={chosen} onChange={setChosen} />}
            <StreamStatus report={report} className="ml-auto" />
          </div>
          <StreamFrame stream={stream} src={src} title={title} />
        </div>
      )}
    </PageContainer>
  );
}
