import { formatPlaybackPosition, TOAST_WATCH_PARTY_MS, type PartyServerMessage, type PartyState } from '@marquee/core';
import { useEffect, useEffectEvent, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { appPath } from '@/lib/base-path';
import { toast } from '@/lib/toast';
import { ApiError, apiRequest } from '@/lib/api-client';
import { getStoredToken } from '@/lib/session';
import { PartyConnection, type PartyConnectionStatus } from '../lib/party-connection';
import type { ChatLine } from './use-party';

/** Chat lines a member keeps on screen. */
const CHAT_KEPT = 100;

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
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${appPath(`/api/parties/${code}/socket`)}`;

/**
 * The connection to party `code` while there is one: the party's state and this member's id in it, as the server
 * tells them; chat lines and what the others do go to `setChat` and `setLastEvent`, the others' doings also as
 * toasts. A party that has ended is told apart from a lost connection ('ended').
 */
export function usePartyConnection(
  code: string | null,
  name: string | undefined,
  setChat: Dispatch<SetStateAction<ChatLine[]>>,
  setLastEvent: (text: string) => void,
) {
  const [status, setStatus] = useState<PartyConnectionStatus | 'idle'>('idle');
  const [party, setParty] = useState<PartyState | null>(null);
  const [you, setYou] = useState<string | null>(null);
  const [connection, setConnection] = useState<PartyConnection | null>(null);
  const partyRef = useRef<PartyState | null>(null);
  // The name said in the first hello; a later change is a message of its own (rename), not a new connection.
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
  }, [code, setChat, setLastEvent]);

  return { status, party, you, connection };
}
