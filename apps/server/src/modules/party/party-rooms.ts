import type { WebSocket } from 'ws';
import { partyServerMessageSchema, type PartyServerMessage } from '@marquee/core';
import type { MessageBus, Subscription } from '../../lib/message-bus.ts';
import { partyState, type PartyRecord } from './party-record.ts';
import { closeIn } from './party-words.ts';

/** What travels on the bus for a party: every node hands it to its own members of that party. */
type Broadcast = { kind: 'state'; record: PartyRecord } | { kind: 'tell'; message: PartyServerMessage };

/** This node's sockets of one party, by member id. `holds`: members on their way in, who have no socket yet. */
export interface PartyRoom {
  sockets: Map<string, WebSocket>;
  subscription: Subscription;
  holds: number;
}

const channelOf = (code: string) => `party:${code}`;

/** Sends a message to a socket that is still open. */
export function send(socket: WebSocket, message: PartyServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/**
 * This node's rooms, one per party with members here: each listens on its party's bus channel while it holds a
 * socket or a member on the way in, and hands what arrives to its sockets, each member's state with their own id.
 */
export function createPartyRooms(bus: MessageBus) {
  const rooms = new Map<string, PartyRoom>();

  /** The room of `code`, held open until `release`: subscribed to the party's channel from now on. */
  function hold(code: string): PartyRoom {
    let room = rooms.get(code);
    if (!room) {
      const sockets = new Map<string, WebSocket>();
      const subscription = bus.subscribe(channelOf(code), (raw) => {
        // From any node: checked like anything that arrives.
        const broadcast = raw as Broadcast;
        if (broadcast?.kind === 'state' && broadcast.record?.code === code) {
          const party = partyState(broadcast.record, Date.now());
          for (const [id, socket] of sockets) send(socket, { type: 'state', you: id, party });
        } else if (broadcast?.kind === 'tell') {
          const parsed = partyServerMessageSchema.safeParse(broadcast.message);
          if (parsed.success) for (const socket of sockets.values()) send(socket, parsed.data);
        }
      });
      room = { sockets, subscription, holds: 0 };
      rooms.set(code, room);
    }
    room.holds++;
    return room;
  }

  function closeIfEmpty(code: string) {
    const room = rooms.get(code);
    if (room && room.sockets.size === 0 && room.holds === 0) {
      room.subscription.stop();
      rooms.delete(code);
    }
  }

  function release(code: string) {
    const room = rooms.get(code);
    if (room) room.holds--;
    closeIfEmpty(code);
  }

  /** Takes `socket` out of the room, unless its member has moved on to another socket of this node. */
  function drop(code: string, memberId: string, socket: WebSocket) {
    const room = rooms.get(code);
    if (room?.sockets.get(memberId) === socket) room.sockets.delete(memberId);
    closeIfEmpty(code);
  }

  /** Sends the party's new state, and what happened if anything is to be told, to its members on every node. */
  async function publish(record: PartyRecord, tell?: PartyServerMessage) {
    const channel = channelOf(record.code);
    await bus.publish(channel, { kind: 'state', record } satisfies Broadcast);
    if (tell) await bus.publish(channel, { kind: 'tell', message: tell } satisfies Broadcast);
  }

  /** Closes every member socket of this node (shutdown): their clients reconnect to another node. */
  function closeAll() {
    for (const room of rooms.values())
      for (const socket of room.sockets.values()) closeIn(socket, 1012, /*i18n*/ 'Server restarting');
  }

  /** The parties with members on this node, and their members' sockets here (metrics). */
  function counts() {
    let members = 0;
    for (const room of rooms.values()) members += room.sockets.size;
    return { parties: rooms.size, members };
  }

  return { hold, release, drop, publish, closeAll, counts };
}

export type PartyRooms = ReturnType<typeof createPartyRooms>;
