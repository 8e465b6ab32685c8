import { useActivity } from '../api/admin-api';
import { deviceText, FAILURE_REASONS } from '../lib/activity-text';
import { formatLastSeen } from '../lib/dates';
import { AdminSection } from './admin-section';

/** The latest failed sign-ins, the newest first: the email tried, from where, and why it failed. */
export function FailedSignIns() {
  return (
    <AdminSection
      id="failed-sign-ins-heading"
      title="Failed sign-ins"
      query={useActivity()}
      what="the failed sign-ins"
      empty={(data) => (data.failedSignIns.length === 0 ? 'No failed sign-ins.' : null)}
    >
      {(data) => (
        <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
          {data.failedSignIns.map((failure) => (
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
      )}
    </AdminSection>
  );
}
