import { FailedSignIns } from './failed-sign-ins';
import { RecentSignIns } from './recent-sign-ins';
import { ServerHealthPanel } from './server-health-panel';
import { WatchingNow } from './watching-now';

/**
 * The Activity tab (docs/operations.md#activity): who watches what now on every node, the latest sign-ins and failed
 * sign-ins, and the server's health. Each part asks the server again every 10 s while the tab is open.
 */
export function ActivitySection() {
  return (
    <div className="space-y-10">
      <WatchingNow />
      <RecentSignIns />
      <FailedSignIns />
      <ServerHealthPanel />
    </div>
  );
}
