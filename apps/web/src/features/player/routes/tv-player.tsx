import { parseEpisodeParams, parseRouteId, playerPath } from '@marquee/core';
import { Navigate, useParams } from '@/lib/router';
import { PlayerScreen } from '../components/player-screen';
import { LeaveOnLoadError } from '../hooks/use-leave-on-load-error';

/**
 * /player/tv/{id}/{season}/{episode}: a season or episode that is not a number (or is missing) is replaced by season 1
 * episode 1 (docs/behaviour.md#player). Keyed by show only: moving between episodes keeps the player and its source.
 */
export default function TvPlayerRoute() {
  const params = useParams();
  const parsed = parseRouteId('tv', params.id);
  if (!parsed.ok) return <LeaveOnLoadError />;
  const episode = parseEpisodeParams(params.season, params.episode);
  if (!episode) return <Navigate to={playerPath('tv', parsed.id, 1, 1)} replace />;
  return <PlayerScreen key={parsed.id} target={{ type: 'tv', id: parsed.id, ...episode }} />;
}
