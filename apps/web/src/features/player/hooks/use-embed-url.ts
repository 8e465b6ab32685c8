import { EMBED_URL_ATTEMPTS, EMBED_URL_RETRY_MS, type ConfigSource, type PlaybackTarget } from '@marquee/core';
import { useEffect, useEffectEvent, useState } from 'react';
import { buildEmbedUrl } from '../lib/embed-url';

/**
 * The source's embed URL for the film or episode (`targetKey` names it). When none can be produced it tries again,
 * 3 attempts 1 s apart (docs/behaviour.md#automatic-fallback), then calls `onGiveUp` for the automatic switch ('Source Error').
 */
export function useEmbedUrl(
  source: ConfigSource | null,
  target: PlaybackTarget,
  targetKey: string,
  onGiveUp: () => void,
): string | null {
  const [result, setResult] = useState<{ for: string; url: string } | null>(null);
  const giveUp = useEffectEvent(onGiveUp);
  const build = useEffectEvent(() => (source ? buildEmbedUrl(source, target, window.location.origin) : null));
  const requestKey = source ? `${source.key}|${targetKey}` : null;

  useEffect(() => {
    if (!requestKey) return;
    let attempts = 0;
    let timer: number | undefined;
    const attempt = () => {
      attempts += 1;
      const url = build();
      if (url) setResult({ for: requestKey, url });
      else if (attempts < EMBED_URL_ATTEMPTS) timer = window.setTimeout(attempt, EMBED_URL_RETRY_MS);
      else giveUp();
    };
    attempt();
    return () => window.clearTimeout(timer);
  }, [requestKey]);

  return result?.for === requestKey ? result.url : null;
}
