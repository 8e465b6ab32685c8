import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import type { StreamReport } from '../hooks/use-stream-messages';

/** The states stream players report (MEDIA_DATA's `state`), named. */
const STATES: Partial<Record<string, MessageDescriptor>> = { playing: msg`Playing`, paused: msg`Paused`, idle: msg`Ready` };

/** What the stream last reported through a trusted MEDIA_DATA message; nothing until it reports. */
export function StreamStatus({ report, className }: { report: StreamReport | null; className?: string }) {
  const { t, i18n } = useLingui();
  const known = report?.state && Object.hasOwn(STATES, report.state) ? STATES[report.state] : undefined;
  const state = known && i18n._(known);
  return (
    <p role="status" className={cn('flex items-center gap-2 text-sm text-muted', className)}>
      {report && (
        <>
          <span className="size-2 rounded-full bg-accent" aria-hidden="true" />
          {state ? t`Stream connected · ${state}` : t`Stream connected`}
        </>
      )}
    </p>
  );
}
