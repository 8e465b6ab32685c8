import { z } from './zod.ts';
import { apiInteger, apiText, mediaIdSchema, metadataSourceSchema } from './api.ts';

/**
 * The watch party's messages (docs/behaviour.md#watch-party): what a member's socket sends and what the
 * server sends back, checked on arrival; a message that does not parse is answered with an `error`
 * message and dropped, never passed on.
 */

/** Party codes: 10 characters of lower-case base32 (50 bits), short to type and not guessable. */
export const PARTY_CODE_LENGTH = 10;
export const PARTY_CODE_PATTERN = /^[a-z2-7]{10}$/;
export const partyCodeSchema = z.string().regex(PARTY_CODE_PATTERN, { error: /*i18n*/ 'Not a party code' });

/** Members a party takes at most. */
export const PARTY_MAX_MEMBERS = 20;
/** The longest chat message, and the longest name a guest may give. */
export const PARTY_CHAT_MAX = 500;
export const PARTY_NAME_MAX = 40;
/** A party ends this long after its last member left. */
export const PARTY_IDLE_END_MS = 10 * 60_000;
/** Messages a member may send in a second (pings included) before the extra ones are dropped with an error. */
export const PARTY_MESSAGES_PER_SECOND = 20;

/** A position in the media, in seconds. */
const positionSchema = z.number().min(0).max(1e7);

/** What the party watches: a film, or an episode of a show, of the source its id belongs to. */
export const partyMediaSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('movie'), id: mediaIdSchema, source: metadataSourceSchema }),
  z.strictObject({
    type: z.literal('tv'),
    id: mediaIdSchema,
    source: metadataSourceSchema,
    season: apiInteger(0, 10_000),
    episode: apiInteger(0, 100_000),
  }),
]);
export type PartyMedia = z.infer<typeof partyMediaSchema>;

/** The same, as replies carry it (checked on the way in, so plain numbers on the way out). */
const partyMediaReplySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('movie'), id: z.number(), source: metadataSourceSchema }),
  z.object({ type: z.literal('tv'), id: z.number(), source: metadataSourceSchema, season: z.number(), episode: z.number() }),
]);

/** From a member to the server. */
export const partyClientMessageSchema = z.discriminatedUnion('type', [
  /** The first message on a socket: who joins (a guest may give a name; an account's display name is used otherwise). */
  z.strictObject({
    type: z.literal('hello'),
    name: apiText(PARTY_NAME_MAX).trim().min(1).optional(),
    /** The key an earlier `state` gave this member: they take their place again (after a lost connection, or to rename). */
    resume: z.string().min(1).max(100).optional(),
    /** A signed-in member's bearer token (a browser's socket carries no Authorization header): their profile's limit applies. */
    token: z.string().min(1).max(100).optional(),
  }),
  /** A clock sample: answered at once with `pong`. */
  z.strictObject({
    type: z.literal('ping'),
    sentAt: z.number().finite(),
    /** The member's latest round trip (ms), which the server uses to start a shared play far enough ahead. */
    roundTrip: z.number().min(0).max(60_000).optional(),
  }),
  z.strictObject({ type: z.literal('play'), position: positionSchema }),
  z.strictObject({ type: z.literal('pause'), position: positionSchema }),
  z.strictObject({ type: z.literal('seek'), position: positionSchema }),
  /** The member's player stalled (true) or can play again (false). */
  z.strictObject({ type: z.literal('buffering'), buffering: z.boolean() }),
  /** Another episode or playback source, for everyone. */
  z.strictObject({ type: z.literal('media'), media: partyMediaSchema, playbackSource: apiText(64).min(1) }),
  /** The member's new name, for everyone. */
  z.strictObject({ type: z.literal('name'), name: apiText(PARTY_NAME_MAX).trim().min(1, { error: /*i18n*/ 'Give a name' }) }),
  z.strictObject({
    type: z.literal('chat'),
    text: apiText(PARTY_CHAT_MAX).trim().min(1, { error: /*i18n*/ 'Say something first' }),
  }),
]);
export type PartyClientMessage = z.infer<typeof partyClientMessageSchema>;

export const partyMemberSchema = z.object({ id: z.string(), name: z.string() });
export type PartyMember = z.infer<typeof partyMemberSchema>;

/** The party as every member sees it; `playback.at` is in server time (ms). */
export const partyStateSchema = z.object({
  code: z.string(),
  media: partyMediaReplySchema,
  playbackSource: z.string(),
  playback: z.object({ playing: z.boolean(), position: z.number(), at: z.number() }),
  members: z.array(partyMemberSchema),
  /** Names of the members the group is waiting for (buffering). */
  waitingFor: z.array(z.string()),
});
export type PartyState = z.infer<typeof partyStateSchema>;

/** From the server to a member. */
export const partyServerMessageSchema = z.discriminatedUnion('type', [
  /** The whole state: on joining, and after every change. */
  z.object({
    type: z.literal('state'),
    you: z.string(),
    /** On joining only: the member's own key, for taking their place again after a lost connection. */
    resume: z.string().optional(),
    party: partyStateSchema,
  }),
  z.object({ type: z.literal('pong'), sentAt: z.number(), serverTime: z.number() }),
  /** Who did what, for the toast ('Sam paused'). */
  z.object({
    type: z.literal('event'),
    event: z.enum(['play', 'pause', 'seek', 'media', 'joined', 'left']),
    by: z.string(),
  }),
  z.object({ type: z.literal('chat'), from: z.string(), text: z.string(), at: z.number() }),
  z.object({ type: z.literal('error'), error: z.string() }),
  z.object({ type: z.literal('ended') }),
]);
export type PartyServerMessage = z.infer<typeof partyServerMessageSchema>;
