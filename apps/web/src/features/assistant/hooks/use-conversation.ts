import { CHAT_REPLY_DELAY_MS } from '@marquee/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatFailureText, sendChatMessage } from '../api/send-chat-message';

export interface ChatEntry {
  id: number;
  from: 'user' | 'assistant';
  text: string;
}

const GREETING = 'Hi! Tell me what you feel like watching, or pick a suggestion below.';

/**
 * The conversation of docs/behaviour.md#assistant: sending adds the message at once, then the reply after
 * 1 s (or when the server answers, if later); a failure becomes the assistant's fallback text. One
 * message at a time, and empty input is ignored.
 */
export function useConversation(siteName: string) {
  const [entries, setEntries] = useState<ChatEntry[]>([{ id: 0, from: 'assistant', text: GREETING }]);
  const [waiting, setWaiting] = useState(false);
  const nextId = useRef(1);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const add = useCallback((from: ChatEntry['from'], text: string) => {
    const id = nextId.current++;
    setEntries((current) => [...current, { id, from, text }]);
  }, []);

  const send = useCallback(
    async (input: string) => {
      const message = input.trim();
      if (!message || waiting) return;
      add('user', message);
      setWaiting(true);
      const [reply] = await Promise.all([
        sendChatMessage(siteName, message).catch(chatFailureText),
        new Promise((resolve) => setTimeout(resolve, CHAT_REPLY_DELAY_MS)),
      ]);
      if (!mounted.current) return;
      add('assistant', reply);
      setWaiting(false);
    },
    [add, siteName, waiting],
  );

  return { entries, waiting, send };
}
