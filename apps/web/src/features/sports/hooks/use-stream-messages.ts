import { acceptsStreamMessage } from '@marquee/core';
import { useEffect, useState } from 'react';

/** What an accepted MEDIA_DATA message says; stream players put their own fields in `data`. */
export interface StreamReport {
  state?: string;
  currentTime?: number;
  duration?: number;
}

/**
 * The latest MEDIA_DATA report of the embedded stream, forgotten when another stream (`streamUrl`) is
 * chosen. docs/behaviour.md#sports-player: a message counts only when it comes from one of the stream origins and has the type
 * MEDIA_DATA; every other message is ignored.
 */
export function useStreamMessages(trustedOrigins: readonly string[], streamUrl: string | undefined): StreamReport | null {
  // Origins never hold spaces: the joined list is a stable dependency for an array rebuilt on each render.
  const key = trustedOrigins.join(' ');
  const stream = `${streamUrl ?? ''} ${key}`;
  const [report, setReport] = useState<StreamReport | null>(null);
  // Another stream starts with no report: reset while rendering, as React advises, rather than in the effect.
  const [reportedStream, setReportedStream] = useState(stream);
  if (reportedStream !== stream) {
    setReportedStream(stream);
    setReport(null);
  }
  useEffect(() => {
    const trusted = key === '' ? [] : key.split(' ');
    const onMessage = (event: MessageEvent) => {
      if (!acceptsStreamMessage(event.origin, event.data, trusted)) return;
      const data: unknown = (event.data as { data?: unknown }).data;
      setReport(typeof data === 'object' && data !== null ? data : {});
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [key, stream]);
  return report;
}
