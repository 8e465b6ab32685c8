import type { PartyClientMessage, PartyMedia, PartyState } from '@marquee/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartySession } from '../hooks/use-party';
import { usePartyPlayer } from '../hooks/use-party-player';
import type { PartyConnection } from '../lib/party-connection';
import type { PlayerEvent } from '../lib/player-messages';

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

const film: PartyMedia = { type: 'movie', id: 7, source: 'catalogue' };
const frameEvent = (event: string, position: number): PlayerEvent => ({
  event,
  position,
  duration: 60,
  tmdbId: 7,
  mediaType: 'movie',
  season: null,
  episode: null,
  message: null,
});

/** The hook on a film's player frame whose commands are recorded, with the server's clock at `clock.now`. */
function setupFollowing(initial: { party: PartyState | null; code: string | null }) {
  const send = vi.fn((message: PartyClientMessage) => message !== undefined);
  const clock = { now: 0 };
  const connection = { send, serverNow: () => clock.now, roundTrip: () => 0 } as unknown as PartyConnection;
  const postMessage = vi.fn();
  const frame = { current: { contentWindow: { postMessage } } as unknown as HTMLIFrameElement };
  const hook = renderHook(
    ({ party, code }: { party: PartyState | null; code: string | null }) =>
      usePartyPlayer({
        session: { party, connection: code ? connection : null, code } as unknown as PartySession,
        frame,
        frameOrigin: 'http://frame.test',
        canSync: true,
        media: film,
        sourceKey: 'local',
        onMoved: vi.fn(),
      }),
    { initialProps: initial },
  );
  const commands = () => postMessage.mock.calls.map(([message]) => message as { command: string; time?: number });
  const sent = () => send.mock.calls.map(([message]) => message);
  return { hook, clock, commands, sent };
}

describe('usePartyPlayer: following the party', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    // Some time into the page's life, as any event is.
    vi.advanceTimersByTime(5_000);
  });
  afterEach(() => vi.useRealTimers());

  it('gives the party the starter’s moment, where the player was before the party had a code', () => {
    const { hook, sent } = setupFollowing({ party: null, code: null });
    // The player resumed at 0:18 and was paused there, before anyone started a party.
    act(() => hook.result.current.onFrameEvent(frameEvent('pause', 18)));
    hook.result.current.announce();
    hook.rerender({ party: null, code: 'abcdefghij' });
    hook.rerender({ party: { ...partyAt(film, 'local'), code: 'abcdefghij' }, code: 'abcdefghij' });
    expect(sent()).toEqual([{ type: 'pause', position: 18 }]);
  });

  it('keeps the starter’s player where it is while the party answers, whoever joins meanwhile', () => {
    const { hook, commands } = setupFollowing({ party: null, code: 'abcdefghij' });
    act(() => hook.result.current.onFrameEvent(frameEvent('pause', 18)));
    hook.result.current.announce();
    const first = partyAt(film, 'local');
    hook.rerender({ party: first, code: first.code });
    // A guest joins before the party has taken the starter's moment: the same playback, at 0:00.
    hook.rerender({ party: { ...first, members: [...first.members, { id: 'm2', name: 'Kim' }] }, code: first.code });
    act(() => void vi.advanceTimersByTime(1_000));
    expect(commands()).toEqual([]);
  });

  it('takes a loading player for neither playing nor paused until it says which: its play then is not the member’s', () => {
    const paused: PartyState = { ...partyAt(film, 'local'), playback: { playing: false, position: 18, at: 0 } };
    const { hook, commands, sent } = setupFollowing({ party: paused, code: paused.code });
    // A guest's player loads its file, which it would play: it says it waits, and then, asked, that it plays.
    act(() => hook.result.current.onFrameEvent(frameEvent('waiting', 0)));
    act(() => void vi.advanceTimersByTime(400));
    act(() => hook.result.current.onFrameEvent(frameEvent('play', 18)));
    act(() => void vi.advanceTimersByTime(400));
    expect(sent().filter((message) => message.type === 'play')).toEqual([]);
    // The group is paused: so is the player, there.
    expect(commands()).toContainEqual(expect.objectContaining({ command: 'pause', time: 18 }));
  });

  it('tells the party of a seek as it starts, and does not send the player back while the party answers', () => {
    const playing: PartyState = { ...partyAt(film, 'local'), playback: { playing: true, position: 5, at: 0 } };
    const { hook, clock, commands, sent } = setupFollowing({ party: playing, code: playing.code });
    clock.now = 10_000;
    act(() => hook.result.current.onFrameEvent(frameEvent('play', 15)));
    act(() => void vi.advanceTimersByTime(400));
    // The member seeks to 0:40: the player loads a new stream there, and says so before it plays.
    act(() => hook.result.current.onFrameEvent(frameEvent('seeking', 40)));
    expect(sent()).toEqual([{ type: 'seek', position: 40 }]);
    for (let i = 0; i < 5; i++) {
      clock.now += 200;
      act(() => hook.result.current.onFrameEvent(frameEvent('play', 40)));
      act(() => void vi.advanceTimersByTime(200));
    }
    expect(commands().filter((command) => command.time !== undefined && command.time < 39)).toEqual([]);

    // The party's answer: it plays from 0:40 in a moment; the player's landing there is no second seek.
    const answer: PartyState = { ...playing, playback: { playing: true, position: 40, at: clock.now + 300 } };
    hook.rerender({ party: answer, code: answer.code });
    clock.now += 3_000;
    act(() => hook.result.current.onFrameEvent(frameEvent('seeked', 40)));
    expect(sent()).toEqual([{ type: 'seek', position: 40 }]);
  });
});
