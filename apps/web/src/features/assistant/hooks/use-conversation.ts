import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CHAT_NO_ANSWER, CHAT_REPLY_DELAY_MS } from '@marquee/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { chatFailureText, sendChatMessage } from '../api/send-chat-message';

export interface ChatEntry {
  id: number;
  from: 'user' | 'assistant';
  text: string;
}

/** Core's CHAT_NO_ANSWER (a reply without text), in the page's language. */
const NO_ANSWER = msg`I couldn't find an answer.`;

/**
 * The conversation of docs/behaviour.md#assistant: sending adds the message at once, then the reply after
 * 1 s (or when the server answers, if later); a failure becomes the assistant's fallback text. One
 * message at a time, and empty input is ignored. The greeting comes first, in the page's language.
 */
export function useConversation(siteName: string) {
  const { t, i18n } = useLingui();
  const [exchanged, setExchanged] = useState<ChatEntry[]>([]);
  const [waiting, setWaiting] = useState(false);
  const nextId = useRef(1);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const greeting = t`Hi! Tell me what you feel like watching, or pick a suggestion below.`;
  const entries = useMemo<ChatEntry[]>(() => [{ id: 0, from: 'assistant', text: greeting }, ...exchanged], [greeting, exchanged]);

  const add = useCallback((from: ChatEntry['from'], text: string) => {
    const id = nextId.current++;
    setExchanged((current) => [...current, { id, from, text }]);
  }, []);

  const send = useCallback(
    async (input: string) => {
      const message = input.trim();
      if (!message || waiting) return;
      add('user', message);
      setWaiting(true);
      const [reply] = await Promise.all([
        sendChatMessage(siteName, message).then(
          (text) => (text === CHAT_NO_ANSWER ? i18n._(NO_ANSWER) : text),
          (error: unknown) => chatFailureText(error, i18n),
        ),
        new Promise((resolve) => setTimeout(resolve, CHAT_REPLY_DELAY_MS)),
      ]);
      if (!mounted.current) return;
      add('assistant', reply);
      setWaiting(false);
    },
    [add, siteName, waiting, i18n],
  );

  return { entries, waiting, send };
}
