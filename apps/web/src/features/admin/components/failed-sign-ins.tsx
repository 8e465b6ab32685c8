import { useLingui } from '@lingui/react/macro';
import { useActivity } from '../api/admin-api';
import { deviceText, FAILURE_REASONS } from '../lib/activity-text';
import { formatLastSeen } from '../lib/dates';
import { AdminSection } from './admin-section';

/** The latest failed sign-ins, the newest first: the email tried, from where, and why it failed. */
export function FailedSignIns() {
  const { t, i18n } = useLingui();
  return (
    <AdminSection
      id="failed-sign-ins-heading"
      title={t`Failed sign-ins`}
      query={useActivity()}
      failure={t`Failed to load the failed sign-ins`}
      empty={(data) => (data.failedSignIns.length === 0 ? t`No failed sign-ins.` : null)}
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
                {!failure.known && <span className="font-normal text-muted"> {t`(no such account)`}</span>}
              </span>
              <span>
                {i18n._(FAILURE_REASONS[failure.reason])}
                <span className="block text-muted">
                  {failure.address} · {deviceText(failure, i18n)}
                </span>
              </span>
              <time dateTime={failure.at} className="text-muted">
                {formatLastSeen(failure.at, i18n)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
