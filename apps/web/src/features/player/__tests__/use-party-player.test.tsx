import type { PartyClientMessage, PartyMedia, PartyState } from '@marquee/core';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PartySession } from '../hooks/use-party';
import { usePartyPlayer } from '../hooks/use-party-player';
import type { PartyConnection } from '../lib/party-connection';

const episode = (n: number): PartyMedia => ({ type: 'tv', id: 42, source: 'catalogue', season: 1, episode: n });
const partyAt = (media: PartyMedia, playbackSource: string): PartyState => ({
  code: 'abcdefghij',
  media,
  playbackSource,
  playback: { playing: false, position: 0, at: 0 },
  members: [{ id: 'm1', name: 'Sam' }],
  waitingFor: [],
});

interface Props {
  party: PartyState;
  media: PartyMedia;
  sourceKey: string;
}

/** The hook with a party and a connection that records what it was asked to send. */
function setup(initial: Props) {
  const send = vi.fn((message: PartyClientMessage) => message !== undefined);
  const connection = { send, serverNow: () => 0, roundTrip: () => 0 } as unknown as PartyConnection;
  const onMoved = vi.fn();
  const frame = { current: null };
  const hook = renderHook(
    ({ party, media, sourceKey }: Props) =>
      usePartyPlayer({
        session: { party, connection, code: party.code } as unknown as PartySession,
        frame,
        frameOrigin: null,
        canSync: true,
        media,
        sourceKey,
        onMoved,
      }),
    { initialProps: initial },
  );
  const mediaSent = () => send.mock.calls.map(([message]) => message).filter((m) => m.type === 'media');
  return { hook, onMoved, mediaSent };
}

describe('usePartyPlayer: moving with the party', () => {
  it('goes where the party went, and tells nothing back while on the way', () => {
    const { hook, onMoved, mediaSent } = setup({ party: partyAt(episode(1), 'local'), media: episode(1), sourceKey: 'local' });
    hook.rerender({ party: partyAt(episode(2), 'trailer'), media: episode(1), sourceKey: 'local' });
    expect(onMoved).toHaveBeenCalledExactlyOnceWith(episode(2), 'trailer');
    // Another state arrives before the player got there: still nothing to tell.
    hook.rerender({ party: partyAt(episode(2), 'trailer'), media: episode(1), sourceKey: 'local' });
    hook.rerender({ party: partyAt(episode(2), 'trailer'), media: episode(2), sourceKey: 'trailer' });
    expect(mediaSent()).toEqual([]);
  });

  it('moves the party when the member goes to another episode or picks a source, not on a fallback', () => {
    const { hook, onMoved, mediaSent } = setup({ party: partyAt(episode(1), 'local'), media: episode(1), sourceKey: 'local' });
    const party = partyAt(episode(1), 'local');
    hook.rerender({ party, media: episode(2), sourceKey: 'local' });
    expect(mediaSent()).toEqual([{ type: 'media', media: episode(2), playbackSource: 'local' }]);

    // The player fell back to another source on its own (the chosen one failed here).
    hook.rerender({ party, media: episode(1), sourceKey: 'local' });
    hook.rerender({ party, media: episode(1), sourceKey: 'trailer' });
    expect(mediaSent()).toHaveLength(1);
    // Off the party's source: the member is offered a way back to it.
    expect(hook.result.current.partySourceElsewhere).toBe('local');

    // The member picked one.
    hook.rerender({ party, media: episode(1), sourceKey: 'local' });
    hook.result.current.choseSource();
    hook.rerender({ party, media: episode(1), sourceKey: 'house' });
    expect(mediaSent().at(-1)).toEqual({ type: 'media', media: episode(1), playbackSource: 'house' });
    expect(onMoved).not.toHaveBeenCalled();
  });
});
