import type { PartyMedia, PartyState } from '@marquee/core';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { PartyConnection } from '../lib/party-connection';

/** One film or episode from one source as text, to tell where the player and the party are. */
export const mediaKey = (media: PartyState['media'], source: string) =>
  `${media.type}:${media.id}:${media.type === 'tv' ? `${media.season}:${media.episode}` : ''}|${source}`;

interface PartyMovesOptions {
  party: PartyState | null;
  connection: PartyConnection | null;
  media: PartyMedia;
  sourceKey: string | null;
  onMoved(media: PartyState['media'], sourceKey: string): void;
}

/**
 * Moving with the party, or moving the party: whichever of the two changed. While the player is on its way
 * to where the party went, the member has not moved anywhere, so nothing is told back. Returns `choseSource`,
 * for a source the member picked themselves (not a fallback), which the party then moves to.
 */
export function usePartyMoves({ party, connection, media, sourceKey, onMoved }: PartyMovesOptions) {
  const ours = sourceKey ? mediaKey(media, sourceKey) : null;
  const partyKey = party ? mediaKey(party.media, party.playbackSource) : null;
  const followedKey = useRef<string | null>(null);
  const ourKey = useRef<string | null>(null);
  const memberChoseSource = useRef(false);
  const onMovedEvent = useEffectEvent(onMoved);
  const tellMoved = useEffectEvent((playbackSource: string) => {
    connection?.send({ type: 'media', media, playbackSource });
  });
  const partyMedia = party?.media;
  const partySource = party?.playbackSource;
  useEffect(() => {
    const weMoved = ours !== ourKey.current;
    ourKey.current = ours;
    if (!partyKey || !partyMedia || !partySource) {
      followedKey.current = null;
      return;
    }
    if (partyKey !== followedKey.current) {
      followedKey.current = partyKey;
      if (ours !== partyKey) onMovedEvent(partyMedia, partySource);
    } else if (weMoved && ours !== null && ours !== partyKey && sourceKey) {
      // The member went to another episode, or chose another source: everyone goes there. A source the player
      // fell back to on its own (the chosen one failed here) is this member's business only.
      const sameEpisode = mediaKey(media, '') === mediaKey(partyMedia, '');
      if (!sameEpisode || memberChoseSource.current) tellMoved(sourceKey);
    }
    memberChoseSource.current = false;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `media` is new each render; `ours` is its key
  }, [partyKey, ours, partyMedia, partySource, sourceKey]);

  return {
    choseSource() {
      memberChoseSource.current = true;
    },
  };
}
