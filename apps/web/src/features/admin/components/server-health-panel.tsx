import type { DiskSpace, ServerHealth } from '@marquee/core';
import { TriangleAlert } from 'lucide';
import { Icon } from '@/components/icon';
import { useServerHealth } from '../api/admin-api';
import { DISK_NAMES, formatBytes } from '../lib/activity-text';
import { AdminSection } from './admin-section';

const DATABASE_NAMES: Record<ServerHealth['database']['kind'], string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** What the node that answered depends on: its database, Redis, FFmpeg, and the disks it writes to. */
export function ServerHealthPanel() {
  return (
    <AdminSection id="health-heading" title="Server health" query={useServerHealth()} what="the server's health">
      {(health) => <HealthFacts health={health} />}
    </AdminSection>
  );
}

function HealthFacts({ health }: { health: ServerHealth }) {
  const facts: [string, string][] = [
    ['Database', `${DATABASE_NAMES[health.database.kind]}: ${health.database.ok ? 'working' : 'not answering'}`],
    ['Redis', health.redis === null ? 'Not used (one node)' : health.redis.ok ? 'Working' : 'Not answering'],
    ['FFmpeg', health.ffmpeg.ok ? (health.ffmpeg.version ?? 'Found') : 'Not found: files play only as they are'],
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
      <h3 className="text-sm font-semibold">Disk space</h3>
      <ul className="space-y-2 text-sm">
        {health.disks.map((disk) => (
          <DiskRow key={disk.folder} disk={disk} minFree={health.diskMinFreeBytes} />
        ))}
      </ul>
    </div>
  );
}

function DiskRow({ disk, minFree }: { disk: DiskSpace; minFree: number }) {
  const space =
    disk.freeBytes === null || disk.totalBytes === null
      ? 'Could not be read'
      : `${formatBytes(disk.freeBytes)} free of ${formatBytes(disk.totalBytes)}`;
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
      <span className="min-w-0 break-all">
        <span className="font-semibold">{DISK_NAMES[disk.folder]}</span> <span className="text-muted">{disk.path}</span>
      </span>
      <span className="flex items-center gap-2">
        {disk.low && <Icon node={TriangleAlert} className="size-4 text-danger-fg" aria-hidden="true" />}
        {space}
        {disk.low && <span className="font-semibold text-danger-fg">Low: under {formatBytes(minFree)} free</span>}
      </span>
    </li>
  );
}
