import { WebSocket } from 'ws';
import { partyServerMessageSchema, type PartyServerMessage } from '@marquee/core';

/** A watch party member of a test: a real WebSocket, what it received, and a way to wait for a message. */
export interface Member {
  socket: WebSocket;
  received: PartyServerMessage[];
  /** The next message of a type from now on (or already received since the last call of `next` for it). */
  next<T extends PartyServerMessage['type']>(
    type: T,
    where?: (m: Extract<PartyServerMessage, { type: T }>) => boolean,
  ): Promise<Extract<PartyServerMessage, { type: T }>>;
  send(message: unknown): void;
  closed: Promise<number>;
  /** The state the server answered the hello with (with the member's key). */
  joined: Extract<PartyServerMessage, { type: 'state' }>;
}

/**
 * A member on `code`'s socket, joined with a hello that names them, their key from before and their account's token, as
 * given; `headers` go with the upgrade request (its Accept-Language).
 */
export async function connect(
  origin: string,
  code: string,
  name?: string,
  resume?: string,
  token?: string,
  headers?: Record<string, string>,
): Promise<Member> {
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/parties/${code}/socket`, { headers });
  const received: PartyServerMessage[] = [];
  const waiters: Array<() => void> = [];
  const read = new Map<string, number>();
  socket.on('message', (data) => {
    received.push(partyServerMessageSchema.parse(JSON.parse((data as Buffer).toString())));
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const member: Omit<Member, 'joined'> = {
    socket,
    received,
    closed,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    async next(type, where = () => true) {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const from = read.get(type) ?? 0;
        const index = received.findIndex((m, i) => i >= from && m.type === type && where(m as never));
        if (index >= 0) {
          read.set(type, index + 1);
          return received[index] as never;
        }
        if (Date.now() > deadline) throw new Error(`no ${type} message; received ${JSON.stringify(received)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
  };
  member.send({
    type: 'hello',
    ...(name === undefined ? {} : { name }),
    ...(resume === undefined ? {} : { resume }),
    ...(token === undefined ? {} : { token }),
  });
  return { ...member, joined: await member.next('state') };
}
