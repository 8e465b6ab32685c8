import type { PartyServerMessage } from '@marquee/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PartyConnection, PING_EVERY_MS, type PartyConnectionEvents } from '../lib/party-connection';

/** A socket the test plays the server of. */
class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  accept() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  say(message: PartyServerMessage) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

const events = () => ({ state: vi.fn(), tell: vi.fn(), error: vi.fn(), status: vi.fn() }) satisfies PartyConnectionEvents;

describe('PartyConnection', () => {
  let clock = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.made = [];
    clock = 1_000;
  });
  afterEach(() => vi.useRealTimers());

  const connect = (on = events(), name?: string, token?: string) =>
    new PartyConnection(
      'ws://x/api/parties/abcdefghij/socket',
      { name, token },
      on,
      (url) => new FakeSocket(url),
      () => clock,
    );

  it('says hello with the name, pings, and estimates the server clock from the quickest pong', () => {
    const on = events();
    const connection = connect(on, 'Sam');
    const socket = FakeSocket.made[0]!;
    socket.accept();
    expect(socket.sent[0]).toEqual({ type: 'hello', name: 'Sam' });
    vi.advanceTimersByTime(0);
    const ping = socket.sent[1] as { type: string; sentAt: number };
    expect(ping.type).toBe('ping');
    // The server's clock is 5 s ahead; this pong took 40 ms there and back.
    clock = ping.sentAt + 40;
    socket.say({ type: 'pong', sentAt: ping.sentAt, serverTime: ping.sentAt + 20 + 5_000 });
    expect(connection.roundTrip()).toBe(40);
    expect(connection.serverNow()).toBe(clock + 5_000);
    vi.advanceTimersByTime(PING_EVERY_MS);
    expect((socket.sent.at(-1) as { roundTrip: number }).roundTrip).toBe(40);
  });

  it('is open once the server answers the hello with the state, not when the socket opens, also after a reconnect', () => {
    const on = events();
    connect(on);
    const state = { type: 'state', you: 'm1', party: { members: [{ id: 'm1', name: 'Guest 1' }] } } as never;
    FakeSocket.made[0]!.accept();
    expect(on.status).toHaveBeenLastCalledWith('connecting');
    FakeSocket.made[0]!.say(state);
    expect(on.status).toHaveBeenLastCalledWith('open');
    FakeSocket.made[0]!.drop();
    vi.advanceTimersByTime(500);
    FakeSocket.made[1]!.accept();
    expect(on.status).toHaveBeenLastCalledWith('reconnecting');
    FakeSocket.made[1]!.say(state);
    FakeSocket.made[1]!.say(state);
    expect(on.status).toHaveBeenLastCalledWith('open');
    expect(on.status.mock.calls.filter(([status]) => status === 'open')).toHaveLength(2);
  });

  it('hands on the state, what members did, and errors', () => {
    const on = events();
    connect(on);
    const socket = FakeSocket.made[0]!;
    socket.accept();
    expect(socket.sent[0]).toEqual({ type: 'hello' });
    const party = {
      code: 'abcdefghij',
      media: { type: 'movie', id: 550, source: 'tmdb' },
      playbackSource: 'local',
      playback: { playing: false, position: 0, at: 0 },
      members: [{ id: 'm1', name: 'Guest 1' }],
      waitingFor: [],
    } as const;
    socket.say({ type: 'state', you: 'm1', party: structuredClone(party) as never });
    expect(on.state).toHaveBeenCalledWith(party, 'm1');
    socket.say({ type: 'event', event: 'pause', by: 'Sam' });
    expect(on.tell).toHaveBeenCalledWith({ type: 'event', event: 'pause', by: 'Sam' });
    socket.say({ type: 'error', error: 'Too many messages; slow down' });
    expect(on.error).toHaveBeenCalledWith('Too many messages; slow down');
    socket.onmessage?.(new MessageEvent('message', { data: 'not json' }));
  });

  it('reconnects after a dropped connection, waiting longer each time, and says hello again for the same place', () => {
    const on = events();
    const connection = connect(on);
    FakeSocket.made[0]!.accept();
    // The party called this visitor Guest 3, and gave them a key to come back with.
    FakeSocket.made[0]!.say({
      type: 'state',
      you: 'm3',
      resume: 'secret',
      party: {
        code: 'abcdefghij',
        media: { type: 'movie', id: 550, source: 'tmdb' },
        playbackSource: 'local',
        playback: { playing: false, position: 0, at: 0 },
        members: [{ id: 'm3', name: 'Guest 3' }],
        waitingFor: [],
      },
    });
    FakeSocket.made[0]!.drop();
    expect(on.status).toHaveBeenLastCalledWith('reconnecting');
    expect(connection.send({ type: 'play', position: 1 })).toBe(false);
    vi.advanceTimersByTime(499);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1]!.drop();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    FakeSocket.made[2]!.accept();
    expect(FakeSocket.made[2]!.sent[0]).toEqual({ type: 'hello', name: 'Guest 3', resume: 'secret' });
    expect(connection.send({ type: 'play', position: 1 })).toBe(true);
  });

  it("says hello with a signed-in member's token, so the party holds them to their profile's limit", () => {
    connect(events(), 'Sam', 'a-token');
    FakeSocket.made[0]!.accept();
    expect(FakeSocket.made[0]!.sent[0]).toEqual({ type: 'hello', name: 'Sam', token: 'a-token' });
  });

  it('does not reconnect to a party that has ended, is full or plays a title above the profile limit, nor after leaving', () => {
    for (const code of [4404, 4409, 4403]) {
      FakeSocket.made = [];
      const on = events();
      connect(on);
      FakeSocket.made[0]!.accept();
      FakeSocket.made[0]!.drop(code);
      vi.advanceTimersByTime(10_000);
      expect(FakeSocket.made).toHaveLength(1);
      expect(on.status).toHaveBeenLastCalledWith(code === 4404 ? 'ended' : 'closed');
    }
    FakeSocket.made = [];
    const connection = connect();
    FakeSocket.made[0]!.accept();
    connection.close();
    expect(FakeSocket.made[0]!.closedWith).toBe(1000);
    FakeSocket.made[0]!.drop(1000);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.made).toHaveLength(1);
  });
});
