import { useActivity } from '../api/admin-api';
import { deviceText } from '../lib/activity-text';
import { formatLastSeen } from '../lib/dates';
import { AdminSection } from './admin-section';

/** The latest sign-ins the server keeps (signed-out ones are gone), the newest first. */
export function RecentSignIns() {
  return (
    <AdminSection
      id="sign-ins-heading"
      title="Recent sign-ins"
      query={useActivity()}
      what="the sign-ins"
      empty={(data) => (data.signIns.length === 0 ? 'Nobody is signed in.' : null)}
    >
      {(data) => (
        <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
          {data.signIns.map((signIn) => (
            <li
              key={`${signIn.account.id} ${signIn.createdAt}`}
              className="grid gap-x-6 gap-y-1 px-4 py-3 text-sm sm:grid-cols-3"
            >
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
      )}
    </AdminSection>
  );
}
