import { WhoIsWatching } from '../components/who-is-watching';

/** /profiles: Who's watching?, full screen, after signing in to an account with several profiles. */
export default function WhoIsWatchingRoute() {
  return <WhoIsWatching />;
}
