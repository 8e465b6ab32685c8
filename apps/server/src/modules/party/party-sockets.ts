import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  PARTY_MESSAGES_PER_SECOND,
  partyClientMessageSchema,
  type LanguageCode,
  type PartyClientMessage,
  type PartyMedia,
  type PartyServerMessage,
} from '@marquee/core';
import { HttpError } from '../../http/errors.ts';
import type { TextValues } from '../../http/texts.ts';
import type { MessageBus } from '../../lib/message-bus.ts';
import { apply, join, leave, PartyRefusal, partyState, type MediaRating } from './party-record.ts';
import { createPartyRooms, send, type PartyRooms } from './party-rooms.ts';
import type { PartyStore } from './party-store.ts';
import { closeIn, setSocketLanguage, socketText } from './party-words.ts';

/** A member's pings refresh their 'last seen' in the store at most this often: the store is not written every few seconds per member. */
const SEEN_REFRESH_MS = 10_000;
/** A socket that has not said hello by then is closed. */
const HELLO_WAIT_MS = 10_000;
/** A hello that failed closes its socket with this ('internal error'): a close the client reconnects after. */
export const JOIN_FAILED_CODE = 1011;

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
  const rooms = createPartyRooms(bus);
  return {
    /**
     * Serves one member's socket for the party `code`, from their hello until the socket closes. `upgradeLimit` is
     * the limit of the profile whose token came with the upgrade request (null for none); a token in the hello adds its own.
     * What the member is told is in `language`, the upgrade request's.
     */
    serve(socket: WebSocket, code: string, upgradeLimit: number | null, language: LanguageCode): void {
      setSocketLanguage(socket, language);
      const member = new MemberSession(socket, code, upgradeLimit, { store, rooms, limits, log });
      socket.on('message', (data) => member.receive(data));
      socket.on('close', () => member.leave());
    },
    /** Closes every member socket of this node (shutdown): their clients reconnect to another node. */
    close: () => rooms.closeAll(),
    counts: () => rooms.counts(),
  };
}

export type PartySockets = ReturnType<typeof createPartySockets>;

interface MemberNeeds {
  store: PartyStore;
  rooms: PartyRooms;
  limits: PartyLimits;
  log: FastifyBaseLogger;
}

/** One member's socket: its hello, its messages one at a time in order, and its leaving. */
class MemberSession {
  // A new member's id and key; a member taking their place again keeps theirs.
  private memberId: string = randomUUID();
  private readonly key = randomUUID();
  private readonly connection = randomUUID();
  private joined = false;
  private closed = false;
  private lastWrite = 0;
  private windowStart = Date.now();
  private inWindow = 0;
  // One message at a time, in order: each is a read-change-write of the party.
  private queue: Promise<void> = Promise.resolve();
  private readonly helloTimer: NodeJS.Timeout;

  constructor(
    private readonly socket: WebSocket,
    private readonly code: string,
    private readonly upgradeLimit: number | null,
    private readonly needs: MemberNeeds,
  ) {
    this.helloTimer = setTimeout(() => closeIn(socket, 4408, /*i18n*/ 'Say hello first'), HELLO_WAIT_MS);
  }

  /** Tells the member why: `error` is English (a catalogue text, or a schema's), sent in their language. */
  private refuse(error: string, values?: TextValues): void {
    send(this.socket, { type: 'error', error: socketText(this.socket, error, values) });
  }

  /** A message from the socket: counted, read, and queued behind the ones before it. */
  receive(data: unknown): void {
    const now = Date.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.inWindow = 0;
    }
    if (++this.inWindow > PARTY_MESSAGES_PER_SECOND) return this.refuse(/*i18n*/ 'Too many messages; slow down');
    let parsed;
    try {
      parsed = partyClientMessageSchema.safeParse(JSON.parse(textOf(data)));
    } catch {
      return this.refuse(/*i18n*/ 'Messages are JSON');
    }
    if (!parsed.success) return this.refuse(parsed.error.issues[0]?.message ?? /*i18n*/ 'Not a party message');
    const message = parsed.data;
    this.queue = this.queue.then(() => this.handle(message)).catch((error: unknown) => this.failed(error));
  }

  private failed(error: unknown): void {
    const { socket, needs } = this;
    if (error instanceof PartyRefusal) {
      this.refuse(error.message);
      if (error.closeCode !== undefined) closeIn(socket, error.closeCode, error.message);
      return;
    }
    if (!this.joined) {
      // The hello could not be taken (the store or the bus failed it): the member's client joins again on a
      // new socket, rather than waiting here unjoined while its pings are refused.
      needs.log.warn({ err: error }, 'a watch party member could not join');
      return closeIn(socket, JOIN_FAILED_CODE, /*i18n*/ 'Could not join the party; joining again');
    }
    needs.log.warn({ err: error }, 'a watch party message could not be applied');
    // The store's own refusals (busy) say why, in the member's language; anything else is the generic retry.
    if (error instanceof HttpError) return this.refuse(error.text, error.values);
    this.refuse(/*i18n*/ 'The party could not take that; try again');
  }

  private async handle(message: PartyClientMessage): Promise<void> {
    // The socket closed before its turn came: nothing to join, nothing to change.
    if (this.closed) return;
    if (!this.joined) {
      if (message.type !== 'hello') return this.refuse(/*i18n*/ 'Say hello first');
      return this.hello(message);
    }
    return this.change(message);
  }

  private async hello(message: Extract<PartyClientMessage, { type: 'hello' }>): Promise<void> {
    const { socket, code, needs, connection } = this;
    const now = Date.now();
    // Listen before joining: a change another node makes right after the join must reach this member.
    const room = needs.rooms.hold(code);
    try {
      const maxRank = message.token
        ? stricter(this.upgradeLimit, await needs.limits.limitOfToken(message.token))
        : this.upgradeLimit;
      await room.subscription.ready;
      const joining = { id: this.memberId, key: this.key, connection, resume: message.resume, maxRank };
      const record = await needs.store.update(code, now, (party) => join(party, joining, message.name, now));
      if (!record) {
        send(socket, { type: 'ended' });
        return closeIn(socket, 4404, /*i18n*/ 'This party has ended');
      }
      const me = record.members.find((m) => m.connection === connection)!;
      const resumed = me.id !== this.memberId;
      this.joined = true;
      this.memberId = me.id;
      this.lastWrite = now;
      clearTimeout(this.helloTimer);
      // A socket of this node the member has left behind (a connection that died quietly) is closed for good.
      const before = room.sockets.get(me.id);
      room.sockets.set(me.id, socket);
      if (before && before !== socket) closeIn(before, 4410, /*i18n*/ 'Joined again on another connection');
      send(socket, { type: 'state', you: me.id, resume: me.key, party: partyState(record, now) });
      await needs.rooms.publish(record, resumed ? undefined : { type: 'event', event: 'joined', by: me.name });
    } finally {
      needs.rooms.release(code);
    }
  }

  private async change(message: PartyClientMessage): Promise<void> {
    const { socket, needs } = this;
    const now = Date.now();
    if (message.type === 'ping') {
      send(socket, { type: 'pong', sentAt: message.sentAt, serverTime: now });
      if (now - this.lastWrite < SEEN_REFRESH_MS) return;
    }
    this.lastWrite = now;
    let tell: PartyServerMessage | undefined;
    // Read before the change, which may run again: the party's members are held to the new title's rating.
    const rating = message.type === 'media' ? await needs.limits.ratingOf(message.media) : null;
    const record = await needs.store.update(this.code, now, (party) => {
      const transition = apply(party, this.memberId, message, now, rating);
      tell = transition.tell;
      return transition.record;
    });
    if (!record) {
      send(socket, { type: 'ended' });
      return closeIn(socket, 4404, /*i18n*/ 'This party has ended');
    }
    if (message.type !== 'ping') await needs.rooms.publish(record, tell);
  }

  /** The socket closed. */
  leave(): void {
    clearTimeout(this.helloTimer);
    this.closed = true;
    // After the messages before it: a socket that closes while its hello is still joining leaves once the
    // join is done, so neither its place in the room (the party's subscription) nor its member stays behind.
    this.queue = this.queue
      .then(async () => {
        if (!this.joined) return;
        const { code, connection, needs } = this;
        needs.rooms.drop(code, this.memberId, this.socket);
        const now = Date.now();
        // Under the name the party knows now (the member may have renamed).
        let leaving: string | undefined;
        const record = await needs.store.update(code, now, (party) => {
          leaving = party.members.find((m) => m.connection === connection)?.name;
          return leave(party, connection, now);
        });
        if (record && leaving !== undefined) await needs.rooms.publish(record, { type: 'event', event: 'left', by: leaving });
      })
      .catch(() => {});
  }
}
