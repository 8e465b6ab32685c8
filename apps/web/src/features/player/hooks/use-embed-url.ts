import { EMBED_URL_ATTEMPTS, EMBED_URL_RETRY_MS, type ConfigSource, type PlaybackTarget } from '@marquee/core';
import { useEffect, useEffectEvent, useState } from 'react';
import { isAuthFailure } from '@/lib/api-client';
import { fetchIssuedEmbedUrl } from '@/lib/issued-embed-url';
import { buildEmbedUrl } from '../lib/embed-url';

/**
 * The source's embed URL for the film or episode (`targetKey` names it). This server's own player pages answer only at
 * the signed URL the server issues within the profile's limit (docs/behaviour.md#ratings), so theirs is asked for;
 * another host's is its template filled in. When none can be produced it tries again, 3 attempts 1 s apart
 * (docs/behaviour.md#automatic-fallback), then calls `onGiveUp` for the automatic switch ('Source Error'). A visitor
 * refused the server's own library (401: it is for signed-in accounts) is not tried again: `onSignInNeeded`.
 */
export function useEmbedUrl(
  source: ConfigSource | null,
  target: PlaybackTarget,
  targetKey: string,
  onGiveUp: () => void,
  onSignInNeeded: () => void = () => {},
): string | null {
  const [result, setResult] = useState<{ for: string; url: string } | null>(null);
  const giveUp = useEffectEvent(onGiveUp);
  const signInNeeded = useEffectEvent(onSignInNeeded);
  const build = useEffectEvent(async (): Promise<string | null> => {
    if (!source) return null;
    const origin = window.location.origin;
    const url = buildEmbedUrl(source, target, origin);
    if (url === null || new URL(url).origin !== origin) return url;
    return fetchIssuedEmbedUrl(source.key, target, origin);
  });
  const requestKey = source ? `${source.key}|${targetKey}` : null;

  useEffect(() => {
    if (!requestKey) return;
    let attempts = 0;
    let timer: number | undefined;
    let gone = false;
    const attempt = async () => {
      attempts += 1;
      let refused = false;
      const url = await build().catch((error: unknown) => {
        refused = isAuthFailure(error);
        return null;
      });
      if (gone) return;
      if (refused) signInNeeded();
      else if (url) setResult({ for: requestKey, url });
      else if (attempts < EMBED_URL_ATTEMPTS) timer = window.setTimeout(() => void attempt(), EMBED_URL_RETRY_MS);
      else giveUp();
    };
    void attempt();
    return () => {
      gone = true;
      window.clearTimeout(timer);
    };
  }, [requestKey]);

  return result?.for === requestKey ? result.url : null;
}
