import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CHAT_NO_ANSWER, chatCompletionBody, type ChatCompletionReply } from '@marquee/core';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * POST /api/chat/completions with the body of docs/behaviour.md#assistant (model, system prompt and the message, top_p 0.7,
 * temperature 0.9, max_tokens 1024, no streaming); the reply is the first choice's message content.
 */
export async function sendChatMessage(siteName: string, message: string): Promise<string> {
  const reply = await apiRequest<ChatCompletionReply>('/chat/completions', {
    method: 'POST',
    body: chatCompletionBody(siteName, message),
    endsSessionOnAuthFailure: false,
  });
  return reply.choices[0]?.message.content?.trim() || CHAT_NO_ANSWER;
}

/**
 * The assistant's words when a message fails (docs/behaviour.md#assistant), in `i18n`'s language; a server's own text
 * (the server's, out of this catalogue) is quoted as it came.
 */
export function chatFailureText(error: unknown, i18n: I18n): string {
  if (!(error instanceof ApiError)) return i18n._(msg`An unexpected error occurred.`);
  if (error.status === 0) return i18n._(msg`Oops! Something went wrong.`);
  if (!error.fromServer) return i18n._(msg`Error: Unable to fetch response.`);
  const message = error.message;
  return i18n._(msg`Error: ${message}`);
}
