import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  PARTY_MESSAGES_PER_SECOND,
  partyClientMessageSchema,
  partyServerMessageSchema,
  type PartyClientMessage,
  type PartyMedia,
  type PartyServerMessage,
} from '@marquee/core';
import type { MessageBus, Subscription } from '../../lib/message-bus.ts';
import { apply, join, leave, PartyRefusal, partyState, type MediaRating, type PartyRecord } from './party-record.ts';
import type { PartyStore } from './party-store.ts';

/** A member's pings refresh their 'last seen' in the store at most this often: the store is not written every few seconds per member. */
const SEEN_REFRESH_MS = 10_000;
/** A socket that has not said hello by then is closed. */
const HELLO_WAIT_MS = 10_000;
/** A hello that failed closes its socket with this ('internal error'): a close the client reconnects after. */
export const JOIN_FAILED_CODE = 1011;

/** What travels on the bus for a party: every node hands it to its own members of that party. */
type Broadcast = { kind: 'state'; record: PartyRecord } | { kind: 'tell'; message: PartyServerMessage };

const channelOf = (code: string) => `party:${code}`;
const send = (socket: WebSocket, message: PartyServerMessage) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};
const textOf = (data: unknown): string =>
  Buffer.isBuffer(data)
    ? data.toString('utf8')
    : Array.isArray(data)
      ? Buffer.concat(data as Buffer[]).toString('utf8')
      : String(data);

/** What the sockets ask the rest of the server: a token's profile limit, and a title's rating. */
export interface PartyLimits {
  /** The limit (profileMaxRank) of the profile a bearer token acts for; null for none, or a token that is not live. */
  limitOfToken(token: string): Promise<number | null>;
  ratingOf(media: PartyMedia): Promise<MediaRating | null>;
}

/** The stricter of two limits (null is none). */
const stricter = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/**
 * This node's members' sockets, by party: a change made on any node reaches them through the bus, which
 * carries the party's new state (or who did what); each member gets the state with their own id.
 */
export function createPartySockets(store: PartyStore, bus: MessageBus, log: FastifyBaseLogger, limits: PartyLimits) {
  /** `holds`: members of this node on their way in, for whom the room must stay although it has no socket yet. */
  const rooms = new Map<string, { sockets: Map<string, WebSocket>; subscription: Subscription; holds: number }>();

  /** The room of `code`, held open until `release`: subscribed to the party's channel from now on. */
  function holdRoom(code: string) {
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
  function dropFromRoom(code: string, memberId: string, socket: WebSocket) {
    const room = rooms.get(code);
    if (room?.sockets.get(memberId) === socket) room.sockets.delete(memberId);
    closeIfEmpty(code);
  }

  async function publish(record: PartyRecord, tell?: PartyServerMessage) {
    const channel = channelOf(record.code);
    await bus.publish(channel, { kind: 'state', record } satisfies Broadcast);
    if (tell) await bus.publish(channel, { kind: 'tell', message: tell } satisfies Broadcast);
  }

  /**
   * Serves one member's socket for the party `code`, from their hello until the socket closes. `upgradeLimit` is
   * the limit of the profile whose token came with the upgrade request (null for none); a token in the hello adds its own.
   */
  function serve(socket: WebSocket, code: string, upgradeLimit: number | null): void {
    // A new member's id and key; a member taking their place again keeps theirs.
    let memberId: string = randomUUID();
    const key = randomUUID();
    const connection = randomUUID();
    let joined = false;
    let closed = false;
    let lastWrite = 0;
    let windowStart = Date.now();
    let inWindow = 0;
    // One message at a time, in order: each is a read-change-write of the party.
    let queue: Promise<void> = Promise.resolve();
    const helloTimer = setTimeout(() => socket.close(4408, 'Say hello first'), HELLO_WAIT_MS);

    const refuse = (error: string) => send(socket, { type: 'error', error });

    async function handle(message: PartyClientMessage) {
      const now = Date.now();
      // The socket closed before its turn came: nothing to join, nothing to change.
      if (closed) return;
      if (!joined) {
        if (message.type !== 'hello') return refuse('Say hello first');
        // Listen before joining: a change another node makes right after the join must reach this member.
        const room = holdRoom(code);
        try {
          const maxRank = message.token ? stricter(upgradeLimit, await limits.limitOfToken(message.token)) : upgradeLimit;
          await room.subscription.ready;
          const joining = { id: memberId, key, connection, resume: message.resume, maxRank };
          const record = await store.update(code, now, (party) => join(party, joining, message.name, now));
          if (!record) {
            send(socket, { type: 'ended' });
            return socket.close(4404, 'This party has ended');
          }
          const me = record.members.find((m) => m.connection === connection)!;
          const resumed = me.id !== memberId;
          joined = true;
          memberId = me.id;
          lastWrite = now;
          clearTimeout(helloTimer);
          // A socket of this node the member has left behind (a connection that died quietly) is closed for good.
          const before = room.sockets.get(memberId);
          room.sockets.set(memberId, socket);
          if (before && before !== socket) before.close(4410, 'Joined again on another connection');
          send(socket, { type: 'state', you: memberId, resume: me.key, party: partyState(record, now) });
          await publish(record, resumed ? undefined : { type: 'event', event: 'joined', by: me.name });
        } finally {
          release(code);
        }
        return;
      }
      if (message.type === 'ping') {
        send(socket, { type: 'pong', sentAt: message.sentAt, serverTime: now });
        if (now - lastWrite < SEEN_REFRESH_MS) return;
      }
      lastWrite = now;
      let tell: PartyServerMessage | undefined;
      // Read before the change, which may run again: the party's members are held to the new title's rating.
      const rating = message.type === 'media' ? await limits.ratingOf(message.media) : null;
      const record = await store.update(code, now, (party) => {
        const transition = apply(party, memberId, message, now, rating);
        tell = transition.tell;
        return transition.record;
      });
      if (!record) {
        send(socket, { type: 'ended' });
        return socket.close(4404, 'This party has ended');
      }
      if (message.type !== 'ping') await publish(record, tell);
    }

    socket.on('message', (data) => {
      const now = Date.now();
      if (now - windowStart >= 1000) {
        windowStart = now;
        inWindow = 0;
      }
      if (++inWindow > PARTY_MESSAGES_PER_SECOND) return refuse('Too many messages; slow down');
      let parsed;
      try {
        parsed = partyClientMessageSchema.safeParse(JSON.parse(textOf(data)));
      } catch {
        return refuse('Messages are JSON');
      }
      if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? 'Not a party message');
      const message = parsed.data;
      queue = queue
        .then(() => handle(message))
        .catch((error: unknown) => {
          if (error instanceof PartyRefusal) {
            refuse(error.message);
            if (error.closeCode !== undefined) socket.close(error.closeCode, error.message);
            return;
          }
          if (!joined) {
            // The hello could not be taken (the store or the bus failed it): the member's client joins again on a
            // new socket, rather than waiting here unjoined while its pings are refused.
            log.warn({ err: error }, 'a watch party member could not join');
            return socket.close(JOIN_FAILED_CODE, 'Could not join the party; joining again');
          }
          log.warn({ err: error }, 'a watch party message could not be applied');
          refuse(error instanceof Error && 'statusCode' in error ? error.message : 'The party could not take that; try again');
        });
    });

    socket.on('close', () => {
      clearTimeout(helloTimer);
      closed = true;
      // After the messages before it: a socket that closes while its hello is still joining leaves once the
      // join is done, so neither its place in the room (the party's subscription) nor its member stays behind.
      queue = queue
        .then(async () => {
          if (!joined) return;
          dropFromRoom(code, memberId, socket);
          const now = Date.now();
          // Under the name the party knows now (the member may have renamed).
          let leaving: string | undefined;
          const record = await store.update(code, now, (party) => {
            leaving = party.members.find((m) => m.connection === connection)?.name;
            return leave(party, connection, now);
          });
          if (record && leaving !== undefined) await publish(record, { type: 'event', event: 'left', by: leaving });
        })
        .catch(() => {});
    });
  }

  return {
    serve,
    /** Closes every member socket of this node (shutdown): their clients reconnect to another node. */
    close() {
      for (const room of rooms.values()) for (const socket of room.sockets.values()) socket.close(1012, 'Server restarting');
    },
  };
}
