import { z } from './zod.ts';
import { apiText } from './api.ts';
import { CHAT_MAX_TOKENS, CHAT_TEMPERATURE, CHAT_TOP_P } from './constants.ts';

/**
 * The assistant's call, POST /api/chat/completions (docs/behaviour.md#assistant, docs/behaviour.md#one-origin): an
 * OpenAI-compatible chat-completions body and reply, whether the server forwards it upstream or
 * answers from the catalogue.
 */

/** Longest message the assistant takes; the chat box stops typing there and the server refuses more. */
export const CHAT_MESSAGE_MAX = 500;

/** What the chat window shows for a reply without text (docs/behaviour.md#assistant). */
export const CHAT_NO_ANSWER = "I couldn't find an answer.";

/**
 * Our own system prompt: the assistant recommends films and series and stays on that subject, and answers in the
 * viewer's language (a BCP 47 tag; English and the pseudo-language ask for nothing more).
 */
export function assistantSystemPrompt(siteName: string, language = 'en'): string {
  const languageName = /^en(-|$)/.test(language) ? null : new Intl.DisplayNames(['en'], { type: 'language' }).of(language);
  return [
    `You are the assistant of ${siteName}, a friendly guide to films and TV series.`,
    'Recommend titles that fit what the person asks for: at most five, each with its year and one short reason to watch it.',
    'Keep answers brief and warm. Write plain text only: no HTML, no tables, no images.',
    'Stay on topic: if asked about anything other than films, series or what to watch, say kindly that you can only help with films and series.',
    'Never invent titles; if you are not sure a title exists, leave it out.',
    ...(languageName ? [`Answer in ${languageName}, unless the person writes in another language.`] : []),
  ].join(' ');
}

const chatMessageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: apiText(20_000),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * What the browser posts. Sampling values are accepted as sent but the server always uses the values of
 * docs/behaviour.md#assistant (CHAT_TEMPERATURE, CHAT_TOP_P, CHAT_MAX_TOKENS), so no one can spend the operator's key differently.
 */
export const chatCompletionBodySchema = z.object({
  model: apiText(200).optional(),
  messages: z.array(chatMessageSchema).min(1, { error: /*i18n*/ 'send at least the user message' }).max(20),
  temperature: z.number().min(0).max(2).optional(),
  top_p: z.number().min(0).max(1).optional(),
  max_tokens: z.number().int().min(1).max(CHAT_MAX_TOKENS).optional(),
  stream: z.literal(false, { error: /*i18n*/ 'streamed replies are not supported; send false' }).optional(),
});
export type ChatCompletionBody = z.infer<typeof chatCompletionBodySchema>;

/** The body the assistant window sends: the sampling values of docs/behaviour.md#assistant, our system prompt, one user message. */
export function chatCompletionBody(siteName: string, userMessage: string, model = 'assistant'): ChatCompletionBody {
  return {
    model,
    messages: [
      { role: 'system', content: assistantSystemPrompt(siteName) },
      { role: 'user', content: userMessage },
    ],
    top_p: CHAT_TOP_P,
    temperature: CHAT_TEMPERATURE,
    max_tokens: CHAT_MAX_TOKENS,
    stream: false,
  };
}

/** The reply, as OpenAI shapes it; the browser reads `choices[0].message.content`. */
export const chatCompletionReplySchema = z.object({
  id: z.string().optional(),
  object: z.string().optional(),
  created: z.number().optional(),
  model: z.string().optional(),
  choices: z.array(
    z.object({
      index: z.number().optional(),
      message: z.object({ role: z.string(), content: z.string().nullable() }),
      finish_reason: z.string().nullable().optional(),
    }),
  ),
});
export type ChatCompletionReply = z.infer<typeof chatCompletionReplySchema>;
