import { randomUUID } from 'node:crypto';
import {
  CHAT_MESSAGE_MAX,
  chatCompletionBodySchema,
  chatCompletionReplySchema,
  profileMaxRank,
  type ChatCompletionBody,
  type ChatCompletionReply,
} from '@marquee/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplies, type ApiTag } from '../../http/api-description.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/page-language.ts';
import { registerRateLimit } from '../../http/rate-limits.ts';
import { answerFromCatalogue } from './offline-assistant.ts';
import { createUpstreamChat } from './upstream-chat.ts';

/** Messages per minute per client address: a person types far fewer; a script is held back. */
const MESSAGES_PER_MINUTE = 20;
/** The model name the embedded assistant answers as. */
const CATALOGUE_MODEL = 'catalogue';

/**
 * POST /api/chat/completions (docs/behaviour.md#one-origin): an OpenAI-compatible body in, an
 * OpenAI-compatible reply out, answered by the configured endpoint (CHAT_API_URL) or, by default,
 * from the catalogue.
 */
export const chatRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config, metadata, siteName } = app.ctx;
  const upstream =
    config.chat.url && config.chat.key
      ? createUpstreamChat({
          url: config.chat.url,
          key: config.chat.key,
          model: config.chat.model,
          siteName: () => siteName.current(),
          logger: app.log,
        })
      : null;
  const model = upstream ? config.chat.model : CATALOGUE_MODEL;

  await registerRateLimit(app, /*i18n*/ 'Too many messages. Please wait a minute and try again.');

  const schema = {
    summary: "The assistant's answer to the person's last message",
    tags: ['chat'] satisfies ApiTag[],
    body: chatCompletionBodySchema,
    response: { 200: chatCompletionReplySchema, ...errorReplies(400, 413, 415, 429, 502, 503, 504) },
  };
  const perAddressLimit = { rateLimit: { max: MESSAGES_PER_MINUTE, timeWindow: 60_000 } };
  app.post('/chat/completions', { schema, config: perAddressLimit }, async (request) => {
    const message = userMessageOf(request.body);
    // A limited profile is answered by the embedded assistant, whose picks keep to its limit: a chat service's
    // free text could name any title (docs/behaviour.md#ratings).
    const maxRank = request.user ? profileMaxRank(request.user.profile) : null;
    const content =
      upstream && maxRank === null
        ? await upstream.complete(message, requestLanguage(request, config.defaultLanguage))
        : await answerFromCatalogue(metadata, message, siteName.current(), maxRank);
    return completionReply(model, content);
  });
};

/** The person's message: the last user message, trimmed, within CHAT_MESSAGE_MAX. */
function userMessageOf(body: ChatCompletionBody): string {
  const message = body.messages.findLast((m) => m.role === 'user')?.content.trim();
  if (!message) throw new HttpError(400, /*i18n*/ 'Send a message to the assistant');
  if (message.length > CHAT_MESSAGE_MAX)
    throw new HttpError(400, /*i18n*/ 'Messages are limited to {max, plural, one {# character} other {# characters}}', {
      max: CHAT_MESSAGE_MAX,
    });
  return message;
}

function completionReply(model: string, content: string): ChatCompletionReply {
  return {
    id: `chatcmpl-${randomUUID()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}
