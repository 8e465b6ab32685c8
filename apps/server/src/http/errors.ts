import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError, ZodType } from 'zod';
import { isDatabaseUnavailable, isForeignKeyViolation } from '../db/connection.ts';
// The type of the resourceHeaders decoration read below, for a program that compiles this file without app.ts.
import type {} from './security-headers.ts';

/** An error whose message is safe and meant for the person using the app. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);
export const unauthorized = (why = 'Please sign in') => new HttpError(401, why);

/** The first issue of a zod failure as the `{error}` text: the issue's own message, after its field's path if generic. */
function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  return describeIssue(issue.code, issue.path.join('.'), issue.message);
}

/**
 * The text of a route schema's failure (fastify-type-provider-zod), the same as describeZodError gives for the
 * same input: its first zod issue, whose path arrives as a JSON pointer ('/messages/0/role').
 */
function describeSchemaFailure(error: FastifyError, request: FastifyRequest): string {
  const [issue] = error.validation ?? [];
  if (!issue) return 'Invalid request';
  // Fastify hands the schema null for a request without a body; the text says what came (nothing, undefined).
  const bodySchema: unknown = request.routeOptions.schema?.body;
  if (error.validationContext === 'body' && request.body === undefined && bodySchema instanceof ZodType) {
    const result = bodySchema.safeParse(undefined);
    if (!result.success) return describeZodError(result.error);
  }
  return describeIssue(issue.keyword, issue.instancePath.split('/').slice(1).join('.'), issue.message ?? 'Invalid request');
}

function describeIssue(code: string, field: string, message: string): string {
  // Custom messages (the product's own texts, docs/behaviour.md#errors) stand alone; zod's generic ones need the field name.
  if (code === 'custom' || !field) return message;
  return `${field}: ${message}`;
}

/**
 * One place that turns every failure into `{ "error": "..." }`: our own HttpErrors, zod errors,
 * Fastify's own client errors (bad JSON, body too large, unsupported type), and, last, anything
 * unexpected as a 500 whose details go to the log only.
 */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  // Set again here: the router's own failures (bad URL encoding, an over-long parameter) and a failing
  // onRequest hook are answered without the hook that sets them.
  reply.headers(reply.server.resourceHeaders ?? {});
  if (error instanceof HttpError) return reply.status(error.statusCode).send({ error: error.message });
  if (error instanceof ZodError) return reply.status(400).send({ error: describeZodError(error) });
  if (hasZodFastifySchemaValidationErrors(error)) return reply.status(400).send({ error: describeSchemaFailure(error, request) });
  const fe = error as FastifyError;
  const status = fe.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'Request body is too large'
        : fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Send the request body as application/json'
          : fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'Request body is empty'
            : fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
              ? 'Request body is not valid JSON'
              : fe.code === 'FST_ERR_BAD_URL'
                ? 'The address is not valid URL encoding'
                : fe.code === 'FST_ERR_MAX_PARAM_LENGTH'
                  ? 'The address is too long'
                  : error.message;
    return reply.status(status).send({ error: message });
  }
  // What the write referred to was deleted by a request that ran alongside it: gone, like any missing row.
  if (isForeignKeyViolation(error)) return reply.status(404).send({ error: 'Not found' });
  // A database timeout or outage (db/connection.ts): the request may succeed if tried again.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply.status(503).send({ error: 'The service is busy right now. Please try again in a moment.' });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.' });
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
