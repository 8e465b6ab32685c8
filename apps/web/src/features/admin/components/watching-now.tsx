import type { ActivityViewer } from '@marquee/core';
import { ProgressBar } from '@/components/progress-bar';
import { Skeleton } from '@/components/skeleton';
import { useActivity } from '../api/admin-api';
import { deviceText, methodText, percentOf, positionText, titleText } from '../lib/activity-text';
import { AdminLoadError } from './admin-load-error';

/** Every player that reported in the last 90 s, the latest to start first. */
export function WatchingNow() {
  const activity = useActivity();
  let body;
  if (activity.isPending) body = <Skeleton className="h-24 w-full" />;
  else if (activity.isError)
    body = <AdminLoadError error={activity.error} what="the activity" onRetry={() => void activity.refetch()} />;
  else if (activity.data.watching.length === 0) body = <p className="text-sm text-muted">Nobody is watching right now.</p>;
  else
    body = (
      <ul className="space-y-3">
        {activity.data.watching.map((viewer) => (
          <ViewerRow key={viewer.id} viewer={viewer} />
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="watching-heading">
      <h2 id="watching-heading" className="mb-4 text-lg font-semibold">
        Watching now
      </h2>
      {body}
    </section>
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
