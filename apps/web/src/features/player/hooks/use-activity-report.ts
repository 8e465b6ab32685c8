import { ACTIVITY_REPORT_EVERY_MS, PLAYBACK_METHODS, type PlaybackTarget, type PlayingReport } from '@marquee/core';
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { getStoredToken } from '@/lib/session';
import { isAboutTarget, readPlayerMessage } from '../lib/player-messages';

type PlayerState = Omit<PlayingReport, 'media' | 'stopped'>;

/** The events a player sends only while its video plays. */
const PLAYING = new Set(['play', 'playing', 'timeupdate']);

/**
 * How the file reaches the player, when its messages say it ('direct', 'remux' or 'transcode', and the reasons): the
 * server's own player page is the only one that knows. Null otherwise.
 */
function methodOf(data: unknown): Pick<PlayerState, 'method' | 'reasons'> | null {
  if (typeof data !== 'object' || data === null || !('method' in data)) return null;
  const { method } = data;
  const reasons = 'reasons' in data && Array.isArray(data.reasons) ? data.reasons : [];
  if (!PLAYBACK_METHODS.some((known) => known === method)) return null;
  return {
    method: method as PlayerState['method'],
    reasons: reasons.filter((reason): reason is string => typeof reason === 'string').slice(0, 10),
  };
}

const mediaOf = (target: PlaybackTarget): PlayingReport['media'] =>
  target.type === 'movie'
    ? { type: 'movie', id: target.id }
    : { type: 'tv', id: target.id, season: target.season, episode: target.episode };

/**
 * Tells the server what the library's player plays, for the admins' Activity (docs/operations.md#activity): once it
 * starts, then every 30 s while it stays open, playing or paused, and a stop when it ends or the player closes. Only
 * the server's own player page (`library`) is followed: another site's player is not this server's business. The
 * reports go with the sign-in the playing began in, and never end the session when refused.
 */
export function useActivityReport(
  target: PlaybackTarget,
  targetKey: string,
  frame: RefObject<HTMLIFrameElement | null>,
  library: boolean,
): void {
  const { user } = useAuth();
  const state = useRef<PlayerState | null>(null);
  const token = useRef<string | null>(null);

  const send = useEffectEvent((stopped: boolean, keepalive = false) => {
    const current = state.current;
    const session = token.current;
    if (!current || !session) return;
    if (stopped) state.current = null;
    const body: PlayingReport = { media: mediaOf(target), ...current, stopped };
    // The Activity is a view for the admins: a report that fails is simply not shown.
    apiRequest('/activity/playing', { method: 'POST', body, keepalive, token: session }).catch(() => undefined);
  });

  const onMessage = useEffectEvent((message: MessageEvent) => {
    if (message.origin !== window.location.origin || message.source !== frame.current?.contentWindow) return;
    const read = readPlayerMessage(message.data);
    if (read?.type !== 'PLAYER_EVENT' || !isAboutTarget(read.data, target)) return;
    const { event, position, duration } = read.data;
    if (event === 'ended' || event === 'error') return send(true);
    const started = state.current === null;
    if (started && !PLAYING.has(event)) return;
    const raw = (message.data as { data?: unknown } | null)?.data;
    const previous = state.current ?? { paused: false, method: null, reasons: [], position: 0, duration: null };
    state.current = {
      ...previous,
      ...(methodOf(raw) ?? {}),
      position: Math.max(0, position),
      duration: duration > 0 ? duration : previous.duration,
      paused: event === 'pause' ? true : PLAYING.has(event) ? false : previous.paused,
    };
    if (started) {
      token.current = getStoredToken();
      send(false);
    }
  });

  const signedIn = user !== null;
  useEffect(() => {
    if (!library || !signedIn) return;
    const listener = (message: MessageEvent) => onMessage(message);
    const timer = window.setInterval(() => send(false), ACTIVITY_REPORT_EVERY_MS);
    const leave = () => send(true, true);
    window.addEventListener('message', listener);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('message', listener);
      window.removeEventListener('pagehide', leave);
      window.clearInterval(timer);
      send(true, true);
    };
  }, [library, signedIn, targetKey]);
}
