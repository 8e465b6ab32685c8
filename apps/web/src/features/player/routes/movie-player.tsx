import { parseRouteId } from '@marquee/core';
import { useParams } from '@/lib/router';
import { PlayerScreen } from '../components/player-screen';
import { LeaveOnLoadError } from '../hooks/use-leave-on-load-error';

/** /player/movie/{id}: an id that names no film cannot be loaded ('Error loading content', then home). */
export default function MoviePlayerRoute() {
  const parsed = parseRouteId('movie', useParams().id);
  if (!parsed.ok) return <LeaveOnLoadError />;
  return <PlayerScreen key={parsed.id} target={{ type: 'movie', id: parsed.id }} />;
}
