import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isPseudoLanguage, pseudoText, SOURCE_LANGUAGE, type LanguageCode } from '@marquee/core';
import { locales, ZodError, ZodType, type core } from 'zod';
import { isDatabaseUnavailable, isForeignKeyViolation } from '../db/connection.ts';
import { requestLanguage } from './page-language.ts';
import { textIn, type TextValues } from './texts.ts';
// The type of the resourceHeaders decoration read below, for a program that compiles this file without app.ts.
import type {} from './security-headers.ts';

/**
 * An error whose message is safe and meant for the person using the app: an English text of the catalogues
 * (marked /*i18n*\/, with ICU placeholders filled from `values`), answered in the request's language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly text: string,
    readonly values?: TextValues,
  ) {
    super(textIn(SOURCE_LANGUAGE, text, values));
  }
}

export const notFound = (what = /*i18n*/ 'Not found', values?: TextValues) => new HttpError(404, what, values);
export const unauthorized = (why = /*i18n*/ 'Please sign in') => new HttpError(401, why);

/** The language of the request's answer: the page's language (http/page-language.ts). */
function answerLanguage(request: FastifyRequest): LanguageCode {
  // The metrics listener has no app context: its few texts are for machines and stay English.
  const ctx = (request.server as Partial<FastifyInstance>).ctx;
  return ctx ? requestLanguage(request, ctx.config.defaultLanguage) : SOURCE_LANGUAGE;
}

const INVALID_REQUEST = /*i18n*/ 'Invalid request';

/** The first issue of a zod failure as the `{error}` text: the issue's own message, after its field's path if generic. */
function describeZodError(error: ZodError, language: LanguageCode): string {
  const issue = error.issues[0];
  if (!issue) return textIn(language, INVALID_REQUEST);
  return describeIssue(issue.code, issue.path.join('.'), issue.message, language);
}

/**
 * The text of a route schema's failure (fastify-type-provider-zod), the same as describeZodError gives for the
 * same input: the schema is run again on what came, with zod's own messages in the request's language (a message
 * of the product's own, set in the schema, still wins, and is translated from the catalogues).
 */
function describeSchemaFailure(error: FastifyError, request: FastifyRequest, language: LanguageCode): string {
  const [issue] = error.validation ?? [];
  if (!issue) return textIn(language, INVALID_REQUEST);
  const part = error.validationContext;
  const schema: unknown = part ? request.routeOptions.schema?.[part] : undefined;
  if (schema instanceof ZodType) {
    // Fastify hands the schema null for a request without a body; the text says what came (nothing, undefined).
    const input = { body: request.body, querystring: request.query, params: request.params, headers: request.headers }[part!];
    const result = schema.safeParse(input, { error: zodMessages(language) });
    if (!result.success) return describeZodError(result.error, language);
  }
  return describeIssue(
    issue.keyword,
    issue.instancePath.split('/').slice(1).join('.'),
    issue.message ?? INVALID_REQUEST,
    language,
  );
}

function describeIssue(code: string, field: string, message: string, language: LanguageCode): string {
  // A text of the catalogues is translated; zod's own messages come translated already, and pass as they are.
  const text = textIn(language, message);
  // Custom messages (the product's own texts, docs/behaviour.md#errors) stand alone; zod's generic ones need the field name.
  if (code === 'custom' || !field) return text;
  return `${field}: ${text}`;
}

const zodLanguages = new Map<LanguageCode, core.$ZodErrorMap | undefined>();

/** Zod's own messages in `language` (zod's translations; the pseudo-language's made from English's). */
function zodMessages(language: LanguageCode): core.$ZodErrorMap | undefined {
  if (language === SOURCE_LANGUAGE) return undefined;
  if (!zodLanguages.has(language))
    zodLanguages.set(language, isPseudoLanguage(language) ? pseudoZodMessages() : zodLocale(language));
  return zodLanguages.get(language);
}

function zodLocale(language: LanguageCode): core.$ZodErrorMap | undefined {
  const name = language.replace('-', '');
  return Object.hasOwn(locales, name) ? locales[name as keyof typeof locales]().localeError : undefined;
}

function pseudoZodMessages(): core.$ZodErrorMap {
  const english = locales.en().localeError;
  return (issue) => {
    const message = english(issue);
    return typeof message === 'string' ? pseudoText(message) : message && { message: pseudoText(message.message) };
  };
}

/** Fastify's own refusals of a request it could not read, by their codes, as texts of the catalogues. */
const FASTIFY_REFUSALS = new Map(
  Object.entries({
    FST_ERR_CTP_BODY_TOO_LARGE: /*i18n*/ 'Request body is too large',
    FST_ERR_CTP_INVALID_MEDIA_TYPE: /*i18n*/ 'Send the request body as application/json',
    FST_ERR_CTP_EMPTY_JSON_BODY: /*i18n*/ 'Request body is empty',
    FST_ERR_CTP_INVALID_JSON_BODY: /*i18n*/ 'Request body is not valid JSON',
    FST_ERR_BAD_URL: /*i18n*/ 'The address is not valid URL encoding',
    FST_ERR_MAX_PARAM_LENGTH: /*i18n*/ 'The address is too long',
  }),
);

/**
 * One place that turns every failure into `{ "error": "..." }`: our own HttpErrors, zod errors,
 * Fastify's own client errors (bad JSON, body too large, unsupported type), and, last, anything
 * unexpected as a 500 whose details go to the log only.
 */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  // Set again here: the router's own failures (bad URL encoding, an over-long parameter) and a failing
  // onRequest hook are answered without the hook that sets them.
  reply.headers(reply.server.resourceHeaders ?? {});
  const language = answerLanguage(request);
  if (error instanceof HttpError)
    return reply.status(error.statusCode).send({ error: textIn(language, error.text, error.values) });
  if (error instanceof ZodError) return reply.status(400).send({ error: describeZodError(error, language) });
  if (hasZodFastifySchemaValidationErrors(error))
    return reply.status(400).send({ error: describeSchemaFailure(error, request, language) });
  const fe = error as FastifyError;
  const status = fe.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // A JSON body that does not parse may come as the parser's own SyntaxError, without Fastify's code.
    const refusal =
      FASTIFY_REFUSALS.get(fe.code) ??
      (error instanceof SyntaxError ? FASTIFY_REFUSALS.get('FST_ERR_CTP_INVALID_JSON_BODY') : undefined);
    const message = refusal ? textIn(language, refusal) : error.message;
    return reply.status(status).send({ error: message });
  }
  // What the write referred to was deleted by a request that ran alongside it: gone, like any missing row.
  if (isForeignKeyViolation(error)) return reply.status(404).send({ error: textIn(language, /*i18n*/ 'Not found') });
  // A database timeout or outage (db/connection.ts): the request may succeed if tried again.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply
      .status(503)
      .send({ error: textIn(language, /*i18n*/ 'The service is busy right now. Please try again in a moment.') });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ error: textIn(language, /*i18n*/ 'Something went wrong on our side. Please try again.') });
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers past the size limit, a request that is
 * not HTTP, a client too slow to send one): answered as Fastify's own handler does, but in the `{error}` shape
 * and with the headers every reply carries.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A connection reset: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The address or headers are too long']
        : [400, 'The request could not be read'];
  const body = JSON.stringify({ error: message });
  const headers = {
    ...this.resourceHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  };
  if (socket.writable) {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}
