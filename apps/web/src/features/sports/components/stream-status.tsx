import { cn } from '@/lib/cn';
import type { StreamReport } from '../hooks/use-stream-messages';

const STATES: Record<string, string> = { playing: 'Playing', paused: 'Paused', idle: 'Ready' };

/** What the stream last reported through a trusted MEDIA_DATA message; nothing until it reports. */
export function StreamStatus({ report, className }: { report: StreamReport | null; className?: string }) {
  return (
    <p role="status" className={cn('flex items-center gap-2 text-sm text-muted', className)}>
      {report && (
        <>
          <span className="size-2 rounded-full bg-accent" aria-hidden="true" />
          Stream connected{report.state && STATES[report.state] ? ` · ${STATES[report.state]}` : ''}
        </>
      )}
    </p>
  );
}
