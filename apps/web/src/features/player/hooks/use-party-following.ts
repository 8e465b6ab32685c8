import type { PartyState } from '@marquee/core';
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { followParty, type FollowStep } from '../lib/party-follower';
import { afterCommand, estimatePosition, freshEstimate, type PlayerEstimate } from '../lib/player-estimate';
import { postPlayerCommand } from '../lib/player-messages';
import type { PartyConnection } from '../lib/party-connection';

/** How often the follower compares the player with the group. */
const FOLLOW_EVERY_MS = 200;
/** After a command, the player is given this long to act on it before the next comparison. */
export const COMMAND_SETTLE_MS = 400;

interface PartyFollowingOptions {
  estimateRef: RefObject<PlayerEstimate>;
  /** While the starter's moment is being announced, the player leads and is not compared. */
  announcingRef: RefObject<boolean>;
  frame: RefObject<HTMLIFrameElement | null>;
  frameOrigin: string | null;
  /** Whether the player is kept with the group: it obeys commands, plays the party's episode and source, connected. */
  following: boolean;
  party: PartyState | null;
  connection: PartyConnection | null;
  /** The film or episode and source the player plays: another one is a new player. */
  playerKey: string | null;
  partyCode: string | null;
}

/**
 * Compares the member's player with the group every 200 ms and at each new state, and posts the PLAYER_COMMANDs
 * that bring it in step (core's rules, through followParty); a 'play-later' waits at the start position until
 * its moment. A new player, or another party, starts what is believed of it again.
 */
export function usePartyFollowing({
  estimateRef,
  announcingRef,
  frame,
  frameOrigin,
  following,
  party,
  connection,
  playerKey,
  partyCode,
}: PartyFollowingOptions) {
  const playLater = useRef<{ at: number; timer: ReturnType<typeof setTimeout> } | null>(null);

  function post(step: Exclude<FollowStep, { command: 'play-later' }>) {
    const target = frame.current?.contentWindow;
    if (!target || !frameOrigin) return;
    postPlayerCommand(target, frameOrigin, step);
    Object.assign(estimateRef.current, afterCommand(estimateRef.current, step, performance.now()));
  }

  function cancelPlayLater() {
    if (playLater.current) clearTimeout(playLater.current.timer);
    playLater.current = null;
  }

  const follow = useEffectEvent(() => {
    const b = estimateRef.current;
    const now = performance.now();
    if (!following || !party || !connection || announcingRef.current) return;
    // Not before the player said whether it plays, nor while it stalls (a paused player would never say it can play).
    if (!b.heardState || b.toldBuffering || now < b.quietUntil) return;
    const steps = followParty(party, connection.serverNow(), {
      position: estimatePosition(b, now),
      paused: b.paused,
      rate: b.rate,
    });
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
      if (Math.abs(estimatePosition(b, performance.now()) - step.time) > 0.05) post({ command: 'pause', time: step.time });
      playLater.current = {
        at: party.playback.at,
        timer: setTimeout(() => {
          playLater.current = null;
          post({ command: 'play', time: step.time });
          estimateRef.current.quietUntil = performance.now() + COMMAND_SETTLE_MS;
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
    if (playback !== lastPlayback.current) estimateRef.current.quietUntil = 0;
    lastPlayback.current = playback;
    follow();
    const timer = setInterval(follow, FOLLOW_EVERY_MS);
    return () => clearInterval(timer);
  }, [following, party, estimateRef]);

  useEffect(() => cancelPlayLater, []);

  // A new frame (another episode or source) is a new player, known only by what it says from now on.
  useEffect(() => {
    estimateRef.current = freshEstimate();
    cancelPlayLater();
  }, [playerKey, estimateRef]);
  // Another party (or none) has the same player, whose moment the starter's party takes: only what the follower
  // knew of its dealings with the party goes.
  useEffect(() => {
    const b = estimateRef.current;
    b.settled = false;
    b.toldBuffering = false;
    b.quietUntil = 0;
    cancelPlayLater();
  }, [partyCode, estimateRef]);
}
