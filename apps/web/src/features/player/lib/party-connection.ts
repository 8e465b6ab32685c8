import {
  estimateClock,
  type ClockSample,
  type PartyClientMessage,
  type PartyServerMessage,
  type PartyState,
} from '@marquee/core';

/** A ping this often keeps the clock estimate fresh and tells the server the member is still there. */
export const PING_EVERY_MS = 2_000;
/** Pings sent quickly after connecting, so the first shared play already has a good clock estimate. */
const FIRST_PINGS = 4;
const FIRST_PING_GAP_MS = 150;
/** Reconnecting waits this long at first, doubling up to RECONNECT_MAX_MS. */
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 5_000;
/** Close codes after which the party is not reconnected to: it has ended, it is full, or it plays a title above the profile's limit. */
const FINAL_CLOSE_CODES = new Set([4404, 4409, 4403]);

export type PartyConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'ended' | 'closed';

export interface PartyConnectionEvents {
  state(party: PartyState, you: string): void;
  /** Who did what, or a chat line. */
  tell(message: Extract<PartyServerMessage, { type: 'event' | 'chat' }>): void;
  error(error: string): void;
  status(status: PartyConnectionStatus): void;
}

/** The browser's WebSocket, or a stand-in in tests. */
type SocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
};

/**
 * A member's connection to a watch party: a WebSocket that says hello (again after every reconnect), pings to
 * estimate the server's clock (core's estimateClock), and hands on the party's state and what members did.
 * Messages from the server are checked only by their type here; the server is the app's own.
 */
export class PartyConnection {
  private socket: SocketLike | undefined;
  private samples: ClockSample[] = [];
  private timers: Array<ReturnType<typeof setTimeout>> = [];
  private pinger: ReturnType<typeof setInterval> | undefined;
  private attempts = 0;
  private stopped = false;
  /** Whether the server has answered this socket's hello: the member is in the party again, not only connected. */
  private answered = false;
  /** What the party called this member, and the key it gave them, for saying hello again after a reconnect. */
  private ownName: string | undefined;
  private resumeKey: string | undefined;

  constructor(
    private readonly url: string,
    /** Who says hello: a name (else the party gives one), and a signed-in member's token (the browser's socket carries no Authorization header). */
    private readonly hello: { name?: string; token?: string },
    private readonly on: PartyConnectionEvents,
    private readonly open: (url: string) => SocketLike = (url) => new WebSocket(url),
    private readonly now: () => number = () => performance.timeOrigin + performance.now(),
  ) {
    this.connect();
  }

  /** The server's clock now, as estimated (the local clock until the first pong). */
  serverNow(): number {
    return this.now() + (estimateClock(this.samples)?.offset ?? 0);
  }

  /** The latest round trip estimate, in ms. */
  roundTrip(): number {
    return estimateClock(this.samples)?.roundTrip ?? 0;
  }

  /** Sends a message if the socket is open; false when it is not (the caller may tell the member). */
  send(message: PartyClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== 1) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  close(): void {
    this.stopped = true;
    this.clearTimers();
    this.socket?.close(1000, 'Left the party');
    this.on.status('closed');
  }

  private connect(): void {
    this.on.status(this.attempts === 0 ? 'connecting' : 'reconnecting');
    this.answered = false;
    const socket = this.open(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      // After a reconnect: the same place again (when the party still keeps it), else under the same name.
      const name = this.ownName ?? this.hello.name;
      const { token } = this.hello;
      this.send({
        type: 'hello',
        ...(name === undefined ? {} : { name }),
        ...(this.resumeKey ? { resume: this.resumeKey } : {}),
        ...(token ? { token } : {}),
      });
      for (let i = 0; i < FIRST_PINGS; i++) this.timers.push(setTimeout(() => this.ping(), i * FIRST_PING_GAP_MS));
      this.pinger = setInterval(() => this.ping(), PING_EVERY_MS);
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => {
      this.clearTimers();
      if (this.stopped) return;
      if (FINAL_CLOSE_CODES.has(event.code)) {
        this.stopped = true;
        this.on.status(event.code === 4404 ? 'ended' : 'closed');
        return;
      }
      const wait = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** this.attempts++);
      this.timers.push(setTimeout(() => this.connect(), wait));
      this.on.status('reconnecting');
    };
  }

  private ping(): void {
    this.send({ type: 'ping', sentAt: this.now(), roundTrip: Math.round(this.roundTrip()) });
  }

  private receive(data: unknown): void {
    let message: PartyServerMessage;
    try {
      message = JSON.parse(String(data)) as PartyServerMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case 'pong':
        this.samples = [
          ...this.samples.slice(-15),
          { sentAt: message.sentAt, serverTime: message.serverTime, receivedAt: this.now() },
        ];
        return;
      case 'state':
        if (message.resume) this.resumeKey = message.resume;
        this.ownName = message.party.members.find((m) => m.id === message.you)?.name ?? this.ownName;
        this.on.state(message.party, message.you);
        // Open once the hello is answered, not when the socket opens: until then the server has not put this
        // member back in the party, and what others do in between would not reach them.
        if (!this.answered) {
          this.answered = true;
          this.on.status('open');
        }
        return;
      case 'event':
      case 'chat':
        return this.on.tell(message);
      case 'error':
        return this.on.error(message.error);
      case 'ended':
        this.stopped = true;
        return this.on.status('ended');
    }
  }

  private clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    clearInterval(this.pinger);
  }
}
