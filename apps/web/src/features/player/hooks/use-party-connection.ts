import { useLingui } from '@lingui/react/macro';
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

/** What the others do ('Guest 2 pressed play'), and the title of the party's errors, in the page's language. */
function usePartyWords() {
  const { t } = useLingui();
  return {
    event(message: Extract<PartyServerMessage, { type: 'event' }>, party: PartyState | null): string {
      const { by } = message;
      switch (message.event) {
        case 'play':
          return t`${by} pressed play`;
        case 'pause':
          return t`${by} paused`;
        case 'seek': {
          if (!party) return t`${by} jumped`;
          const position = formatPlaybackPosition(party.playback.position);
          return t`${by} jumped to ${position}`;
        }
        case 'media':
          return t`${by} changed what's playing`;
        case 'joined':
          return t`${by} joined`;
        case 'left':
          return t`${by} left`;
      }
    },
    errorTitle: t`Watch Party`,
  };
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
  // Worded when told, in the page's language then: another language needs no new connection.
  const words = usePartyWords();
  const wordsNow = useEffectEvent(() => words);

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
          const text = wordsNow().event(message, partyRef.current);
          setLastEvent(text);
          // The member's own doing needs no toast.
          const mine = partyRef.current?.members.find((m) => m.id === me)?.name;
          if (message.by !== mine) toast(text, { duration: TOAST_WATCH_PARTY_MS });
        },
        error(error) {
          // The server's words, under the panel's name.
          toast.error(wordsNow().errorTitle, { description: error });
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
