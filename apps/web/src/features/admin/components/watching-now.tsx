import type { ActivityViewer } from '@marquee/core';
import { ProgressBar } from '@/components/progress-bar';
import { useActivity } from '../api/admin-api';
import { deviceText, methodText, percentOf, positionText, titleText } from '../lib/activity-text';
import { AdminSection } from './admin-section';

/** Every player that reported in the last 90 s, the latest to start first. */
export function WatchingNow() {
  return (
    <AdminSection
      id="watching-heading"
      title="Watching now"
      query={useActivity()}
      what="the activity"
      empty={(data) => (data.watching.length === 0 ? 'Nobody is watching right now.' : null)}
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
  const position = positionText(viewer.position, viewer.duration);
  const facts: [string, string][] = [
    ['Who', `${viewer.profile} (${viewer.account.name})`],
    ['How', methodText(viewer)],
    ['Device', deviceText(viewer)],
    ['Node', viewer.node],
  ];
  const titleId = `viewer-${viewer.id}`;
  return (
    <li aria-labelledby={titleId} className="space-y-3 rounded-lg border border-line bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="font-semibold break-words">
          {titleText(viewer)}
        </h3>
        <span className="rounded-full bg-surface-2 px-3 py-0.5 text-xs">{viewer.paused ? 'Paused' : 'Playing'}</span>
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
