import { useLingui } from '@lingui/react/macro';
import type { PartyClientMessage, PartyMedia, PartyState } from '@marquee/core';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { apiRequest } from '@/lib/api-client';
import { readString, writeString } from '@/lib/storage';
import type { PartyConnection, PartyConnectionStatus } from '../lib/party-connection';
import { usePartyConnection } from './use-party-connection';

/** The name a visitor gave, kept for their next party. */
const GUEST_NAME_KEY = 'marquee.party-name';

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

/**
 * A member's watch party (docs/behaviour.md#watch-party): starts one (POST /api/parties), or joins `initialCode`,
 * keeps its connection, and shows what the others do as toasts. `displayName` is a signed-in member's name; a
 * visitor is 'Guest N' until they give one.
 */
export function useParty(initialCode: string | null, displayName: string | null): PartySession {
  const [code, setCode] = useState(initialCode);
  const [guestName, setGuestName] = useState<string | null>(() => readString(GUEST_NAME_KEY));
  const [chat, setChat] = useState<ChatLine[]>([]);
  const [starting, setStarting] = useState(false);
  const [lastEvent, setLastEvent] = useState<string | null>(null);
  const name = displayName ?? guestName ?? undefined;
  const { t } = useLingui();

  const { status, party, you, connection } = usePartyConnection(code, name, setChat, setLastEvent);

  /** What the member says to the party; while the socket is down they are told, and nothing is queued. */
  function tell(message: PartyClientMessage) {
    if (!connection?.send(message)) toast.error(t`Not connected`, { description: t`Try again in a moment.` });
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
        toast.error(t`Could not start a party`, { description: error instanceof Error ? error.message : undefined });
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
