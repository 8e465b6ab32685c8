import type { PartyMedia, PartyState } from '@marquee/core';
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { followParty, memberAction, type FollowStep, type PlayerBefore } from '../lib/party-follower';
import { postPlayerCommand, type PlayerEvent } from '../lib/player-messages';
import type { PartySession } from './use-party';

/** How often the follower compares the player with the group. */
const FOLLOW_EVERY_MS = 200;
/** After a command, the player is given this long to act on it before the next comparison. */
const COMMAND_SETTLE_MS = 400;
/** After the member's own action, the follower waits this long at most for the party's answer. */
const ACTION_ANSWER_WAIT_MS = 2_000;
/** A stall shorter than this (a seek, say) is not worth making everyone wait. */
const BUFFERING_REPORT_AFTER_MS = 700;

interface PartyPlayerOptions {
  session: PartySession;
  frame: RefObject<HTMLIFrameElement | null>;
  /** The origin of the frame's page, which its commands are posted to. */
  frameOrigin: string | null;
  /** Whether the source playing obeys commands (its `sync` flag). */
  canSync: boolean;
  /** What this member plays, and from which source. */
  media: PartyMedia;
  sourceKey: string | null;
  /** The party moved to another title, episode or source: the player goes there. */
  onMoved(media: PartyState['media'], sourceKey: string): void;
}

const mediaKey = (media: PartyState['media'], source: string) =>
  `${media.type}:${media.id}:${media.type === 'tv' ? `${media.season}:${media.episode}` : ''}|${source}`;

/** What the member's player does, as its events told, with the time of the last one. */
interface PlayerBelief extends PlayerBefore {
  reportedAt: number;
  /**
   * Whether the player has said if it plays (play, playing, pause, ended): until then `paused` is a guess, and a
   * player loading its file says only that it waits.
   */
  heardState: boolean;
  /** Since when the player stalls; null when it plays. */
  waitingSince: number | null;
  /** Whether the party was told this member buffers. */
  toldBuffering: boolean;
  /** The follower has compared the player with the group once: from then on, its events can be the member's doing. */
  settled: boolean;
  /** No comparison before this (performance.now()). */
  quietUntil: number;
  /**
   * Whether the player itself said it plays since the follower last told it to: until then a 'pause' is its
   * answer (a browser that refuses to start without a gesture), not the member pausing.
   */
  heardPlaying: boolean;
}

const freshBelief = (): PlayerBelief => ({
  position: 0,
  paused: true,
  rate: 1,
  reportedAt: 0,
  heardState: false,
  waitingSince: null,
  toldBuffering: false,
  settled: false,
  quietUntil: 0,
  heardPlaying: false,
  heading: null,
});

/**
 * Keeps the member's player with the party (docs/behaviour.md#watch-party): follows the group's state with
 * PLAYER_COMMANDs to the frame (core's rules, through followParty), tells the party what the member does in the
 * player (memberAction) and when it stalls, and moves with the party between episodes and sources. Returns the
 * handler for the frame's events; `announce`, which makes the party take this player's moment (its starter);
 * `choseSource`, for a source the member picked; and the party's source when the player fell back off it.
 */
export function usePartyPlayer({ session, frame, frameOrigin, canSync, media, sourceKey, onMoved }: PartyPlayerOptions) {
  const { party, connection } = session;
  const belief = useRef<PlayerBelief>(freshBelief());
  const playLater = useRef<{ at: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  /** The party takes this player's moment once its first state arrives (the member who started it). */
  const announcing = useRef(false);
  const ours = sourceKey ? mediaKey(media, sourceKey) : null;
  const partyKey = party ? mediaKey(party.media, party.playbackSource) : null;
  const inStep = ours !== null && ours === partyKey;
  const following = canSync && inStep && connection !== null;

  const estimate = (b: PlayerBelief, now = performance.now()): number =>
    b.paused ? b.position : b.position + ((now - b.reportedAt) / 1000) * b.rate;

  function post(step: Exclude<FollowStep, { command: 'play-later' }>) {
    const target = frame.current?.contentWindow;
    if (!target || !frameOrigin) return;
    postPlayerCommand(target, frameOrigin, step);
    const b = belief.current;
    const now = performance.now();
    // Believed at once, so the next comparison does not repeat the command before the player reports.
    if (step.command === 'rate') {
      b.position = estimate(b, now);
      b.rate = step.rate;
    } else {
      b.position = step.time;
      // The player seeks there: its 'seeked' there is the answer, not the member's doing.
      b.heading = step.time;
      if (step.command !== 'seek') b.paused = step.command === 'pause';
      if (step.command === 'play') b.heardPlaying = false;
    }
    b.reportedAt = now;
  }

  function cancelPlayLater() {
    if (playLater.current) clearTimeout(playLater.current.timer);
    playLater.current = null;
  }

  const follow = useEffectEvent(() => {
    const b = belief.current;
    const now = performance.now();
    if (!following || !party || !connection || announcing.current) return;
    // Not before the player said whether it plays, nor while it stalls (a paused player would never say it can play).
    if (!b.heardState || b.toldBuffering || now < b.quietUntil) return;
    const steps = followParty(party, connection.serverNow(), { position: estimate(b, now), paused: b.paused, rate: b.rate });
    if (!steps.some((step) => step.command === 'play-later')) cancelPlayLater();
    // From the first comparison on, the follower has the player in hand: what it does next is either its answer
    // to a command (an echo, which memberAction sees through) or the member's own doing.
    b.settled = true;
    if (steps.length === 0) return;
    for (const step of steps) {
      if (step.command !== 'play-later') {
        post(step);
        continue;
      }
      if (playLater.current?.at === party.playback.at) continue;
      cancelPlayLater();
      // Waits at the start position, so the play itself has nothing to seek.
      if (Math.abs(estimate(b) - step.time) > 0.05) post({ command: 'pause', time: step.time });
      playLater.current = {
        at: party.playback.at,
        timer: setTimeout(() => {
          playLater.current = null;
          post({ command: 'play', time: step.time });
          belief.current.quietUntil = performance.now() + COMMAND_SETTLE_MS;
        }, step.inMs),
      };
    }
    b.quietUntil = now + COMMAND_SETTLE_MS;
  });

  // What the group's playback was in the last state compared: a state that only changed who is there (a member
  // joining while the party has yet to answer the member's own action) says nothing new about it.
  const lastPlayback = useRef<string | null>(null);
  useEffect(() => {
    if (!following) return;
    // A new playback is compared at once, also when the member's own action is what it answers.
    const playback = party ? JSON.stringify([party.playback, party.waitingFor]) : null;
    if (playback !== lastPlayback.current) belief.current.quietUntil = 0;
    lastPlayback.current = playback;
    follow();
    const timer = setInterval(follow, FOLLOW_EVERY_MS);
    return () => clearInterval(timer);
  }, [following, party]);

  useEffect(() => cancelPlayLater, []);

  // A new frame (another episode or source) is a new player, known only by what it says from now on.
  useEffect(() => {
    belief.current = freshBelief();
    cancelPlayLater();
  }, [ours]);
  // Another party (or none) has the same player, whose moment the starter's party takes: only what the follower
  // knew of its dealings with the party goes.
  useEffect(() => {
    const b = belief.current;
    b.settled = false;
    b.toldBuffering = false;
    b.quietUntil = 0;
    cancelPlayLater();
  }, [session.code]);

  // Moving with the party, or moving the party: whichever of the two changed. While the player is on its way
  // to where the party went, the member has not moved anywhere, so nothing is told back.
  const followedKey = useRef<string | null>(null);
  const ourKey = useRef<string | null>(null);
  const memberChoseSource = useRef(false);
  const onMovedEvent = useEffectEvent(onMoved);
  const tellMoved = useEffectEvent((playbackSource: string) => {
    connection?.send({ type: 'media', media, playbackSource });
  });
  const partyMedia = party?.media;
  const partySource = party?.playbackSource;
  useEffect(() => {
    const weMoved = ours !== ourKey.current;
    ourKey.current = ours;
    if (!partyKey || !partyMedia || !partySource) {
      followedKey.current = null;
      return;
    }
    if (partyKey !== followedKey.current) {
      followedKey.current = partyKey;
      if (ours !== partyKey) onMovedEvent(partyMedia, partySource);
    } else if (weMoved && ours !== null && ours !== partyKey && sourceKey) {
      // The member went to another episode, or chose another source: everyone goes there. A source the player
      // fell back to on its own (the chosen one failed here) is this member's business only.
      const sameEpisode = mediaKey(media, '') === mediaKey(partyMedia, '');
      if (!sameEpisode || memberChoseSource.current) tellMoved(sourceKey);
    }
    memberChoseSource.current = false;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `media` is new each render; `ours` is its key
  }, [partyKey, ours, partyMedia, partySource, sourceKey]);

  // The starter's moment becomes the party's, once the party is there and the player has said where it is (its
  // next event, when it has said nothing yet).
  function announceMoment() {
    const b = belief.current;
    if (!party || !announcing.current || !connection || !b.heardState) return;
    announcing.current = false;
    const position = estimate(b);
    connection.send(b.paused ? { type: 'pause', position } : { type: 'play', position });
    b.settled = true;
    // Held until the party answers, as after any of the member's actions.
    b.quietUntil = performance.now() + ACTION_ANSWER_WAIT_MS;
  }
  const announceOnState = useEffectEvent(announceMoment);
  useEffect(() => announceOnState(), [party, connection]);

  function onFrameEvent(event: PlayerEvent) {
    const b = belief.current;
    const now = performance.now();
    const before: PlayerBefore = { position: estimate(b, now), paused: b.paused, rate: b.rate, heading: b.heading };
    b.position = event.position;
    b.reportedAt = now;
    if (event.event === 'seeking') b.heading = event.position;
    if (event.event === 'seeked') b.heading = null;
    if (event.event === 'play' || event.event === 'playing') {
      b.paused = false;
      b.heardPlaying = true;
    }
    if (event.event === 'pause' || event.event === 'ended') b.paused = true;
    if (['play', 'playing', 'pause', 'ended'].includes(event.event)) b.heardState = true;
    if (announcing.current) return announceMoment();
    const current = party;
    if (!canSync || !inStep || !current || !connection) return;

    if (event.event === 'waiting') {
      b.waitingSince ??= now;
      const since = b.waitingSince;
      setTimeout(() => {
        if (belief.current !== b || b.waitingSince !== since || b.toldBuffering) return;
        b.toldBuffering = connection.send({ type: 'buffering', buffering: true });
      }, BUFFERING_REPORT_AFTER_MS);
      return;
    }
    if (event.event === 'playing' || event.event === 'seeked' || event.event === 'pause') {
      b.waitingSince = null;
      if (b.toldBuffering) {
        b.toldBuffering = false;
        connection.send({ type: 'buffering', buffering: false });
      }
    }
    if (!b.settled || (event.event === 'pause' && !b.heardPlaying)) return;
    const action = memberAction(current, connection.serverNow(), before, event);
    if (action && connection.send(action)) {
      // Held until the party answers with its new state (or the answer is long overdue).
      b.quietUntil = now + ACTION_ANSWER_WAIT_MS;
    }
  }

  return {
    onFrameEvent,
    /**
     * The party's source when this member's player plays the party's episode from another one (its own source
     * failed here and it fell back): the member is not kept in step until they switch.
     */
    partySourceElsewhere:
      party && sourceKey && sourceKey !== party.playbackSource && mediaKey(media, '') === mediaKey(party.media, '')
        ? party.playbackSource
        : null,
    announce() {
      announcing.current = true;
    },
    /** The member picked a source themselves (not a fallback): the party moves to it. */
    choseSource() {
      memberChoseSource.current = true;
    },
  };
}
