import { useLingui } from '@lingui/react/macro';
import type { ConfigSource } from '@marquee/core';
import { Check, MonitorPlay } from 'lucide';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/icon';

interface SourceGridProps {
  sources: readonly ConfigSource[];
  /** The source playing; null when none is (every source failed). */
  activeKey: string | null;
  onChoose(key: string): void;
}

/** 'Video Sources' (docs/behaviour.md#player): the active source marked 'Active', the others 'Click to switch'. */
export function SourceGrid({ sources, activeKey, onChoose }: SourceGridProps) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="video-sources" className="@container space-y-3">
      <h2 id="video-sources" className="text-lg font-semibold">
        {t`Video Sources`}
      </h2>
      <ul className="grid grid-cols-1 gap-3 @sm:grid-cols-2 @2xl:grid-cols-3 @4xl:grid-cols-4">
        {sources.map((source) => {
          const active = source.key === activeKey;
          return (
            <li key={source.key}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => !active && onChoose(source.key)}
                className={cn(
                  'flex h-full w-full items-center gap-3 rounded-lg border p-3 text-start transition-colors duration-150 ease-out',
                  active ? 'border-accent bg-accent/10' : 'border-line bg-surface hover:bg-surface-2',
                )}
              >
                <span
                  className={cn(
                    'flex size-9 shrink-0 items-center justify-center rounded-full',
                    active ? 'bg-accent text-accent-fg' : 'bg-surface-2 text-muted',
                  )}
                >
                  {active ? (
                    <Icon node={Check} className="size-4" aria-hidden="true" />
                  ) : (
                    <Icon node={MonitorPlay} className="size-4" aria-hidden="true" />
                  )}
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-semibold" title={source.name}>
                    {source.name}
                  </span>
                  <span className={cn('block text-xs', active ? 'text-fg' : 'text-muted')}>
                    {active ? t`Active` : t`Click to switch`}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
