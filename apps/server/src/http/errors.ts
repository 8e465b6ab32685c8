import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError, type z } from 'zod';

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

/** Parses with a zod schema and turns the first issue into a 400 with its message. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, describeZodError(result.error));
  return result.data;
}

export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  // Custom messages (SPEC.md's texts) stand alone; zod's generic ones need the field name.
  if (issue.code === 'custom' || !field) return issue.message;
  return `${field}: ${issue.message}`;
}

/**
 * One place that turns every failure into `{ "error": "..." }`: our own HttpErrors, zod errors,
 * Fastify's own client errors (bad JSON, body too large, unsupported type), and, last, anything
 * unexpected as a 500 whose details go to the log only.
 */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) return reply.status(error.statusCode).send({ error: error.message });
  if (error instanceof ZodError) return reply.status(400).send({ error: describeZodError(error) });
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
              : error.message;
    return reply.status(status).send({ error: message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.' });
}
