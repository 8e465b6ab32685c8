import {
  MSG,
  PARTY_IDLE_END_MS,
  PARTY_MAX_MEMBERS,
  positionAt,
  ratingAllowed,
  sharedPlayAt,
  waitsForBuffering,
  type PartyClientMessage,
  type PartyMedia,
  type PartyServerMessage,
  type PartyState,
  type PlaybackState,
} from '@marquee/core';

/** A member as the party keeps them: what others see, and what the server needs to keep the group in step. */
export interface StoredMember {
  id: string;
  name: string;
  /** The member's own secret (sent to them alone): a reconnect that names it takes the same place again. */
  key: string;
  /** The socket the member is on now: a socket that closes after its member moved on to another changes nothing. */
  connection: string;
  /** Server time of the member's last message: a member of a node that died stops being one after MEMBER_GONE_MS. */
  lastSeen: number;
  /** The member's last reported round trip to the server (ms). */
  roundTrip: number;
  /** Since when the member's player has been stalled; null while it plays or is paused. */
  bufferingSince: number | null;
  /** The limit of the member's profile (core's profileMaxRank), null for none: the party plays nothing above it. */
  maxRank: number | null;
}

/** A title's rating as the server's metadata source gives it (its titleRating); null when it has none there. */
export interface MediaRating {
  rating: string | null;
  adult: boolean;
}

/** A party as the store keeps it (docs/behaviour.md#watch-party): the one authority every node reads and writes. */
export interface PartyRecord {
  code: string;
  media: PartyMedia;
  /** The rating of `media`, read when the party was set on it: what a member with a limit is held to. */
  rating: MediaRating | null;
  playbackSource: string;
  playback: PlaybackState;
  members: StoredMember[];
  /** How many guests have joined, for 'Guest N'. */
  guests: number;
  /** Since when nobody has been in the party (a new party counts as empty until its first member). */
  emptySince: number | null;
  /** The group was playing when a member started buffering: it is paused, and plays again once nobody is waited for. */
  heldForWaiting: boolean;
}

/** A member not heard from for this long (pings come every few seconds) is taken as gone: their node may have died. */
export const MEMBER_GONE_MS = 30_000;

export function newParty(
  code: string,
  media: PartyMedia,
  playbackSource: string,
  now: number,
  rating: MediaRating | null = null,
): PartyRecord {
  return {
    code,
    media,
    rating,
    playbackSource,
    playback: { playing: false, position: 0, at: now },
    members: [],
    guests: 0,
    emptySince: now,
    heldForWaiting: false,
  };
}

/** Whether the party is over: empty for PARTY_IDLE_END_MS. */
export function hasEnded(record: PartyRecord, now: number): boolean {
  return record.emptySince !== null && now - record.emptySince >= PARTY_IDLE_END_MS;
}

/**
 * When the party ends if nothing more happens: PARTY_IDLE_END_MS after it emptied, or after its last member was
 * last heard from (they count as gone MEMBER_GONE_MS later, and the party as empty since then). The stores drop
 * it then, read or not.
 */
export function endsAt(record: PartyRecord): number {
  if (record.members.length === 0) return (record.emptySince ?? 0) + PARTY_IDLE_END_MS;
  const lastSeen = Math.max(...record.members.map((m) => m.lastSeen));
  return lastSeen + Math.max(MEMBER_GONE_MS, PARTY_IDLE_END_MS);
}

/** Members heard from lately only; the party counts as empty from when the last one was seen. */
export function withoutGoneMembers(record: PartyRecord, now: number): PartyRecord {
  const members = record.members.filter((m) => now - m.lastSeen < MEMBER_GONE_MS);
  if (members.length === record.members.length) return record;
  const lastSeen = Math.max(...record.members.map((m) => m.lastSeen));
  return { ...record, members, emptySince: members.length === 0 ? lastSeen : null };
}

/** What the party's members see of it. */
export function partyState(record: PartyRecord, now: number): PartyState {
  return {
    code: record.code,
    media: record.media,
    playbackSource: record.playbackSource,
    playback: record.playback,
    members: record.members.map(({ id, name }) => ({ id, name })),
    waitingFor: waiting(record, now).map((m) => m.name),
  };
}

function waiting(record: PartyRecord, now: number): StoredMember[] {
  return record.members.filter((m) => m.bufferingSince !== null && waitsForBuffering([m.bufferingSince], now));
}

/** What a member asked for and the party does not take: its sender is told why, and its socket closed with `closeCode` if given. */
export class PartyRefusal extends Error {
  constructor(
    message: string,
    readonly closeCode?: number,
  ) {
    super(message);
  }
}

export class PartyFull extends PartyRefusal {
  constructor() {
    super(/*i18n*/ 'This party is full', 4409);
  }
}

/** What a member is told who moves the party to a title above the limit of someone in it. */
export const NOT_FOR_EVERYONE = /*i18n*/ "That title isn't available to everyone in this party";

/**
 * Whether a member with the limit `maxRank` may watch a title of this rating: metadata's titleAllowed rule
 * (core's ratingAllowed), so a title without a known rating is unsuitable. Records from before limits lack both.
 */
function allowedFor(maxRank: number | null | undefined, rating: MediaRating | null | undefined): boolean {
  return ratingAllowed(maxRank ?? null, rating?.rating, rating?.adult);
}

/** What a socket brings when it joins: its new member's id and key, and the key of an earlier place to take again. */
export interface Joining {
  id: string;
  key: string;
  connection: string;
  /** A key the member was given before (a reconnect). */
  resume?: string;
  /** The limit of the joining socket's profile (profileMaxRank); null for none, or a visitor. */
  maxRank: number | null;
}

/**
 * Adds a member: `name` as given, else the account's, else 'Guest N'. A member who names their key (after a
 * lost connection, or to change their name) takes their place again on this socket, under `name` when given.
 * Throws PartyFull at PARTY_MAX_MEMBERS, and a refusal when the party plays a title above the joining profile's limit.
 */
export function join(record: PartyRecord, joining: Joining, name: string | undefined, now: number): PartyRecord {
  if (!allowedFor(joining.maxRank, record.rating)) throw new PartyRefusal(MSG.notOnThisProfile, 4403);
  const { maxRank } = joining;
  const earlier = joining.resume ? record.members.find((m) => m.key === joining.resume) : undefined;
  if (earlier) {
    const members = record.members.map((m) =>
      m === earlier
        ? { ...m, name: name ?? m.name, connection: joining.connection, lastSeen: now, bufferingSince: null, maxRank }
        : m,
    );
    return { ...record, members, emptySince: null };
  }
  if (record.members.length >= PARTY_MAX_MEMBERS) throw new PartyFull();
  const guests = name === undefined ? record.guests + 1 : record.guests;
  const member: StoredMember = {
    id: joining.id,
    key: joining.key,
    connection: joining.connection,
    name: name ?? `Guest ${guests}`,
    lastSeen: now,
    roundTrip: 0,
    bufferingSince: null,
    maxRank,
  };
  return { ...record, guests, members: [...record.members, member], emptySince: null };
}

/** The member on socket `connection` leaves; one who has since moved to another socket stays. */
export function leave(record: PartyRecord, connection: string, now: number): PartyRecord {
  if (!record.members.some((m) => m.connection === connection)) return record;
  const members = record.members.filter((m) => m.connection !== connection);
  // A member who leaves while the group waits for them is no longer waited for.
  return resumeIfNobodyWaits({ ...record, members, emptySince: members.length === 0 ? now : null }, now);
}

/** What a message does to the party, and what the other members are told of it. */
export interface Transition {
  record: PartyRecord;
  /** For every member: who did what ('Sam paused'), or a chat line. */
  tell?: PartyServerMessage;
}

/**
 * A member's message applied to the party at server time `now`. A play starts for everyone a little ahead
 * (sharedPlayAt, from the slowest member's round trip); a seek while playing too. While members are
 * buffering the group holds its position, and it starts again together once nobody is waited for. A `media`
 * message comes with its title's `rating`, and is refused when the title is above any member's limit.
 */
export function apply(
  current: PartyRecord,
  memberId: string,
  message: PartyClientMessage,
  now: number,
  rating: MediaRating | null = null,
): Transition {
  // A member stuck for longer than the wait is given up on at the next message (pings come every few seconds).
  const record = resumeIfNobodyWaits(current, now);
  const member = record.members.find((m) => m.id === memberId);
  if (!member) return { record };
  const seen = touch(record, memberId, { lastSeen: now });
  const worstRoundTrip = Math.max(0, ...record.members.map((m) => m.roundTrip));
  const by = member.name;
  switch (message.type) {
    case 'hello':
      return { record: seen };
    case 'ping':
      return { record: touch(record, memberId, { lastSeen: now, roundTrip: message.roundTrip ?? member.roundTrip }) };
    case 'play':
      return {
        record: {
          ...seen,
          heldForWaiting: false,
          playback: { playing: true, position: message.position, at: sharedPlayAt(now, worstRoundTrip) },
        },
        tell: { type: 'event', event: 'play', by },
      };
    case 'pause':
      return {
        record: { ...seen, heldForWaiting: false, playback: { playing: false, position: message.position, at: now } },
        tell: { type: 'event', event: 'pause', by },
      };
    case 'seek': {
      const playing = record.playback.playing;
      const at = playing ? sharedPlayAt(now, worstRoundTrip) : now;
      return {
        record: { ...seen, playback: { playing, position: message.position, at } },
        tell: { type: 'event', event: 'seek', by },
      };
    }
    case 'buffering': {
      if (message.buffering === (member.bufferingSince !== null)) return { record: seen };
      if (message.buffering) {
        const buffering = touch(record, memberId, { lastSeen: now, bufferingSince: now });
        if (!record.playback.playing) return { record: buffering };
        // The group pauses where it is; the state's waitingFor says for whom.
        const position = positionAt(record.playback, now);
        return { record: { ...buffering, playback: { playing: false, position, at: now }, heldForWaiting: true } };
      }
      return { record: resumeIfNobodyWaits(touch(record, memberId, { lastSeen: now, bufferingSince: null }), now) };
    }
    case 'media':
      if (!record.members.every((m) => allowedFor(m.maxRank, rating))) throw new PartyRefusal(NOT_FOR_EVERYONE);
      return {
        record: {
          ...seen,
          media: message.media,
          rating,
          playbackSource: message.playbackSource,
          playback: { playing: false, position: 0, at: now },
          heldForWaiting: false,
          members: seen.members.map((m) => ({ ...m, bufferingSince: null })),
        },
        tell: { type: 'event', event: 'media', by },
      };
    case 'name':
      return { record: touch(seen, memberId, { name: message.name }) };
    case 'chat':
      return { record: seen, tell: { type: 'chat', from: by, text: message.text, at: now } };
  }
}

/** Once nobody is waited for (ready, gone, or stuck too long), a group held for them plays again, together. */
function resumeIfNobodyWaits(record: PartyRecord, now: number): PartyRecord {
  if (!record.heldForWaiting || waiting(record, now).length > 0) return record;
  const worstRoundTrip = Math.max(0, ...record.members.map((m) => m.roundTrip));
  const playback = { playing: true, position: record.playback.position, at: sharedPlayAt(now, worstRoundTrip) };
  return { ...record, heldForWaiting: false, playback };
}

function touch(record: PartyRecord, memberId: string, change: Partial<StoredMember>): PartyRecord {
  return { ...record, members: record.members.map((m) => (m.id === memberId ? { ...m, ...change } : m)) };
}
