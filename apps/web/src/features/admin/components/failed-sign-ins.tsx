import { Skeleton } from '@/components/skeleton';
import { useActivity } from '../api/admin-api';
import { deviceText, FAILURE_REASONS } from '../lib/activity-text';
import { formatLastSeen } from '../lib/dates';
import { AdminLoadError } from './admin-load-error';

/** The latest failed sign-ins, the newest first: the email tried, from where, and why it failed. */
export function FailedSignIns() {
  const activity = useActivity();
  let body;
  if (activity.isPending) body = <Skeleton className="h-24 w-full" />;
  else if (activity.isError)
    body = <AdminLoadError error={activity.error} what="the failed sign-ins" onRetry={() => void activity.refetch()} />;
  else if (activity.data.failedSignIns.length === 0) body = <p className="text-sm text-muted">No failed sign-ins.</p>;
  else
    body = (
      <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
        {activity.data.failedSignIns.map((failure) => (
          <li
            key={`${failure.at} ${failure.email} ${failure.address}`}
            className="grid gap-x-6 gap-y-1 px-4 py-3 text-sm sm:grid-cols-3"
          >
            <span className="min-w-0 font-semibold break-words">
              {failure.email}
              {!failure.known && <span className="font-normal text-muted"> (no such account)</span>}
            </span>
            <span>
              {FAILURE_REASONS[failure.reason]}
              <span className="block text-muted">
                {failure.address} · {deviceText(failure)}
              </span>
            </span>
            <time dateTime={failure.at} className="text-muted">
              {formatLastSeen(failure.at)}
            </time>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="failed-sign-ins-heading">
      <h2 id="failed-sign-ins-heading" className="mb-4 text-lg font-semibold">
        Failed sign-ins
      </h2>
      {body}
    </section>
  );
}
