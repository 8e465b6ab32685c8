import {
  formatPlaybackPosition,
  TOAST_WATCH_PARTY_MS,
  type PartyClientMessage,
  type PartyMedia,
  type PartyServerMessage,
  type PartyState,
} from '@marquee/core';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { ApiError, apiRequest } from '@/lib/api-client';
import { getStoredToken } from '@/lib/session';
import { readString, writeString } from '@/lib/storage';
import { PartyConnection, type PartyConnectionStatus } from '../lib/party-connection';

/** The name a visitor gave, kept for their next party. */
const GUEST_NAME_KEY = 'marquee.party-name';
/** Chat lines a member keeps on screen. */
const CHAT_KEPT = 100;

export interface ChatLine {
  from: string;
  text: string;
  at: number;
}

/** What a member's party looks like to the player and its panel. */
export interface PartySession {
  /** The party's code; null outside a party. */
  code: string | null;
  status: PartyConnectionStatus | 'idle';
  party: PartyState | null;
  /** This member's id in `party.members`. */
  you: string | null;
  chat: ChatLine[];
  starting: boolean;
  /** Who did what ('Sam paused'), as the last event told; for the live region. */
  lastEvent: string | null;
  /** Whether the member is a visitor, who may give a name (a signed-in member joins under their display name). */
  isGuest: boolean;
  /** The name a visitor gave; null until they give one. */
  guestName: string | null;
  connection: PartyConnection | null;
  start(media: PartyMedia, playbackSource: string): Promise<void>;
  leave(): void;
  say(text: string): void;
  rename(name: string): void;
}

function eventText(message: Extract<PartyServerMessage, { type: 'event' }>, party: PartyState | null): string {
  const at = party ? ` to ${formatPlaybackPosition(party.playback.position)}` : '';
  switch (message.event) {
    case 'play':
      return `${message.by} pressed play`;
    case 'pause':
      return `${message.by} paused`;
    case 'seek':
      return `${message.by} jumped${at}`;
    case 'media':
      return `${message.by} changed what's playing`;
    case 'joined':
      return `${message.by} joined`;
    case 'left':
      return `${message.by} left`;
  }
}

const socketUrl = (code: string) =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/parties/${code}/socket`;

/**
 * A member's watch party (docs/behaviour.md#watch-party): starts one (POST /api/parties), or joins `initialCode`,
 * keeps its connection, and shows what the others do as toasts. `displayName` is a signed-in member's name; a
 * visitor is 'Guest N' until they give one.
 */
export function useParty(initialCode: string | null, displayName: string | null): PartySession {
  const [code, setCode] = useState(initialCode);
  const [guestName, setGuestName] = useState<string | null>(() => readString(GUEST_NAME_KEY));
  const [status, setStatus] = useState<PartySession['status']>('idle');
  const [party, setParty] = useState<PartyState | null>(null);
  const [you, setYou] = useState<string | null>(null);
  const [chat, setChat] = useState<ChatLine[]>([]);
  const [starting, setStarting] = useState(false);
  const [lastEvent, setLastEvent] = useState<string | null>(null);
  const [connection, setConnection] = useState<PartyConnection | null>(null);
  const partyRef = useRef<PartyState | null>(null);
  // The name said in the first hello; a later change is a message of its own (rename), not a new connection.
  const name = displayName ?? guestName ?? undefined;
  const helloName = useEffectEvent(() => name);

  useEffect(() => {
    if (!code) return;
    let me: string | null = null;
    const next = new PartyConnection(
      socketUrl(code),
      { name: helloName(), token: getStoredToken() ?? undefined },
      {
        state(state, id) {
          me = id;
          partyRef.current = state;
          setParty(state);
          setYou(id);
        },
        tell(message) {
          if (message.type === 'chat') {
            setChat((lines) => [...lines.slice(1 - CHAT_KEPT), { from: message.from, text: message.text, at: message.at }]);
            return;
          }
          const text = eventText(message, partyRef.current);
          setLastEvent(text);
          // The member's own doing needs no toast.
          const mine = partyRef.current?.members.find((m) => m.id === me)?.name;
          if (message.by !== mine) toast(text, { duration: TOAST_WATCH_PARTY_MS });
        },
        error(error) {
          toast.error('Watch Party', { description: error });
        },
        status(value) {
          setStatus(value);
          // A browser does not say why a socket was refused: a party that has ended answers 404 here.
          if (value === 'reconnecting') void checkEnded();
        },
      },
    );
    const checkEnded = async () => {
      try {
        await apiRequest(`/parties/${code}`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          next.close();
          setStatus('ended');
        }
      }
    };
    setConnection(next);
    return () => {
      next.close();
      setConnection(null);
      setParty(null);
      setYou(null);
      partyRef.current = null;
      setStatus('idle');
    };
  }, [code]);

  /** What the member says to the party; while the socket is down they are told, and nothing is queued. */
  function tell(message: PartyClientMessage) {
    if (!connection?.send(message)) toast.error('Not connected', { description: 'Try again in a moment.' });
  }

  return {
    code,
    status,
    party,
    you,
    chat,
    starting,
    lastEvent,
    isGuest: displayName === null,
    guestName,
    connection,
    async start(media, playbackSource) {
      setStarting(true);
      try {
        // The reply is not checked at run time: zod stays out of the player's download, and the server is our own.
        const reply = await apiRequest<{ code: string }>('/parties', { method: 'POST', body: { media, playbackSource } });
        setChat([]);
        setCode(reply.code);
      } catch (error) {
        toast.error('Could not start a party', { description: error instanceof Error ? error.message : undefined });
      } finally {
        setStarting(false);
      }
    },
    leave() {
      setCode(null);
      setChat([]);
      setLastEvent(null);
    },
    say(text) {
      tell({ type: 'chat', text });
    },
    rename(next) {
      const trimmed = next.trim();
      if (!trimmed) return;
      writeString(GUEST_NAME_KEY, trimmed);
      setGuestName(trimmed);
      tell({ type: 'name', name: trimmed });
    },
  };
}
