import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { matchBadge, matchRouteId, type Match } from '@marquee/core';
import { Clock, Radio, Trophy } from 'lucide';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { Icon } from '@/components/icon';
import { posterUrl } from '../api/live-api';
import { matchStartText } from '../lib/match-text';
import { MatchBadge } from './match-badge';
import { TeamBadge } from './team-badge';

interface MatchCardProps {
  match: Match;
  /** The sport's name for the category ('American Football' for 'american-football'). */
  sportName: string;
  now: number;
}

/**
 * A match card (docs/behaviour.md#sports-list): poster, or the category when there is none; the LIVE or Popular badge;
 * title; home and away teams with their badges; when it starts or started; how many sources it has. The
 * whole card opens the match's player.
 */
export function MatchCard({ match, sportName, now }: MatchCardProps) {
  const { t, i18n } = useLingui();
  const poster = posterUrl(match.poster);
  const [posterFailed, setPosterFailed] = useState(false);
  const badge = matchBadge(match, now);
  const teams = [match.teams?.home, match.teams?.away].filter((t) => t != null);
  const sources = match.sources.length;

  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-lg border border-line bg-surface transition duration-150 ease-out focus-within:ring-2 focus-within:ring-accent hover:-translate-y-0.5 hover:ring-2 hover:ring-accent">
      <div className="relative aspect-video bg-surface-2">
        {poster && !posterFailed ? (
          <img
            src={poster}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            onError={() => setPosterFailed(true)}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-surface-2 to-bg text-muted">
            <Icon node={Trophy} className="size-8" aria-hidden="true" />
            <span className="text-sm font-semibold" translate="no">
              {sportName}
            </span>
          </div>
        )}
        <MatchBadge badge={badge} className="absolute top-3 start-3" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="line-clamp-2 text-base font-semibold" title={match.title} translate="no" dir="auto">
          {/* The link covers the card, so the card is one target and one tab stop. */}
          <Link
            to={`/sports/player/${encodeURIComponent(matchRouteId(match))}`}
            className="outline-none after:absolute after:inset-0"
          >
            {match.title}
          </Link>
        </h2>
        {teams.length > 0 && (
          <ul className="space-y-1.5 text-sm" aria-label={t`Teams`}>
            {teams.map((team, i) => (
              <li key={i} className="flex items-center gap-2">
                <TeamBadge name={team.name} badge={team.badge} />
                <span className="truncate" title={team.name} translate="no" dir="auto">
                  {team.name}
                </span>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 pt-1 text-sm text-muted">
          <span className="flex items-center gap-1.5">
            <Icon node={Clock} className="size-4 shrink-0" aria-hidden="true" />
            {matchStartText(match.date, now, i18n)}
          </span>
          <span className="flex shrink-0 items-center gap-1.5">
            <Icon node={Radio} className="size-4" aria-hidden="true" />
            {t`${plural(sources, { one: '# source', other: '# sources' })}`}
          </span>
        </div>
      </div>
    </article>
  );
}
