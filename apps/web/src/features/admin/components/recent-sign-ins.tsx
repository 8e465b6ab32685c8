import { Skeleton } from '@/components/skeleton';
import { useActivity } from '../api/admin-api';
import { deviceText } from '../lib/activity-text';
import { formatLastSeen } from '../lib/dates';
import { AdminLoadError } from './admin-load-error';

/** The latest sign-ins the server keeps (signed-out ones are gone), the newest first. */
export function RecentSignIns() {
  const activity = useActivity();
  let body;
  if (activity.isPending) body = <Skeleton className="h-24 w-full" />;
  else if (activity.isError)
    body = <AdminLoadError error={activity.error} what="the sign-ins" onRetry={() => void activity.refetch()} />;
  else if (activity.data.signIns.length === 0) body = <p className="text-sm text-muted">Nobody is signed in.</p>;
  else
    body = (
      <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
        {activity.data.signIns.map((signIn) => (
          <li key={`${signIn.account.id} ${signIn.createdAt}`} className="grid gap-x-6 gap-y-1 px-4 py-3 text-sm sm:grid-cols-3">
            <span className="min-w-0 font-semibold break-words">
              {signIn.profile} ({signIn.account.name})
            </span>
            <span>{deviceText(signIn)}</span>
            <span className="text-muted">
              Signed in <time dateTime={signIn.createdAt}>{formatLastSeen(signIn.createdAt)}</time>, last seen{' '}
              {formatLastSeen(signIn.lastSeenAt).toLowerCase()}
            </span>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="sign-ins-heading">
      <h2 id="sign-ins-heading" className="mb-4 text-lg font-semibold">
        Recent sign-ins
      </h2>
      {body}
    </section>
  );
}
