import { useLingui } from '@lingui/react/macro';
import type { DiskSpace, ServerHealth } from '@marquee/core';
import { TriangleAlert } from 'lucide';
import { Icon } from '@/components/icon';
import { useServerHealth } from '../api/admin-api';
import { DISK_NAMES, formatBytes } from '../lib/activity-text';
import { AdminSection } from './admin-section';

/** Product names, the same in every language. */
const DATABASE_NAMES: Record<ServerHealth['database']['kind'], string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** What the node that answered depends on: its database, Redis, FFmpeg, and the disks it writes to. */
export function ServerHealthPanel() {
  const { t } = useLingui();
  return (
    <AdminSection
      id="health-heading"
      title={t`Server health`}
      query={useServerHealth()}
      failure={t`Failed to load the server's health`}
    >
      {(health) => <HealthFacts health={health} />}
    </AdminSection>
  );
}

function HealthFacts({ health }: { health: ServerHealth }) {
  const { t } = useLingui();
  const database = DATABASE_NAMES[health.database.kind];
  const facts: [string, string][] = [
    [t`Database`, health.database.ok ? t`${database}: working` : t`${database}: not answering`],
    ['Redis', health.redis === null ? t`Not used (one node)` : health.redis.ok ? t`Working` : t`Not answering`],
    ['FFmpeg', health.ffmpeg.ok ? (health.ffmpeg.version ?? t`Found`) : t`Not found: files play only as they are`],
  ];
  return (
    <div className="space-y-4 rounded-lg border border-line bg-surface p-4">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-muted">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="text-sm font-semibold">{t`Disk space`}</h3>
      <ul className="space-y-2 text-sm">
        {health.disks.map((disk) => (
          <DiskRow key={disk.folder} disk={disk} minFree={health.diskMinFreeBytes} />
        ))}
      </ul>
    </div>
  );
}

function DiskRow({ disk, minFree }: { disk: DiskSpace; minFree: number }) {
  const { t, i18n } = useLingui();
  let space: string;
  if (disk.freeBytes === null || disk.totalBytes === null) space = t`Could not be read`;
  else {
    const free = formatBytes(disk.freeBytes, i18n);
    const total = formatBytes(disk.totalBytes, i18n);
    space = t`${free} free of ${total}`;
  }
  const minimum = formatBytes(minFree, i18n);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
      <span className="min-w-0 break-all">
        <span className="font-semibold">{i18n._(DISK_NAMES[disk.folder])}</span> <span className="text-muted">{disk.path}</span>
      </span>
      <span className="flex items-center gap-2">
        {disk.low && <Icon node={TriangleAlert} className="size-4 text-danger-fg" aria-hidden="true" />}
        {space}
        {disk.low && <span className="font-semibold text-danger-fg">{t`Low: under ${minimum} free`}</span>}
      </span>
    </li>
  );
}
