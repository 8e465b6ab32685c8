import { Trans, useLingui } from '@lingui/react/macro';
import { useActivity } from '../api/admin-api';
import { deviceText } from '../lib/activity-text';
import { formatAgo, formatLastSeen } from '../lib/dates';
import { AdminSection } from './admin-section';

/** The latest sign-ins the server keeps (signed-out ones are gone), the newest first. */
export function RecentSignIns() {
  const { t, i18n } = useLingui();
  return (
    <AdminSection
      id="sign-ins-heading"
      title={t`Recent sign-ins`}
      query={useActivity()}
      failure={t`Failed to load the sign-ins`}
      empty={(data) => (data.signIns.length === 0 ? t`Nobody is signed in.` : null)}
    >
      {(data) => (
        <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
          {data.signIns.map((signIn) => {
            const profile = signIn.profile;
            const account = signIn.account.name;
            const signedIn = formatLastSeen(signIn.createdAt, i18n);
            // Inside the sentence: 'last seen never', 'last seen 3 minutes ago'.
            const lastSeen = signIn.lastSeenAt === null ? t`never` : formatAgo(signIn.lastSeenAt, i18n, { inSentence: true });
            return (
              <li
                key={`${signIn.account.id} ${signIn.createdAt}`}
                className="grid gap-x-6 gap-y-1 px-4 py-3 text-sm sm:grid-cols-3"
              >
                <span className="min-w-0 font-semibold break-words">{t`${profile} (${account})`}</span>
                <span>{deviceText(signIn, i18n)}</span>
                <span className="text-muted">
                  <Trans>
                    Signed in <time dateTime={signIn.createdAt}>{signedIn}</time>, last seen {lastSeen}
                  </Trans>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </AdminSection>
  );
}
