import { useParams } from '@/lib/router';
import { SportsPlayerScreen } from '../components/sports-player-screen';

/** /sports/player/{matchId}: a new match starts afresh on its first stream. */
export default function SportsPlayerRoute() {
  const { matchId = '' } = useParams();
  return <SportsPlayerScreen key={matchId} matchId={matchId} />;
}
