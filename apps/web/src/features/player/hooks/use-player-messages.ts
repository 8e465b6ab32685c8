import { useEffect, useEffectEvent, type RefObject } from 'react';
import { readPlayerMessage, type MediaData, type PlayerEvent } from '../lib/player-messages';

interface PlayerMessageHandlers {
  onEvent(event: PlayerEvent): void;
  onMediaData(data: MediaData): void;
}

/**
 * PLAYER_EVENT and MEDIA_DATA messages from the trusted origins (the configured sources', docs/behaviour.md#playback-sources); anything
 * else — other origins, the opaque 'null' of a sandbox without allow-same-origin, other message shapes — is ignored.
 * An error counts only when the frame playing now sends it, so a page being replaced cannot fail its successor.
 */
export function usePlayerMessages(
  trustedOrigins: readonly string[],
  frame: RefObject<HTMLIFrameElement | null>,
  handlers: PlayerMessageHandlers,
): void {
  const onMessage = useEffectEvent((message: MessageEvent) => {
    if (!trustedOrigins.includes(message.origin)) return;
    const read = readPlayerMessage(message.data);
    if (!read) return;
    if (read.type === 'MEDIA_DATA') handlers.onMediaData(read.data);
    else if (read.data.event !== 'error' || message.source === frame.current?.contentWindow) handlers.onEvent(read.data);
  });

  useEffect(() => {
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
}
