import {
  assistantSystemPrompt,
  CHAT_MAX_TOKENS,
  CHAT_TEMPERATURE,
  CHAT_TOP_P,
  chatCompletionReplySchema,
  type ChatCompletionBody,
  type LanguageCode,
} from '@marquee/core';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import type { TextValues } from '../../http/texts.ts';
import { fetchUpstreamText } from '../../lib/upstream-fetch.ts';

/**
 * Client of an OpenAI-compatible chat-completions endpoint (CHAT_API_URL, the full URL). The key is
 * added here, on the server, and never logged. Only the person's message is forwarded: the system
 * prompt, model and sampling values are ours, so the key cannot be spent on anything else.
 */
export interface UpstreamChatOptions {
  url: string;
  key: string;
  model: string;
  /** The site's name now, for the system prompt. */
  siteName(): string;
  logger: FastifyBaseLogger;
  timeoutMs?: number;
}

export interface UpstreamChat {
  /** The reply's text (choices[0].message.content; '' when the model gave none), or an HttpError. */
  complete(message: string, language: LanguageCode): Promise<string>;
}

export function createUpstreamChat(options: UpstreamChatOptions): UpstreamChat {
  // Language models take seconds; past this the person is better served by an error they can retry.
  const timeoutMs = options.timeoutMs ?? 30_000;

  function failure(status: number, text: string, values?: TextValues, upstreamStatus?: number): HttpError {
    const error = new HttpError(status, text, values);
    options.logger.warn({ upstreamStatus }, error.message);
    return error;
  }

  return {
    async complete(message, language) {
      const body: ChatCompletionBody = {
        model: options.model,
        messages: [
          { role: 'system', content: assistantSystemPrompt(options.siteName(), language) },
          { role: 'user', content: message },
        ],
        top_p: CHAT_TOP_P,
        temperature: CHAT_TEMPERATURE,
        max_tokens: CHAT_MAX_TOKENS,
        stream: false,
      };
      const answer = await fetchUpstreamText(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${options.key}` },
        body: JSON.stringify(body),
        timeoutMs,
        service: 'assistant',
        fail: failure,
      });
      if (answer.status === 429)
        throw failure(503, /*i18n*/ 'The assistant service is busy. Please try again in a moment.', undefined, answer.status);
      if (!answer.ok) throw failure(502, /*i18n*/ 'The assistant service failed to answer', undefined, answer.status);
      const reply = chatCompletionReplySchema.safeParse(parseJson(answer.body));
      if (!reply.success)
        throw failure(502, /*i18n*/ 'The assistant service sent an unreadable answer', undefined, answer.status);
      return reply.data.choices[0]?.message.content ?? '';
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
