import { PARTY_IDLE_END_MS } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import {
  apply,
  endsAt,
  hasEnded,
  join,
  leave,
  MEMBER_GONE_MS,
  newParty,
  partyState,
  withoutGoneMembers,
} from '../party-record.ts';

const media = { type: 'movie', id: 550, source: 'tmdb' } as const;
const start = 1_000_000;
/** A socket's joining: member `id`, with key and connection named after it. */
const as = (id: string, resume?: string) => ({ id, key: `key-${id}`, connection: `socket-${id}`, resume, maxRank: null });

describe('a party’s life', () => {
  it.each<[string, number, boolean]>([
    ['a new party nobody joined, just made', start, false],
    ['a new party nobody joined, 10 minutes on', start + PARTY_IDLE_END_MS, true],
  ])('%s: ended %s', (_case, now, ended) => {
    expect(hasEnded(newParty('abcdefghij', media, 'local', start), now)).toBe(ended);
  });

  it('lives while it has members, and ends 10 minutes after the last one left', () => {
    let party = join(newParty('abcdefghij', media, 'local', start), as('a'), 'Sam', start);
    expect(hasEnded(party, start + 2 * PARTY_IDLE_END_MS)).toBe(false);
    party = leave(party, 'socket-a', start + 1_000);
    expect(hasEnded(party, start + 1_000 + PARTY_IDLE_END_MS - 1)).toBe(false);
    expect(hasEnded(party, start + 1_000 + PARTY_IDLE_END_MS)).toBe(true);
  });

  it.each<[string, () => ReturnType<typeof newParty>]>([
    ['a new party', () => newParty('abcdefghij', media, 'local', start)],
    [
      'a party with members',
      () => join(join(newParty('abcdefghij', media, 'local', start), as('a'), 'Sam', start), as('b'), undefined, start + 5_000),
    ],
    [
      'a party its last member left',
      () => leave(join(newParty('abcdefghij', media, 'local', start), as('a'), 'Sam', start), 'socket-a', start + 7_000),
    ],
  ])('says when %s ends if nothing more happens (what the stores keep it for)', (_case, make) => {
    const party = make();
    const end = endsAt(party);
    const endedAt = (now: number) => hasEnded(withoutGoneMembers(party, now), now);
    expect([endedAt(end - 1), endedAt(end)]).toEqual([false, true]);
  });

  it('lets go of a member not heard from (their node died), and counts the party empty from then', () => {
    let party = join(newParty('abcdefghij', media, 'local', start), as('a'), 'Sam', start);
    party = join(party, as('b'), undefined, start + 5_000);
    expect(withoutGoneMembers(party, start + MEMBER_GONE_MS + 1).members.map((m) => m.name)).toEqual(['Guest 1']);
    const empty = withoutGoneMembers(party, start + 5_000 + MEMBER_GONE_MS);
    expect(empty.members).toEqual([]);
    expect(empty.emptySince).toBe(start + 5_000);
  });

  it('gives up waiting for a member stuck for more than 10 s at the next message, and plays on together', () => {
    let party = join(join(newParty('abcdefghij', media, 'local', start), as('a'), 'Sam', start), as('b'), 'Kim', start);
    party = apply(party, 'a', { type: 'play', position: 0 }, start).record;
    party = apply(party, 'b', { type: 'buffering', buffering: true }, start + 2_000).record;
    expect(partyState(party, start + 2_000)).toMatchObject({ waitingFor: ['Kim'], playback: { playing: false } });
    const later = start + 2_000 + 10_000;
    party = apply(party, 'a', { type: 'ping', sentAt: 0 }, later).record;
    expect(partyState(party, later).waitingFor).toEqual([]);
    expect(party.playback.playing).toBe(true);
    expect(party.playback.at).toBeGreaterThan(later);
  });

  it('gives a member who names their key their place again, on the new socket; the old socket leaving changes nothing', () => {
    let party = join(join(newParty('abcdefghij', media, 'local', start), as('a'), undefined, start), as('b'), 'Kim', start);
    party = apply(party, 'a', { type: 'buffering', buffering: true }, start + 1_000).record;
    // Guest 1 comes back on another socket, under a name now.
    party = join(party, { ...as('c', 'key-a'), connection: 'socket-a2' }, 'Sam', start + 20_000);
    expect(party.members.map(({ id, name, connection }) => [id, name, connection])).toEqual([
      ['a', 'Sam', 'socket-a2'],
      ['b', 'Kim', 'socket-b'],
    ]);
    expect(partyState(party, start + 20_000).waitingFor).toEqual([]);
    // Seen again: kept when the old socket's last message is long past (Kim, not heard from, is let go).
    expect(withoutGoneMembers(party, start + MEMBER_GONE_MS + 10_000).members.map((m) => m.id)).toEqual(['a']);
    expect(leave(party, 'socket-a', start + 21_000)).toBe(party);
    expect(leave(party, 'socket-a2', start + 21_000).members.map((m) => m.id)).toEqual(['b']);
    // A key nobody has joins as somebody new.
    const stranger = join(party, as('d', 'key-nobody'), undefined, start + 22_000);
    expect(stranger.members.map((m) => m.name)).toEqual(['Sam', 'Kim', 'Guest 2']);
  });
});
