import { useLingui } from '@lingui/react/macro';
import type { ActivityViewer } from '@marquee/core';
import { ProgressBar } from '@/components/progress-bar';
import { useActivity } from '../api/admin-api';
import { deviceText, methodText, percentOf, positionText, titleText } from '../lib/activity-text';
import { AdminSection } from './admin-section';

/** Every player that reported in the last 90 s, the latest to start first. */
export function WatchingNow() {
  const { t } = useLingui();
  return (
    <AdminSection
      id="watching-heading"
      title={t`Watching now`}
      query={useActivity()}
      failure={t`Failed to load the activity`}
      empty={(data) => (data.watching.length === 0 ? t`Nobody is watching right now.` : null)}
    >
      {(data) => (
        <ul className="space-y-3">
          {data.watching.map((viewer) => (
            <ViewerRow key={viewer.id} viewer={viewer} />
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

function ViewerRow({ viewer }: { viewer: ActivityViewer }) {
  const { t, i18n } = useLingui();
  const position = positionText(viewer.position, viewer.duration, i18n);
  const profile = viewer.profile;
  const account = viewer.account.name;
  const facts: [string, string][] = [
    [t`Who`, t`${profile} (${account})`],
    [t`How`, methodText(viewer, i18n)],
    [t`Device`, deviceText(viewer, i18n)],
    [t`Node`, viewer.node],
  ];
  const titleId = `viewer-${viewer.id}`;
  return (
    <li aria-labelledby={titleId} className="space-y-3 rounded-lg border border-line bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="font-semibold break-words">
          {titleText(viewer, i18n)}
        </h3>
        <span className="rounded-full bg-surface-2 px-3 py-0.5 text-xs">{viewer.paused ? t`Paused` : t`Playing`}</span>
      </div>
      <div className="flex items-center gap-3">
        <ProgressBar percent={percentOf(viewer.position, viewer.duration)} className="max-w-64 flex-1" />
        <span className="text-sm text-muted tabular-nums">{position}</span>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {facts.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-muted">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
