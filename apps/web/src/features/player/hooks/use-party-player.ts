import type { PartyMedia, PartyState } from '@marquee/core';
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { memberAction, type PlayerBefore } from '../lib/party-follower';
import { afterEvent, estimatePosition, freshEstimate, type PlayerEstimate } from '../lib/player-estimate';
import type { PlayerEvent } from '../lib/player-messages';
import type { PartySession } from './use-party';
import { usePartyFollowing } from './use-party-following';
import { mediaKey, usePartyMoves } from './use-party-moves';

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

/**
 * Keeps the member's player with the party (docs/behaviour.md#watch-party): follows the group's state with
 * PLAYER_COMMANDs to the frame (core's rules, through followParty), tells the party what the member does in the
 * player (memberAction) and when it stalls, and moves with the party between episodes and sources. Returns the
 * handler for the frame's events; `announce`, which makes the party take this player's moment (its starter);
 * `choseSource`, for a source the member picked; and the party's source when the player fell back off it.
 */
export function usePartyPlayer({ session, frame, frameOrigin, canSync, media, sourceKey, onMoved }: PartyPlayerOptions) {
  const { party, connection } = session;
  const estimate = useRef<PlayerEstimate>(freshEstimate());
  /** The party takes this player's moment once its first state arrives (the member who started it). */
  const announcing = useRef(false);
  const ours = sourceKey ? mediaKey(media, sourceKey) : null;
  const partyKey = party ? mediaKey(party.media, party.playbackSource) : null;
  const inStep = ours !== null && ours === partyKey;
  const following = canSync && inStep && connection !== null;
  usePartyFollowing({
    estimateRef: estimate,
    announcingRef: announcing,
    frame,
    frameOrigin,
    following,
    party,
    connection,
    playerKey: ours,
    partyCode: session.code,
  });

  const { choseSource } = usePartyMoves({ party, connection, media, sourceKey, onMoved });

  // The starter's moment becomes the party's, once the party is there and the player has said where it is (its
  // next event, when it has said nothing yet).
  function announceMoment() {
    const b = estimate.current;
    if (!party || !announcing.current || !connection || !b.heardState) return;
    announcing.current = false;
    const position = estimatePosition(b, performance.now());
    connection.send(b.paused ? { type: 'pause', position } : { type: 'play', position });
    b.settled = true;
    // Held until the party answers, as after any of the member's actions.
    b.quietUntil = performance.now() + ACTION_ANSWER_WAIT_MS;
  }
  const announceOnState = useEffectEvent(announceMoment);
  useEffect(() => announceOnState(), [party, connection]);

  function onFrameEvent(event: PlayerEvent) {
    const b = estimate.current;
    const now = performance.now();
    const before: PlayerBefore = { position: estimatePosition(b, now), paused: b.paused, rate: b.rate, heading: b.heading };
    Object.assign(b, afterEvent(event, now));
    if (announcing.current) return announceMoment();
    const current = party;
    if (!canSync || !inStep || !current || !connection) return;

    if (event.event === 'waiting') {
      b.waitingSince ??= now;
      const since = b.waitingSince;
      setTimeout(() => {
        if (estimate.current !== b || b.waitingSince !== since || b.toldBuffering) return;
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
    choseSource,
  };
}
