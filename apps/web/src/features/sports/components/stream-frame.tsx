import { useLingui } from '@lingui/react/macro';
import type { Stream } from '@marquee/core';
import { useState } from 'react';
import { Spinner } from '@/components/spinner';
import { cn } from '@/lib/cn';

interface StreamFrameProps {
  stream: Stream;
  /** Resolved against this app: the demo's streams are paths on this server. */
  src: string;
  title: string;
}

/** 'Loading video player...', over the frame while it loads and in its place while the streams load. */
export function PlayerLoading({ className }: { className?: string }) {
  const { t } = useLingui();
  const loading = t`Loading video player...`;
  return (
    <div className={cn('flex flex-col items-center justify-center gap-3 text-muted', className)}>
      <Spinner label={loading} />
      <p aria-hidden="true">{loading}</p>
    </div>
  );
}

/**
 * The embedded stream, sandboxed: scripts may run and keep their own origin (players need both, and the
 * origin is what their messages are checked against: an opaque one is never trusted), but the frame cannot
 * open pop-ups, navigate this page or submit forms — what stream hosts' ads try to do. For the demo's own
 * page, on this origin, the sandbox is no barrier (Chrome warns so); it is this server's page.
 * 'Loading video player...' shows until the frame has loaded.
 */
export function StreamFrame({ stream, src, title }: StreamFrameProps) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const { t } = useLingui();
  const number = stream.streamNo;
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-lg border border-line bg-black">
      {loadedSrc !== src && <PlayerLoading className="absolute inset-0" />}
      <iframe
        key={src}
        src={src}
        title={t`${title} – stream ${number}`}
        sandbox="allow-scripts allow-same-origin allow-presentation"
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        referrerPolicy="no-referrer"
        onLoad={() => setLoadedSrc(src)}
        className="relative size-full border-0"
      />
    </div>
  );
}
